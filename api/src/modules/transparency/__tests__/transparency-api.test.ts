import { createKit, insertRequest, userId, type Kit } from '../../requests/__tests__/request-test-kit';
import { RESOLUTION_BOUNDS_HOURS } from '../resolution-buckets';
import { refreshTransparencySummary } from '../transparency-summary';

let kit: Kit;
const HOUR = 3_600_000;
const district = `tr${process.pid}x${Date.now().toString(36)}`;
const other = `${district}b`;

beforeAll(async () => {
  kit = await createKit();
  const citizen = await userId(kit.db, 'citizen');
  const now = Date.now();
  // Resolved after 2.5, 5, 30 and 100 hours; the last two past their due time.
  const resolutions: Array<[type: string, hours: number, dueHours: number | null]> = [
    ['health', 2.5, 48],
    ['health', 5, 48],
    ['electricity', 30, 24],
    ['electricity', 100, 72],
    ['electricity', 7, null],
  ];
  for (const [requestType, hours, dueHours] of resolutions) {
    const id = await insertRequest(kit.db, { submitterId: citizen, district, requestType, status: 'resolved', name: 'Secret Person', phone: '9111111111' });
    const submittedAt = new Date(now - 200 * HOUR);
    await kit.db('requests').where({ id }).update({
      submittedAt,
      resolvedAt: new Date(submittedAt.getTime() + hours * HOUR),
      dueAt: dueHours === null ? null : new Date(submittedAt.getTime() + dueHours * HOUR),
    });
  }
  const overdue = await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'health' });
  await kit.db('requests').where({ id: overdue }).update({ dueAt: new Date(now - HOUR) });
  const notDue = await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'health', status: 'in_progress' });
  await kit.db('requests').where({ id: notDue }).update({ dueAt: new Date(now + 10 * HOUR) });
  await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'electricity', status: 'rejected' });
  // Submitted 14 months ago: inside "all time", outside the last 12 months.
  const old = await insertRequest(kit.db, { submitterId: citizen, district, requestType: 'health', status: 'resolved' });
  await kit.db('requests').where({ id: old }).update({ submittedAt: new Date(now - 425 * 24 * HOUR), resolvedAt: new Date(now - 424 * 24 * HOUR) });
  await insertRequest(kit.db, { submitterId: citizen, district: other, requestType: 'health' });
  await refreshTransparencySummary(kit.db);
});
afterAll(() => kit.close());

/** The upper bound of the bucket holding `hours` (migration 021's width_bucket). */
const bucketBound = (hours: number) => RESOLUTION_BOUNDS_HOURS.find((bound) => hours < bound) ?? RESOLUTION_BOUNDS_HOURS[RESOLUTION_BOUNDS_HOURS.length - 1];

/** The figures computed straight from the rows, as a reviewer would with count(*) and percentile_disc. */
async function expectedFigures(where: { district?: string; requestType?: string }, since?: Date) {
  const rows = kit.db('requests');
  if (where.district) rows.where('district', where.district);
  if (where.requestType) rows.where('requestType', where.requestType);
  if (since) rows.where('submittedAt', '>=', since);
  const [row] = (await rows.select(
    kit.db.raw('count(*)::int as received'),
    kit.db.raw("count(*) filter (where status = 'resolved')::int as resolved"),
    kit.db.raw("count(*) filter (where status = 'rejected')::int as rejected"),
    kit.db.raw("count(*) filter (where status in ('pending', 'assigned', 'in_progress', 'escalated'))::int as pending"),
    kit.db.raw("count(*) filter (where status in ('pending', 'assigned', 'in_progress', 'escalated') and due_at <= now())::int as overdue"),
    kit.db.raw("percentile_disc(0.5) within group (order by extract(epoch from resolved_at - submitted_at) / 3600) filter (where status = 'resolved') as median"),
    kit.db.raw("percentile_disc(0.9) within group (order by extract(epoch from resolved_at - submitted_at) / 3600) filter (where status = 'resolved') as p90"),
    kit.db.raw("count(*) filter (where status = 'resolved' and due_at is not null)::int as with_due"),
    kit.db.raw("count(*) filter (where status = 'resolved' and resolved_at <= due_at)::int as within"),
  )) as Array<Record<string, number | string | null>>;
  return {
    received: row.received,
    resolved: row.resolved,
    rejected: row.rejected,
    pending: row.pending,
    overdue: row.overdue,
    medianResolutionHours: row.median === null ? null : bucketBound(Number(row.median)),
    p90ResolutionHours: row.p90 === null ? null : bucketBound(Number(row.p90)),
    withinSlaShare: Number(row.withDue) === 0 ? null : Number(row.within) / Number(row.withDue),
  };
}

/** What the dashboard may show of raw figures: a row of 1-4 requests is withheld ("fewer than 5"). */
function published(figures: Awaited<ReturnType<typeof expectedFigures>>) {
  const received = Number(figures.received);
  if (received > 0 && received < 5) {
    return { suppressed: true, ...Object.fromEntries(Object.keys(figures).map((key) => [key, null])) };
  }
  return { suppressed: false, ...figures };
}

