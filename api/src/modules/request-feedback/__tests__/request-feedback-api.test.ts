import { trackLinks } from '../../public-track/track-links';
import { readInbox } from '../../staff-inbox/staff-inbox.service';
import { refreshTransparencySummary } from '../../transparency/transparency-summary';
import { createKit, insertRequest, type Kit } from '../../requests/__tests__/request-test-kit';

let kit: Kit;
let citizenA: number;

beforeAll(async () => {
  kit = await createKit();
  citizenA = kit.personas.citizenA.user!.id;
});
afterAll(() => kit.close());

const DAY_MS = 86_400_000;

/** A request of citizen A closed by staff `daysAgo` days ago (its history step is the closure time). */
async function closedRequest(options: { status?: 'resolved' | 'rejected'; daysAgo?: number; level?: number } = {}): Promise<number> {
  const status = options.status ?? 'resolved';
  const at = new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS);
  // Filed a day before it was closed (other test files read resolution times of the shared database).
  const createdAt = new Date(at.getTime() - DAY_MS).toISOString();
  const id = await insertRequest(kit.db, { submitterId: citizenA, district: 'raisen', status, escalationLevel: options.level ?? 0, createdAt });
  await kit.db('requests').where({ id }).update({ resolvedAt: status === 'resolved' ? at : null });
  await kit.db('request_history').insert({ requestId: id, action: status === 'resolved' ? 'complete' : 'reject', fromStatus: 'pending', toStatus: status, notes: 'Done', userRole: 'staff', createdAt: at });
  return id;
}

const rate = (who: keyof Kit['personas'], id: number, body: object) => kit.personas[who].client.post(`/api/requests/${id}/feedback`, body);
const reopen = (who: keyof Kit['personas'], id: number, body: object) => kit.personas[who].client.post(`/api/requests/${id}/reopen`, body);
const resolveAgain = (id: number) => kit.personas.admin.client.send('patch', `/api/requests/${id}`, { action: 'complete', remarks: 'Repaired again' });
const row = (id: number) => kit.db('requests').where({ id }).first();
const count = async (table: string, id: number) => Number((await kit.db(table).where({ requestId: id }).count('* as n').first())!.n);

/** The trigger-kept counters of migration 014 equal a fresh count of the table. */
async function expectCountersRight(): Promise<void> {
  const kept = await kit.db('request_counts').where('requests', '<>', 0).select('district', 'requestType', 'status', 'requests').orderBy(['district', 'requestType', 'status']);
  const actual = await kit.db('requests').groupBy('district', 'requestType', 'status').select('district', 'requestType', 'status', kit.db.raw('count(*)::bigint as requests')).orderBy(['district', 'requestType', 'status']);
  expect(kept.map((r) => ({ ...r, requests: Number(r.requests) }))).toEqual(actual.map((r) => ({ ...r, requests: Number(r.requests) })));
}

describe('who may rate and reopen', () => {
  it('is the citizen who filed it: another citizen gets 404, staff and admins 403, nobody signed in 401', async () => {
    const id = await closedRequest();
    expect((await rate('citizenB', id, { rating: 5 })).status).toBe(404);
    expect((await reopen('citizenB', id, { reason: 'x' })).status).toBe(404);
    for (const who of ['staff', 'official', 'admin'] as const) {
      expect((await rate(who, id, { rating: 5 })).status).toBe(403);
      expect((await reopen(who, id, { reason: 'x' })).status).toBe(403);
    }
    expect((await kit.personas.anonymous.client.post(`/api/requests/${id}/feedback`, { rating: 5 })).status).toBe(401);
    expect(await count('request_feedback', id)).toBe(0);
    expect((await row(id)).status).toBe('resolved');
  });

  it('refuses bad input with 400 and the shared messages: rating range, blank reason, unknown keys, NUL', async () => {
    const id = await closedRequest();
    expect((await rate('citizenA', id, { rating: 6 })).body).toMatchObject({ field: 'rating', messageKey: 'ratingRequired' });
    expect((await rate('citizenA', id, {})).status).toBe(400);
    expect((await rate('citizenA', id, { rating: 4, stars: 4 })).body).toMatchObject({ field: 'stars', messageKey: 'unknownField' });
    expect((await rate('citizenA', id, { rating: 4, comment: 'a\u0000b' })).body).toMatchObject({ field: 'comment', messageKey: 'invalidValue' });
    expect((await reopen('citizenA', id, { reason: '   ' })).body).toMatchObject({ field: 'reason', messageKey: 'reopenReasonRequired' });
    expect((await reopen('citizenA', id, { reason: 'x'.repeat(1001) })).body).toMatchObject({ field: 'reason', messageKey: 'reopenReasonTooLong' });
    expect(await count('request_feedback', id)).toBe(0);
  });
});

