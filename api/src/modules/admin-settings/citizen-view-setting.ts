import type { Knex } from 'knex';
import { SystemSetting } from './system-setting.model';

/**
 * How citizens see the people of the office: `system_settings.key = 'citizen-view'`, value
 * `{ showOfficeRole }`. With it on, a citizen's view of their request names the role of whoever
 * handles or decided it ("Government Official"), never the person (request-dto.ts `personFor`).
 * Absent means off: the spec's screens show the assignee's name.
 */
export const CITIZEN_VIEW_KEY = 'citizen-view';

export interface CitizenViewSetting {
  showOfficeRole: boolean;
}

/**
 * The setting as a column of a citizen's request read (`show_office_role`), so the read stays one
 * statement: PostgreSQL evaluates this uncorrelated subquery once per statement.
 */
export const SHOW_OFFICE_ROLE_SQL = `coalesce((select (s.value ->> 'showOfficeRole')::boolean from system_settings s where s.key = '${CITIZEN_VIEW_KEY}'), false)`;

export async function readCitizenView(db: Knex): Promise<CitizenViewSetting> {
  const row = await SystemSetting.query(db).findById(CITIZEN_VIEW_KEY).select('value');
  const value = (row?.value ?? {}) as Record<string, unknown>;
  return { showOfficeRole: value.showOfficeRole === true };
}
