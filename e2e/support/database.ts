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

/** The track link of a request's SMS, read from the outbox as the citizen would read the message. */
export async function smsTrackLink(requestCode: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>(
      `select o.body from notification_outbox o join requests r on r.id = o.request_id where r.request_id = $1 and o.channel = 'sms' order by o.id`,
      [requestCode],
    );
    const link = /https?:\/\/\S+\/track\/\S+/.exec(rows[0]?.body ?? '')?.[0];
    if (!link) throw new Error(`no SMS with a track link for ${requestCode}`);
    return link;
  } finally {
    await client.end();
  }
}

/**
 * A notification that gave up after its retries, as the dispatcher leaves it when a gateway stays
 * down (the server under test has no real gateway to fail): what the admin's list must show.
 */
export async function insertFailedNotification(recipient: string, lastError: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into notification_outbox (channel, recipient, dedupe_key, status, attempts, last_error, event, language, body)
       values ('sms', $1, $2, 'failed', 8, $3, 'received', 'en', 'Dear citizen, your request has been received.')`,
      [recipient, `e2e-failed-${recipient}`, lastError],
    );
  } finally {
    await client.end();
  }
}

/** The delivery state of that notification. */
export async function notificationStatus(recipient: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string }>('select status from notification_outbox where dedupe_key = $1', [`e2e-failed-${recipient}`]);
    return rows[0]?.status;
  } finally {
    await client.end();
  }
}

/** The one-time code of the latest erasure SMS for a request, read from the outbox as its phone's owner would read the SMS. */
export async function erasureSmsCode(requestCode: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>(
      `select o.body from notification_outbox o join requests r on r.id = o.request_id
       where r.request_id = $1 and o.event = 'erasure_code' order by o.id desc limit 1`,
      [requestCode],
    );
    // The 6 digits standing alone (the request code's digits follow a dash).
    const code = /(?<![-\d])(\d{6})(?!\d)/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no erasure SMS for ${requestCode}`);
    return code;
  } finally {
    await client.end();
  }
}

/** A run of the retention job as it records itself (counts only), for the admin's settings tab. */
export async function insertRetentionRun(counts: Record<string, number>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into retention_runs (started_at, finished_at, request_months, technical_months, counts) values (now(), now(), 24, 12, $1)`,
      [JSON.stringify(counts)],
    );
  } finally {
    await client.end();
  }
}

/** The requests filed with this description: their code and owner (null: filed without an account). */
export async function requestsDescribed(description: string): Promise<Array<{ requestId: string; submitterId: number | null }>> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ requestId: string; submitterId: number | null }>(
      'select request_id as "requestId", submitter_id as "submitterId" from requests where description = $1 order by id',
      [description],
    );
    return rows;
  } finally {
    await client.end();
  }
}