describe('POST /api/requests/:id/feedback', () => {
  it('records one rating, with the keys the reports group by, and refuses a second (409)', async () => {
    const id = await closedRequest();
    const first = await rate('citizenA', id, { rating: 4, comment: ' Fixed quickly ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ rating: 4, comment: 'Fixed quickly', outcome: 'recorded' });
    expect(await kit.db('request_feedback').where({ requestId: id }).first()).toMatchObject({ citizenId: citizenA, rating: 4, district: 'raisen', requestType: 'infrastructure', via: 'account' });
    const second = await rate('citizenA', id, { rating: 5 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ messageKey: 'feedbackAlreadyGiven', error: 'You have already rated this request.' });
    const detail = await kit.personas.citizenA.client.get(`/api/requests/${id}`);
    expect(detail.body.feedback).toMatchObject({ given: { rating: 4, comment: 'Fixed quickly' }, canRate: false, canReopen: true, reopens: 0 });
  });

  it('answers 409 while the request is open, and staff never see the feedback block', async () => {
    const id = await insertRequest(kit.db, { submitterId: citizenA, district: 'raisen' });
    const res = await rate('citizenA', id, { rating: 3 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'feedbackNotAllowedInStatus' });
    expect((await kit.personas.citizenA.client.get(`/api/requests/${id}`)).body.feedback).toMatchObject({ canRate: false, canReopen: false, closedAt: null });
    expect((await kit.personas.admin.client.get(`/api/requests/${id}`)).body.feedback).toBeUndefined();
  });

  it('reopens on a rating of 2 or less within 15 days, with the comment as the reason (or the fixed text)', async () => {
    const withComment = await closedRequest({ status: 'rejected' });
    expect((await rate('citizenA', withComment, { rating: 2, comment: 'Nobody came' })).body).toMatchObject({ outcome: 'reopened' });
    expect(await row(withComment)).toMatchObject({ status: 'pending', escalationLevel: 1 });
    expect((await kit.db('request_history').where({ requestId: withComment, action: 'reopen' }).first()).notes).toBe('Nobody came');

    const without = await closedRequest();
    expect((await rate('citizenA', without, { rating: 1 })).body).toMatchObject({ outcome: 'reopened' });
    expect((await kit.db('request_reopens').where({ requestId: without }).first())).toMatchObject({ source: 'rating', reason: 'Reopened: the citizen rated the response as not satisfactory.' });
  });

  it('after the window a low rating is only recorded', async () => {
    const id = await closedRequest({ daysAgo: 16 });
    expect((await rate('citizenA', id, { rating: 1, comment: 'Late' })).body).toMatchObject({ outcome: 'recorded' });
    expect((await row(id)).status).toBe('resolved');
  });
});

describe('POST /api/requests/:id/reopen', () => {
  it('puts the request back to pending one level up, with history, escalation, a new SLA clock, the office and the citizen told', async () => {
    const id = await closedRequest({ level: 1 });
    const before = await row(id);
    const res = await reopen('citizenA', id, { reason: 'The pothole is back' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'pending', escalationLevel: 2, reopen: 1 });
    const after = await row(id);
    expect(after).toMatchObject({ status: 'pending', escalationLevel: 2, resolvedAt: null });
    expect(after.dueAt).not.toBeNull();
    expect(new Date(after.slaStartedAt).getTime()).toBeGreaterThan(new Date(before.createdAt).getTime());
    expect(await kit.db('request_history').where({ requestId: id, action: 'reopen' }).first()).toMatchObject({
      fromStatus: 'resolved', toStatus: 'pending', notes: 'The pothole is back', userId: citizenA, userRole: 'citizen',
    });
    const escalation = await kit.db('escalations').where({ requestId: id }).first();
    expect(escalation).toMatchObject({ escalationLevel: 2, reason: 'reopened (1 of 2): The pothole is back' });
    // The citizen's message, in the same commit.
    expect((await kit.db('notification_outbox').where({ requestId: id, event: 'reopened' })).length).toBeGreaterThan(0);
    // The official it went to sees it in the staff inbox.
    expect(after.assignedTo).not.toBeNull();
    expect((await readInbox(kit.db, after.assignedTo)).items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'reopened', id })]));
    await expectCountersRight();
  });

  it('answers 409 after 15 days, and while open', async () => {
    const old = await closedRequest({ daysAgo: 16 });
    expect((await reopen('citizenA', old, { reason: 'Still broken' })).body).toMatchObject({ messageKey: 'reopenWindowPassed' });
    const open = await insertRequest(kit.db, { submitterId: citizenA, district: 'raisen' });
    expect((await reopen('citizenA', open, { reason: 'Why' })).body).toMatchObject({ messageKey: 'reopenNotAllowedInStatus' });
  });

  it('reopens at most twice; the third reason goes to the administrators (409) and the resolution messages repeat per round', async () => {
    const id = await closedRequest();
    expect((await reopen('citizenA', id, { reason: 'First' })).body).toMatchObject({ reopen: 1 });
    expect((await resolveAgain(id)).status).toBe(200);
    expect((await reopen('citizenA', id, { reason: 'Second' })).body).toMatchObject({ reopen: 2 });
    expect((await resolveAgain(id)).status).toBe(200);
    const third = await reopen('citizenA', id, { reason: 'Third time' });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ messageKey: 'reopenLimitReached' });
    expect((await row(id)).status).toBe('resolved');
    expect(await count('request_reopens', id)).toBe(2);
    expect(await kit.db('reopen_appeals').where({ requestId: id }).first()).toMatchObject({ reason: 'Third time', source: 'reopen', citizenId: citizenA });
    // Each re-resolution told the citizen again (the outbox keys carry the round).
    const resolvedKeys = (await kit.db('notification_outbox').where({ requestId: id, event: 'resolved', channel: 'sms' }).select('dedupeKey')).map((r) => r.dedupeKey as string).sort();
    expect(resolvedKeys).toEqual([`request-${id}-resolved-R1-sms`, `request-${id}-resolved-R2-sms`]);

    // A low rating after two reopens also goes to the queue.
    expect((await rate('citizenA', id, { rating: 1, comment: 'Still nothing' })).body).toMatchObject({ outcome: 'appealed' });

    const list = await kit.personas.admin.client.get('/api/admin/reopen-appeals?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ requestDbId: id, reason: 'Third time', status: 'resolved' })]));
    expect((await kit.personas.citizenA.client.get('/api/admin/reopen-appeals')).status).toBe(403);
    expect((await kit.personas.staff.client.get('/api/admin/reopen-appeals')).status).toBe(403);
    await expectCountersRight();
  });

  it('never goes above the highest level an active role has', async () => {
    const top = Number((await kit.db('roles').where({ isActive: true }).max('escalationLevel as level').first())!.level);
    const id = await closedRequest({ level: top });
    expect((await reopen('citizenA', id, { reason: 'Again' })).body).toMatchObject({ escalationLevel: top });
  });

  it('is all or nothing: a failure while telling the citizen leaves the request closed with no rows written', async () => {
    const id = await closedRequest();
    await kit.db.raw(`create function refuse_reopened_notice() returns trigger language plpgsql as $$
      begin if new.event = 'reopened' and new.request_id = ${id} then raise exception 'outbox down'; end if; return new; end; $$`);
    await kit.db.raw('create trigger refuse_reopened_notice before insert on notification_outbox for each row execute function refuse_reopened_notice()');
    try {
      const res = await reopen('citizenA', id, { reason: 'Half way' });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const rated = await rate('citizenA', id, { rating: 1, comment: 'Half way too' });
      expect(rated.status).toBeGreaterThanOrEqual(500);
    } finally {
      await kit.db.raw('drop trigger refuse_reopened_notice on notification_outbox');
      await kit.db.raw('drop function refuse_reopened_notice()');
    }
    expect(await row(id)).toMatchObject({ status: 'resolved', escalationLevel: 0 });
    for (const table of ['request_reopens', 'escalations', 'request_feedback']) expect(await count(table, id)).toBe(0);
    expect(await kit.db('request_history').where({ requestId: id, action: 'reopen' })).toHaveLength(0);
    await expectCountersRight();
  });
});

