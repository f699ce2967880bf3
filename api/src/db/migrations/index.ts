import type { MigrationModule } from '../migration-source';
import * as m001 from './001-people-and-reference';
import * as m002 from './002-requests';
import * as m003 from './003-content';
import * as m004 from './004-infrastructure';
import * as m005 from './005-request-uploads';
import * as m006 from './006-notifications-and-sla';
import * as m007 from './007-staff-inbox';
import * as m008 from './008-registration-consent';
import * as m009 from './009-request-list-filters';
import * as m010 from './010-admin-console';
import * as m012 from './012-gallery-uploads';
import * as m013 from './013-data-deletion';
import * as m014 from './014-request-counters';
import * as m015 from './015-request-search';
import * as m016 from './016-escalation-sweep';
import * as m017 from './017-request-feedback';
import * as m018 from './018-duplicate-hints';
import * as m019 from './019-open311-keys';
import * as m021 from './021-transparency-summary';
import * as m022 from './022-list-indexes';
import * as m023 from './023-transparency-figures';
import * as m024 from './024-publication';
import * as m025 from './025-remark-audience';
import * as m026 from './026-retention';

/** In order. Append new migrations; never edit one that has shipped. */
export const migrations: MigrationModule[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m012, m013, m014, m015, m016, m017, m018, m019, m021, m022, m023, m024, m025, m026];
