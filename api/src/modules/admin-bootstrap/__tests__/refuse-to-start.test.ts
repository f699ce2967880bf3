import path from 'node:path';
import { createEmptyDatabase, type EmptyDatabase } from '../../../../jest/test-database';
import { bundleEntry, runBundle, type Bundle } from '../../../../test/support/bundle-entry';

// The real server process (bundled like `nx build api`): the refusal must end it with a non-zero
// exit code and one line that tells the operator what to set.
jest.setTimeout(120_000);

let server: Bundle;
let database: EmptyDatabase;
beforeAll(async () => {
  server = await bundleEntry(path.resolve(__dirname, '../../../server.ts'));
});
afterAll(() => server.remove());
beforeEach(async () => {
  database = await createEmptyDatabase();
});
afterEach(() => database.drop());

const startProduction = (env: NodeJS.ProcessEnv = {}) =>
  runBundle(server.file, [], { NODE_ENV: 'production', DATABASE_URL: database.url, PORT: '0', LOG_LEVEL: 'warn', TRACK_LINK_SECRET: 'refuse-to-start-track-link-secret-0123456789', ...env });

describe('a production start without any admin', () => {
  it('exits with code 1 and says to set INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD', async () => {
    const result = await startProduction();
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      'Failed to start: No admin account exists: set INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD ' +
        '(at least 12 characters; optional INITIAL_ADMIN_NAME, INITIAL_ADMIN_EMAIL) and start again, ' +
        'or stop here and run `npm run create-admin`',
    ]);
  });

  it('exits with code 1 when INITIAL_ADMIN_PASSWORD is shorter than 12 characters', async () => {
    const result = await startProduction({ INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'short-pass' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Failed to start: INITIAL_ADMIN_* rejected: The admin password must be at least 12 characters long',
    );
  });
});