describe('the signed /track link', () => {
  const linkOf = async (id: number) => {
    // API paths are lower case (lib/create-router.ts); the code is read in any case.
    const code = ((await row(id)).requestId as string).toLowerCase();
    return { code, t: new URL(trackLinks().urlFor(code.toUpperCase())).searchParams.get('t')! };
  };

  it('lets the link holder rate and reopen, and shows the state only with the link', async () => {
    const id = await closedRequest();
    const { code, t } = await linkOf(id);
    const status = await kit.personas.anonymous.client.get(`/api/public/track/${code}?t=${t}`);
    expect(status.body.feedback).toMatchObject({ canRate: true, canReopen: true, given: null });
    const rated = await kit.personas.anonymous.client.post(`/api/public/track/${code}/feedback`, { t, rating: 3 });
    expect(rated.status).toBe(201);
    expect(await kit.db('request_feedback').where({ requestId: id }).first()).toMatchObject({ via: 'track_link', citizenId: null });
    const reopened = await kit.personas.anonymous.client.post(`/api/public/track/${code}/reopen`, { t, reason: 'Not fixed' });
    expect(reopened.body).toMatchObject({ status: 'pending', reopen: 1 });
    expect(await kit.db('request_history').where({ requestId: id, action: 'reopen' }).first()).toMatchObject({ userId: null, userRole: 'track_link' });
  });

  it('refuses a link signed for another request (403) and changes nothing', async () => {
    const id = await closedRequest();
    const other = await linkOf(await closedRequest());
    const { code } = await linkOf(id);
    const res = await kit.personas.anonymous.client.post(`/api/public/track/${code}/reopen`, { t: other.t, reason: 'Not mine' });
    expect(res.status).toBe(403);
    expect((await row(id)).status).toBe('resolved');
  });
});

