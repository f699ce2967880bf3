import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { createKit, insertRequest, userId, type Kit } from '../../requests/__tests__/request-test-kit';
import { FAKE_HASH, parseCsv, unique } from './export-test-kit';
import { until } from '../../../../test/support/until';

/**
 * Streaming and snapshot proofs on a real socket: enough users that an export is several
 * megabytes (more than the socket buffers hold), read by a client that stops reading half-way.
 */
const BULK_USERS = 25_000;
// exceljs and a busy CI machine: a large export takes a while.
jest.setTimeout(120_000);

let kit: Kit;
let server: http.Server;
let port: number;
let cookie: string;
let prefix: string;

beforeAll(async () => {
  kit = await createKit();
  prefix = unique('bulk');
  await kit.db.raw(
    `insert into users (username, password_hash, name, role, district, address)
     select ? || '_' || g, ?, 'थोक उपयोगकर्ता ' || g, 'citizen', 'raisen', 'वार्ड ' || g || ', रायसेन, मध्य प्रदेश 464551'
     from generate_series(1, ?) g`,
    [prefix, FAKE_HASH, BULK_USERS],
  );
  server = http.createServer(kit.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const login = await kit.personas.anonymous.client.agent.post('/api/auth/login').set('x-csrf-token', kit.personas.anonymous.client.csrf!).send({ username: 'admin', password: 'admin123' });
  cookie = (login.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await kit.db('users').where('username', 'like', `${prefix}\\_%`).delete();
  await kit.close();
});

const open: http.IncomingMessage[] = [];
// A failed test must not leave a download hanging (it would hold an export slot and a transaction).
afterEach(() => open.splice(0).forEach((res) => res.destroy()));

/** A download the test reads by hand: it can stop reading and resume. */
function startDownload(path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { cookie, connection: 'close' } }, (res) => {
        open.push(res);
        resolve(res);
      })
      .on('error', reject);
  });
}

/** Reads until `bytes` arrived, then stops reading (the socket fills and the server is held back). */
async function readThenPause(res: http.IncomingMessage, bytes: number): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let received = 0;
  await new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received >= bytes) {
        res.pause();
        res.off('data', onData);
        resolve();
      }
    };
    res.on('data', onData);
  });
  return chunks;
}

function readRest(res: http.IncomingMessage, chunks: Buffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
    res.resume();
  });
}

/** Export transactions open right now: a cursor being read (a FETCH running or the wait between two). */
async function exportsWaitingBetweenFetches(): Promise<number> {
  const { rows } = await kit.db.raw(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and xact_start is not null and query ilike 'fetch forward%'",
  );
  return (rows as Array<{ n: number }>)[0]!.n;
}

/** Polls the count for up to two seconds until it is `expected` (an export moves on between two looks). */
async function exportsOpenBecome(expected: number): Promise<number> {
  let count = -1;
  await until(async () => (count = await exportsWaitingBetweenFetches()) === expected, { timeoutMs: 2_000, intervalMs: 50 }).catch(() => undefined);
  return count;
}

describe('streaming', () => {
  it.each(['csv', 'xlsx'])('users as %s: the first bytes arrive while the query is still open, and a client that stops reading holds the server back', async (format) => {
    const res = await startDownload(`/api/admin/users/export?format=${format}`);
    expect(res.statusCode).toBe(200);
    const first = await readThenPause(res, 1);
    // The first bytes are here, yet the cursor still has rows to give.
    expect(await exportsOpenBecome(1)).toBe(1);
    // Real time on purpose: a stalled client is held back over time, which no condition can stand for.
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Still open after the pause: the server waits for the client instead of reading everything.
    expect(await exportsWaitingBetweenFetches()).toBe(1);
    const body = await readRest(res, first);
    // Megabytes (the XLSX is deflated): more than the socket buffers held while the client was not reading.
    expect(body.length).toBeGreaterThan((format === 'csv' ? 2 : 1) * 1024 * 1024);
    expect(await exportsWaitingBetweenFetches()).toBe(0);

    const usernames =
      format === 'csv'
        ? parseCsv(body).rows.map((row) => row.username)
        : await (async () => {
            const workbook = new ExcelJS.Workbook();
            await workbook.xlsx.load(body as unknown as ArrayBuffer);
            const names: string[] = [];
            workbook.getWorksheet('users')!.eachRow((row, index) => {
              if (index > 1) names.push(String((row.values as unknown[])[2]));
            });
            return names;
          })();
    expect(usernames.filter((name) => name.startsWith(`${prefix}_`))).toHaveLength(BULK_USERS);
  });

  it('a client that goes away ends the export transaction', async () => {
    const res = await startDownload('/api/admin/users/export');
    await readThenPause(res, 1);
    expect(await exportsOpenBecome(1)).toBe(1);
    res.destroy();
    expect(await exportsOpenBecome(0)).toBe(0);
  });
});

describe('exports at once', () => {
  it('runs two exports at a time in a process; a third waits its turn with 429, and a slot frees when a download ends', async () => {
    const first = await startDownload('/api/admin/users/export');
    const second = await startDownload('/api/admin/users/export?format=xlsx');
    await Promise.all([readThenPause(first, 1), readThenPause(second, 1)]);
    const third = await startDownload('/api/admin/roles/export');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    third.resume();
    first.destroy();
    await exportsOpenBecome(1);
    const fourth = await startDownload('/api/admin/roles/export');
    expect(fourth.statusCode).toBe(200);
    fourth.resume();
  });
});

describe('one consistent snapshot', () => {
  it('a write committed during the database export is not in it, not even half of it', async () => {
    const citizen = await userId(kit.db, 'citizen');
    const code = unique('snap');
    const [location] = await kit.db('locations').insert({ type: 'state', name: 'Before the export', code }).returning('id');
    const beforeRequest = await insertRequest(kit.db, { submitterId: citizen, district: 'raisen' });

    const res = await startDownload('/api/admin/database/export?format=ndjson');
    expect(res.statusCode).toBe(200);
    const chunks = await readThenPause(res, 1);
    // The snapshot is taken (its time is in the first line) and the users are being read.
    expect(await exportsOpenBecome(1)).toBe(1);

    // One transaction during the download: a new request with its history line, an edit, a removal.
    const added = await kit.db.transaction(async (trx) => {
      const id = await insertRequest(trx, { submitterId: citizen, district: 'raisen' });
      await trx('request_history').insert({ requestId: id, action: 'created', toStatus: 'pending', notes: `during ${code}` });
      await trx('locations').where({ id: location.id }).update({ name: 'Changed during the export' });
      await trx('requests').where({ id: beforeRequest }).delete();
      return id;
    });

    const lines = (await readRest(res, chunks)).toString('utf8').trimEnd().split('\n').map((line) => JSON.parse(line));
    const rowsOf = (table: string) => lines.filter((line) => line.table === table).map((line) => line.row);
    expect(rowsOf('requests').map((row) => row.id)).not.toContain(added);
    expect(rowsOf('request_history').filter((row) => row.request_id === added)).toEqual([]);
    expect(rowsOf('requests').map((row) => row.id)).toContain(beforeRequest);
    expect(rowsOf('locations').find((row) => row.code === code)).toMatchObject({ name: 'Before the export' });
    expect(rowsOf('users').filter((row) => String(row.username).startsWith(`${prefix}_`))).toHaveLength(BULK_USERS);

    await kit.db('requests').where({ id: added }).delete();
    await kit.db('locations').where({ id: location.id }).delete();
  });
});
