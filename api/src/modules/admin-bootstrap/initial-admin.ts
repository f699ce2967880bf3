import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/config';
import { AdminAccountError, MIN_ADMIN_PASSWORD_LENGTH } from './admin-account';
import { createFirstAdmin, hasAdmin } from './admin-account.service';

export const NO_ADMIN_IN_PRODUCTION =
  'No admin account exists: set INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD ' +
  `(at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; optional INITIAL_ADMIN_NAME, INITIAL_ADMIN_EMAIL) ` +
  'and start again, or stop here and run `npm run create-admin`';

/** Stops the start: the server must not run in a state nobody can administer. */
export class StartupRefusedError extends Error {}

type BootstrapConfig = Pick<AppConfig, 'isProduction' | 'initialAdmin'>;

/**
 * The first super admin from INITIAL_ADMIN_*, read only while no admin or super_admin exists:
 * a value left in the environment never changes an installation that already has one. In
 * production a database without any admin refuses to start, since nothing else would create one
 * (no demo accounts there).
 */
export async function bootstrapInitialAdmin(db: Knex, config: BootstrapConfig, logger: Logger): Promise<void> {
  const initial = config.initialAdmin;
  if (await hasAdmin(db)) {
    if (initial) logger.warn('INITIAL_ADMIN_* ignored: an admin account already exists; remove the variables from the environment');
    return;
  }
  if (!initial) {
    if (config.isProduction) throw new StartupRefusedError(NO_ADMIN_IN_PRODUCTION);
    logger.warn('No admin account exists: set INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD, or run `npm run create-admin`');
    return;
  }
  try {
    const result = await createFirstAdmin(db, { ...initial, role: 'super_admin' });
    if (result.action === 'created') logger.info({ username: initial.username }, 'created the first super admin from INITIAL_ADMIN_*');
  } catch (error) {
    if (error instanceof AdminAccountError) throw new StartupRefusedError(`INITIAL_ADMIN_* rejected: ${error.message}`);
    throw error;
  }
}