const get = (query: string) => kit.personas.anonymous.client.get(`/api/public/transparency${query}`);

describe('GET /api/public/transparency', () => {
  it('answers anyone with the figures the rows give, per district, per type and per cell', async () => {
    const res = await get(`?district=${district}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.filters).toEqual({ district, type: null, months: null });
    expect(res.body.totals).toEqual(published(await expectedFigures({ district })));
    // The seeded numbers themselves, so the test does not only agree with its own SQL.
    expect(res.body.totals).toMatchObject({ suppressed: false, received: 9, resolved: 6, rejected: 1, pending: 2, overdue: 1, withinSlaShare: 0.5 });
    expect(res.body.byDistrict).toEqual([{ district, ...published(await expectedFigures({ district })) }]);
    for (const requestType of ['health', 'electricity']) {
      const figures = published(await expectedFigures({ district, requestType }));
      expect(res.body.byType).toContainEqual({ requestType, ...figures });
      expect(res.body.cells).toContainEqual({ district, requestType, ...figures });
    }
  });

  it('limits to a type and to the last N months; the trend has the last 12 months', async () => {
    const res = await get(`?district=${district}&type=electricity&months=12`);
    expect(res.status).toBe(200);
    expect(res.body.byType.map((row: { requestType: string }) => row.requestType)).toEqual(['electricity']);
    const now = new Date();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1) - 5.5 * HOUR);
    expect(res.body.totals).toEqual(published(await expectedFigures({ district, requestType: 'electricity' }, since)));

    // 4 health requests in the last 12 months are withheld; all time there are 5.
    const health = await get(`?district=${district}&type=health&months=12`);
    expect(health.body.totals).toMatchObject({ suppressed: true, received: null, resolved: null, medianResolutionHours: null });
    expect((await get(`?district=${district}&type=health`)).body.totals).toMatchObject({ suppressed: false, received: 5 });
    expect(health.body.trend).toHaveLength(12);
    const months = health.body.trend.map((row: { month: string }) => row.month);
    expect([...months].sort()).toEqual(months);
    // Each month holds 1-4 of them: withheld too, and no month shows a count under 5.
    type Month = { suppressed: boolean; received: number | null };
    expect(health.body.trend.filter((row: Month) => row.suppressed).length).toBeGreaterThan(0);
    expect(health.body.trend.filter((row: Month) => row.received !== null && row.received > 0 && row.received < 5)).toEqual([]);
  });

  it('withholds every row of 1-4 requests (cell, district, type, total, month) and says "fewer than 5" in the CSV', async () => {
    const res = await get(`?district=${district}`);
    const electricity = res.body.cells.find((cell: { requestType: string }) => cell.requestType === 'electricity');
    expect(electricity).toEqual({
      district, requestType: 'electricity', suppressed: true, received: null, resolved: null, rejected: null, pending: null, overdue: null,
      medianResolutionHours: null, p90ResolutionHours: null, withinSlaShare: null,
    });
    const lone = await get(`?district=${other}`);
    expect(lone.body.totals).toMatchObject({ suppressed: true, received: null });
    expect(lone.body.byDistrict).toEqual([expect.objectContaining({ district: other, suppressed: true, received: null })]);
    const csv = (await kit.personas.anonymous.client.get(`/api/public/transparency.csv?district=${district}`)).text.split('\r\n').map((line) => line.split(','));
    expect(csv.find((line) => line[0] === 'cell' && line[2] === 'electricity')?.slice(4)).toEqual(['fewer than 5', '', '', '', '', '', '', '', '', '', '']);
    const loneCsv = (await kit.personas.anonymous.client.get(`/api/public/transparency.csv?district=${other}`)).text.split('\r\n').map((line) => line.split(','));
    expect(loneCsv.find((line) => line[0] === 'total')?.slice(4, 12)).toEqual(['fewer than 5', '', '', '', '', '', '', '']);
  });

  it('gives the landing page the all-time totals alone', async () => {
    const [all, totals] = await Promise.all([get(''), kit.personas.anonymous.client.get('/api/public/transparency/totals')]);
    expect(totals.status).toBe(200);
    expect(totals.headers['cache-control']).toBe('public, max-age=300');
    expect(totals.body).toEqual(all.body.totals);
    expect(totals.body.received).toBe(Number((await kit.db('requests').count('* as n').first())?.n));
    expect((await kit.personas.anonymous.client.get('/api/public/transparency/totals?district=x')).status).toBe(400);
  });

  it('never carries personal data', async () => {
    const text = JSON.stringify((await get(`?district=${district}`)).body) + (await kit.personas.anonymous.client.get(`/api/public/transparency.csv?district=${district}`)).text;
    for (const secret of ['Secret Person', '9111111111', 'Somewhere', 'Fixture']) expect(text).not.toContain(secret);
  });

  it('offers the same figures as CSV (.csv and format=csv)', async () => {
    const json = (await get(`?district=${district}`)).body;
    const res = await kit.personas.anonymous.client.get(`/api/public/transparency.csv?district=${district}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="citizen-connect-transparency-all-time.csv"');
    const [header, ...lines] = res.text.trim().split('\r\n').map((line) => line.split(','));
    expect(header).toEqual([
      'scope', 'district', 'requestType', 'month', 'received', 'resolved', 'rejected', 'pending', 'overdue', 'medianResolutionHours', 'p90ResolutionHours', 'withinSlaShare',
      'rated', 'satisfied', 'satisfiedShare',
    ]);
    const asCsv = (figures: Record<string, number | boolean | null>) =>
      header.slice(4, 12).map((key, index) => (figures.suppressed ? (index === 0 ? 'fewer than 5' : '') : figures[key] === null ? '' : String(figures[key])));
    const asShare = (share: { suppressed: boolean; rated: number | null; satisfied: number | null; share: number | null }) =>
      share.suppressed ? ['fewer than 5', '', ''] : [String(share.rated), String(share.satisfied), share.share === null ? '' : String(share.share)];
    const total = lines.find((line) => line[0] === 'total')!;
    expect(total.slice(4)).toEqual([...asCsv(json.totals), ...asShare(json.satisfaction.totals)]);
    const districtRow = lines.find((line) => line[0] === 'district' && line[1] === district)!;
    const districtShare = json.satisfaction.byDistrict.find((entry: { district: string }) => entry.district === district);
    if (districtShare) expect(districtRow.slice(12)).toEqual(asShare(districtShare));
    for (const cell of json.cells) {
      expect(lines.find((line) => line[0] === 'cell' && line[2] === cell.requestType)?.slice(4)).toEqual([...asCsv(cell), '', '', '']);
    }
    expect(lines.filter((line) => line[0] === 'month')).toHaveLength(12);
    expect((await get(`?district=${district}&format=csv`)).text).toBe(res.text);
  });

  it('refuses unknown keys, a NUL byte and a period it does not offer (400)', async () => {
    expect((await get('?colour=red')).status).toBe(400);
    expect((await get('?district=a%00b')).status).toBe(400);
    expect((await get('?months=5')).status).toBe(400);
    expect((await get('?format=xml')).status).toBe(400);
    expect((await get('?months=')).status).toBe(200);
  });

  it('answers every district and type without filters: the scopes the refresh stored, each as the rows give it', async () => {
    const res = await get('');
    expect(res.body.totals).toEqual(published(await expectedFigures({})));
    expect(res.body.byDistrict).toContainEqual({ district, ...published(await expectedFigures({ district })) });
    expect(res.body.byDistrict).toContainEqual({ district: other, ...published(await expectedFigures({ district: other })) });
    expect(res.body.byType).toContainEqual({ requestType: 'electricity', ...published(await expectedFigures({ requestType: 'electricity' })) });
    expect(res.body.cells).toContainEqual({ district: other, requestType: 'health', ...published(await expectedFigures({ district: other, requestType: 'health' })) });
    const districts = await kit.db('requests').distinct('district').pluck('district');
    expect(res.body.byDistrict.map((row: { district: string }) => row.district)).toEqual([...districts].sort((a, b) => a.localeCompare(b)));
  });

  it('answers every figure as of the last refresh; a refresh replaces the stored figures', async () => {
    const before = { all: (await get(`?district=${other}`)).body, month: (await get(`?district=${other}&months=1`)).body };
    expect([before.all.totals.suppressed, before.month.totals.suppressed]).toEqual([true, true]);
    const citizen = await userId(kit.db, 'citizen');
    // From 1 request to 5: published at the next refresh, not before.
    for (let i = 0; i < 4; i += 1) await insertRequest(kit.db, { submitterId: citizen, district: other, requestType: 'health' });
    expect((await get(`?district=${other}`)).body).toEqual(before.all);
    expect((await get(`?district=${other}&months=1`)).body).toEqual(before.month);

    const stored = await kit.db('transparencyFigures').count({ n: '*' }).first();
    await refreshTransparencySummary(kit.db);
    await refreshTransparencySummary(kit.db);
    expect(await kit.db('transparencyFigures').count({ n: '*' }).first()).toEqual(stored);
    const [all, month] = [(await get(`?district=${other}`)).body, (await get(`?district=${other}&months=1`)).body];
    expect([all.totals.received, month.totals.received]).toEqual([5, 5]);
    expect(month.summaryAsOf > before.month.summaryAsOf).toBe(true);
    expect(all.totals).toEqual(published(await expectedFigures({ district: other })));
  });

  it('reads percentiles with the bucket bounds the summary view was built with (migration 021 keeps its own copy)', async () => {
    const { rows } = await kit.db.raw("select pg_get_viewdef('transparency_monthly') as definition");
    const listed = /ARRAY\[([^\]]+)\]/.exec(rows[0].definition)?.[1] ?? '';
    expect(listed.split(',').map((value: string) => Number(value.replace(/[^0-9.]/g, '')))).toEqual(RESOLUTION_BOUNDS_HOURS);
  });
});
