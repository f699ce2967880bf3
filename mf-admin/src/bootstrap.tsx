// Standalone dev page (`nx serve`): the remote with fake shell props.
import { renderRemoteDevHarness } from '@cc/ui/dev';
import App from './remote-entry.hi';
import { DEV_BASE_PATH, devUser } from './dev/dev-session';

renderRemoteDevHarness({ App, basePath: DEV_BASE_PATH, devUser });
