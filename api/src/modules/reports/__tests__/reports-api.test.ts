import { createKit, insertRequest, userId, type Kit } from '../../requests/__tests__/request-test-kit';
import { csvCell } from '../../../lib/spreadsheet-cell';

let kit: Kit;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('GET /api/reports/summary', () => {
  it('counts by status, type, district and day within the range, with overdue and average resolution', async () => {
    const citizen = await userId(kit.db, 'citizen');
    const district = `rep${Date.now()}`;
    const open = await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'health' });
    await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'health', status: 'in_progress' });
    const solved = await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'electricity', status: 'resolved' });
    await kit.db('requests').where({ id: open }).update({ dueAt: new Date(Date.now() - 3_600_000) });
    await kit.db('requests').where({ id: solved }).update({ submittedAt: new Date(Date.now() - 10 * 3_600_000), resolvedAt: new Date() });

    const res = await kit.personas.admin.client.get(`/api/reports/summary?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.from).toBe(today);
    expect(res.body.perDay).toEqual([{ date: today, count: res.body.total }]);
    expect(res.body.byDistrict).toContainEqual({ key: district, count: 3 });
    expect(res.body.byType.find((r: { key: string }) => r.key === 'health').count).toBeGreaterThanOrEqual(2);
    expect(res.body.overdueCount).toBeGreaterThanOrEqual(1);
    expect(res.body.averageResolutionHours).toBeGreaterThan(0);
    const statusTotal = res.body.byStatus.reduce((sum: number, r: { count: number }) => sum + r.count, 0);
    expect(statusTotal).toBe(res.body.total);
  });

  it('counts only what the caller may see: a district officer never sees another district', async () => {
    const citizen = await userId(kit.db, 'citizen');
    await insertRequest(kit.db, { submitterId: citizen, district: 'dewas' });
    const res = await kit.personas.official.client.get(`/api/reports/summary?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const districts = res.body.byDistrict.map((r: { key: string }) => r.key);
    expect(districts).not.toContain('dewas');
  });

  it('defaults to the last 30 days and refuses a reversed, malformed or over-long range', async () => {
    const client = kit.personas.staff.client;
    const res = await client.get('/api/reports/summary');
    expect(res.status).toBe(200);
    expect(res.body.perDay).toHaveLength(30);
    expect(res.body.to).toBe(today);
    expect((await client.get('/api/reports/summary?from=2026-05-10&to=2026-05-01')).status).toBe(400);
    expect((await client.get('/api/reports/summary?from=2026-02-31')).status).toBe(400);
    expect((await client.get('/api/reports/summary?from=2020-01-01&to=2026-01-01')).status).toBe(400);
  });

  it('refuses citizens (403) and anonymous callers (401)', async () => {
    expect((await kit.personas.citizenA.client.get('/api/reports/summary')).status).toBe(403);
    expect((await kit.personas.anonymous.client.get('/api/reports/summary')).status).toBe(401);
    expect((await kit.personas.citizenA.client.get('/api/reports/summary.csv')).status).toBe(403);
  });
});

describe('GET /api/reports/summary.csv', () => {
  it('downloads the same numbers as a CSV attachment with a safe file name', async () => {
    const client = kit.personas.admin.client;
    const json = await client.get(`/api/reports/summary?from=${today}&to=${today}`);
    const res = await client.get(`/api/reports/summary.csv?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="citizen-connect-report-${today}-to-${today}.csv"`);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('section,key,value');
    expect(lines).toContain(`total,requests,${json.body.total}`);
    expect(lines).toContain(`overdue,requests,${json.body.overdueCount}`);
    expect(lines).toContain(`day,${today},${json.body.total}`);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('raisen')).toBe('raisen');
    expect(csvCell(null)).toBe('');
  });
});
