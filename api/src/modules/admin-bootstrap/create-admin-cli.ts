import { parseArgs } from 'node:util';
import { read } from 'read';
import { loadConfig } from '../../config/config';
import { createDb } from '../../db/knex';
import { migrateAndSeed } from '../../db/prepare-database';
import { createLogger } from '../../lib/logger';
import { ADMIN_ROLES, AdminAccountError, MIN_ADMIN_PASSWORD_LENGTH, validateAdminAccount, type AdminAccountInput, type AdminRole } from './admin-account';
import { createOrResetAdmin } from './admin-account.service';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- [options]

Creates an admin account, or resets an existing one of that username: new password, account
active again, all of its sessions ended. A non-admin account of that username is never changed.

  --username <name>             3 to 50 characters
  --password <password>         at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (better typed at the prompt: a flag stays
                                in the shell history and shows in the process list)
  --name <full name>            default "Administrator"; kept on a reset when omitted
  --email <address>             optional; kept on a reset when omitted
  --role admin|super_admin      default super_admin for a new account; kept on a reset when omitted
  -h, --help                    this text

Missing values are asked for when run in a terminal (the password twice, hidden).
Uses the server's configuration: DATABASE_URL, or the embedded PGlite database under DATA_DIR
(default ./data). PGlite is single-process: STOP THE SERVER FIRST when using it.
Runs the database migrations first; an empty database gets the reference data (never the demo).`;

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** An input problem worth one line to the operator, with the exit code to end on. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const USAGE_ERROR = 2;

function parseFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${CREATE_ADMIN_USAGE}`, USAGE_ERROR);
  }
}

async function askPassword(io: CliIo): Promise<string> {
  const ask = (prompt: string) => read({ prompt, silent: true, replace: '*', input: io.stdin, output: io.stdout });
  const password = await ask(`Password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `);
  const again = await ask('Password again: ');
  if (password !== again) throw new CliError('The two passwords differ: nothing was changed', 1);
  return password;
}

/** Flags first; what is missing is asked for in a terminal, refused without one. */
async function collectAccount(flags: ReturnType<typeof parseFlags>, io: CliIo): Promise<AdminAccountInput> {
  const account: AdminAccountInput = {
    username: flags.username ?? '',
    password: flags.password ?? '',
    name: flags.name,
    email: flags.email,
    role: flags.role as AdminRole | undefined,
  };
  if (account.username && account.password) return account;
  if (!io.stdin.isTTY) {
    throw new CliError(`--username and --password are required when not run in a terminal\n\n${CREATE_ADMIN_USAGE}`, USAGE_ERROR);
  }
  const ask = (prompt: string) => read({ prompt, input: io.stdin, output: io.stdout });
  if (!account.username) account.username = await ask('Username: ');
  if (!account.password) account.password = await askPassword(io);
  if (account.name === undefined) account.name = await ask('Full name (optional): ');
  if (account.email === undefined) account.email = await ask('Email (optional): ');
  return account;
}

async function saveAccount(account: AdminAccountInput, env: NodeJS.ProcessEnv, io: CliIo): Promise<void> {
  const config = loadConfig(env);
  if (!config.databaseUrl) io.stdout.write(`Embedded database in ${config.dataDir}: the server must be stopped (PGlite is single-process).\n`);
  const db = createDb(config);
  try {
    await migrateAndSeed(db, { seedDemo: false }, createLogger('warn'));
    const result = await createOrResetAdmin(db, account);
    const role = account.role ?? (result.action === 'created' ? 'super_admin' : 'its current role');
    io.stdout.write(
      result.action === 'created'
        ? `Created the account "${account.username}" (${role}).\n`
        : `Reset the account "${account.username}" (${role}): new password, active, all of its sessions ended.\n`,
    );
  } finally {
    await db.destroy();
  }
}

/** `npm run create-admin`; resolves to the process exit code. */
export async function runCreateAdmin(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  try {
    const flags = parseFlags(argv);
    if (flags.help) {
      io.stdout.write(`${CREATE_ADMIN_USAGE}\n`);
      return 0;
    }
    if (flags.role !== undefined && !(ADMIN_ROLES as readonly string[]).includes(flags.role)) {
      throw new CliError(`--role must be one of: ${ADMIN_ROLES.join(', ')}`, USAGE_ERROR);
    }
    // Checked before the database is opened: a refused password changes nothing.
    const account = validateAdminAccount(await collectAccount(flags, io));
    await saveAccount(account, env, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof AdminAccountError) {
      io.stderr.write(`${error.message}: nothing was changed\n`);
      return 1;
    }
    // read() rejects with "canceled" on Ctrl-C.
    if ((error as Error).message === 'canceled') return 130;
    io.stderr.write(`create-admin failed: ${(error as Error).message}\n`);
    return 1;
  }
}
