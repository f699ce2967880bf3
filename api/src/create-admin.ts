// `npm run create-admin`: creates or resets an admin account (see modules/admin-bootstrap).
import { runCreateAdmin } from './modules/admin-bootstrap/create-admin-cli';

void runCreateAdmin(process.argv.slice(2), process.env, process).then((code) => {
  process.exitCode = code;
});