describe('ratings in the staff reports and on the transparency dashboard', () => {
  it('averages per district, type and official for staff, and shows the satisfied share publicly without names', async () => {
    const district = `fb-${Date.now().toString(36)}`;
    const official = kit.personas.official.user!.id;
    const resolvedAndRated = async (rating: number) => {
      const id = await insertRequest(kit.db, { submitterId: citizenA, district, status: 'resolved', assignedTo: official, requestType: 'electricity' });
      await kit.db('request_history').insert({ requestId: id, action: 'complete', fromStatus: 'pending', toStatus: 'resolved', userRole: 'staff' });
      expect((await rate('citizenA', id, { rating, comment: 'Ramesh says hello' })).status).toBe(201);
    };
    const dashboard = (query = '') => kit.personas.anonymous.client.get(`/api/public/transparency?district=${district}${query}`);
    for (const rating of [5, 4, 3, 5]) await resolvedAndRated(rating);
    await refreshTransparencySummary(kit.db);
    // Four ratings could be told apart: withheld, as "fewer than 5".
    const withheld = { suppressed: true, rated: null, satisfied: null, share: null };
    expect((await dashboard()).body.satisfaction.totals).toEqual(withheld);
    expect((await dashboard()).body.satisfaction.byType).toEqual([{ requestType: 'electricity', ...withheld }]);

    await resolvedAndRated(3);
    // Published as of the refresh only: the fifth rating changes nothing until the next one.
    expect((await dashboard()).body.satisfaction.totals).toEqual(withheld);
    await refreshTransparencySummary(kit.db);

    const today = new Date().toISOString().slice(0, 10);
    const report = await kit.personas.admin.client.get(`/api/reports/summary?from=${today}&to=${today}`);
    expect(report.status).toBe(200);
    expect(report.body.ratings.byDistrict).toEqual(expect.arrayContaining([{ key: district, average: 4, count: 5 }]));
    expect(report.body.ratings.byOfficial).toEqual(expect.arrayContaining([expect.objectContaining({ key: String(official), name: 'Vijay Patel' })]));

    const published = await dashboard();
    expect(published.status).toBe(200);
    expect(published.body.satisfaction.totals).toEqual({ suppressed: false, rated: 5, satisfied: 3, share: 3 / 5 });
    expect(published.body.satisfaction.byType).toEqual([{ requestType: 'electricity', suppressed: false, rated: 5, satisfied: 3, share: 3 / 5 }]);
    expect(JSON.stringify(published.body.satisfaction)).not.toMatch(/Ramesh|Fixture Person|comment/);
    expect((await dashboard('&months=1')).body.satisfaction.totals.rated).toBe(5);

    // The downloads carry the same ratings: the staff report's CSV and the public CSV.
    const reportCsv = (await kit.personas.admin.client.get(`/api/reports/summary.csv?from=${today}&to=${today}`)).text.split('\r\n');
    expect(reportCsv[0]).toBe('section,key,value');
    expect(reportCsv).toEqual(expect.arrayContaining([`districtRatingAverage,${district},4`, `districtRatingCount,${district},5`, `officialRatingCount,Vijay Patel (${official}),${report.body.ratings.byOfficial.find((row: { key: string }) => row.key === String(official)).count}`]));
    const publicCsv = (await kit.personas.anonymous.client.get(`/api/public/transparency.csv?district=${district}`)).text.split('\r\n');
    expect(publicCsv[0].split(',').slice(-3)).toEqual(['rated', 'satisfied', 'satisfiedShare']);
    expect(publicCsv.find((line) => line.startsWith('total,'))?.split(',').slice(-3)).toEqual(['5', '3', String(3 / 5)]);
    expect(publicCsv.join('\n')).not.toMatch(/Ramesh|Vijay/);
  });
});
