import JSZip from 'jszip';
import { createKit, type Kit } from '../../requests/__tests__/request-test-kit';
import { DATABASE_EXPORT, EXCLUDED_TABLES } from '../export-sources';
import { download, FAKE_HASH, parseCsv, SECRET_COLUMN, today, unique, UTF8_BOM } from './export-test-kit';

let kit: Kit;
let username: string;

beforeAll(async () => {
  kit = await createKit();
  username = unique('dbexport');
  await kit.db('users').insert({ username, passwordHash: FAKE_HASH, name: 'राजेश वर्मा', role: 'citizen', district: '=cmd|calc' });
});
afterAll(async () => {
  await kit.db('users').where({ username }).delete();
  await kit.close();
});

interface NdjsonLine {
  table: string;
  row: Record<string, unknown>;
}

const exported = DATABASE_EXPORT.map((source) => source.table);

/** Session ids are stored as sha256 of the cookie; the CSRF token of a live session is in clear. */
async function liveSecrets(): Promise<string[]> {
  const sessions = (await kit.db('sessions').select('id', 'csrfToken')) as Array<{ id: string; csrfToken: string }>;
  return sessions.flatMap((session) => [session.id, session.csrfToken]);
}

describe('GET /api/admin/database/export', () => {
  it('classifies every table of the database: exported or left out for a stated reason', async () => {
    const { rows } = await kit.db.raw("select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'");
    const tables = (rows as Array<{ table_name: string }>).map((row) => row.table_name);
    expect(tables.filter((table) => !exported.includes(table) && !(table in EXCLUDED_TABLES))).toEqual([]);
    expect(exported.filter((table) => table in EXCLUDED_TABLES)).toEqual([]);
    for (const secret of ['sessions', 'captcha_challenges', 'idempotency_keys', 'rate_limit_buckets', 'login_attempts', 'request_uploads']) {
      expect(exported).not.toContain(secret);
    }
  });

  it('is by default a zip of one CSV per business table plus a manifest, with no secret in it', async () => {
    const res = await download(kit.personas.admin.client, '/api/admin/database/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="citizen-connect-database-${today()}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const zip = await JSZip.loadAsync(res.body);
    expect(Object.keys(zip.files).sort()).toEqual([...exported.map((table) => `${table}.csv`), 'manifest.json'].sort());
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.takenAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const secrets = await liveSecrets();
    for (const table of exported) {
      const bytes = await zip.file(`${table}.csv`)!.async('nodebuffer');
      expect(bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
      const text = bytes.toString('utf8');
      expect(text).not.toContain('$argon2');
      for (const secret of secrets) expect(text).not.toContain(secret);
      const { header, rows } = parseCsv(bytes);
      expect([table, header.filter((name) => SECRET_COLUMN.test(name))]).toEqual([table, []]);
      expect([table, rows.length]).toEqual([table, manifest.rowCounts[table]]);
    }

    const users = parseCsv(await zip.file('users.csv')!.async('nodebuffer')).rows;
    const mine = users.find((row) => row.username === username)!;
    expect(mine.name).toBe('राजेश वर्मा');
    expect(mine.district).toBe("'=cmd|calc");
    const requests = parseCsv(await zip.file('requests.csv')!.async('nodebuffer')).rows;
    const [{ count }] = (await kit.db('requests').count('* as count')) as Array<{ count: number }>;
    expect(requests.length).toBe(Number(count));
  });

  it('as NDJSON: a header line, then one line per row with the values as stored, and no secret', async () => {
    const res = await download(kit.personas.superAdmin.client, '/api/admin/database/export?format=ndjson');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="citizen-connect-database-${today()}.ndjson"`);
    const text = res.body.toString('utf8');
    expect(text).not.toContain('$argon2');
    for (const secret of await liveSecrets()) expect(text).not.toContain(secret);
    const [first, ...lines] = text.trimEnd().split('\n').map((line: string) => JSON.parse(line)) as [Record<string, unknown>, ...NdjsonLine[]];
    expect(first).toMatchObject({ format: 'citizen-connect-database', version: 1, tables: exported });
    const tablesSeen = new Set(lines.map((line) => line.table));
    expect([...tablesSeen].every((table) => exported.includes(table))).toBe(true);
    for (const line of lines) expect(Object.keys(line.row).filter((name) => SECRET_COLUMN.test(name))).toEqual([]);
    const mine = lines.find((line) => line.table === 'users' && line.row.username === username);
    // NDJSON is for programs: the value as stored, not neutralised for a spreadsheet.
    expect(mine!.row).toMatchObject({ name: 'राजेश वर्मा', district: '=cmd|calc', is_active: true });
    expect(typeof mine!.row.id).toBe('number');
    const [{ count }] = (await kit.db('locations').count('* as count')) as Array<{ count: number }>;
    expect(lines.filter((line) => line.table === 'locations')).toHaveLength(Number(count));
    // JSON columns stay JSON.
    const site = lines.find((line) => line.table === 'system_settings' && line.row.key === 'site');
    expect(site!.row.value).toMatchObject({ defaultLanguage: 'hi' });
  });
});
