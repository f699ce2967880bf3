import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The database of the server under test (written by start-server.mjs for this E2E_PORT). */
function databaseUrl(): string {
  return readFileSync(path.join(os.tmpdir(), `cc-e2e-database-${process.env.E2E_PORT ?? '3100'}.url`), 'utf8');
}

/** The confirmation link mailed for a deletion request, read from the outbox as the citizen would read the mail. */
export async function mailedDeletionLink(requestCode: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>('select body from notification_outbox where dedupe_key = $1', [`deletion-confirm-${requestCode}`]);
    const link = /https?:\/\/\S+\/data-deletion\/confirm\?token=[A-Za-z0-9_-]+/.exec(rows[0]?.body ?? '')?.[0];
    if (!link) throw new Error(`no confirmation mail for ${requestCode}`);
    return link;
  } finally {
    await client.end();
  }
}
