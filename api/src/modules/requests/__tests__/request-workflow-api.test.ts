import fc from 'fast-check';
import { createKit, insertRequest, userId, type Kit } from './request-test-kit';

let kit: Kit;
let officialId: number;
let collectorId: number;
let citizenA: number;

beforeAll(async () => {
  kit = await createKit();
  officialId = await userId(kit.db, 'official');
  collectorId = await userId(kit.db, 'collector_raisen');
  citizenA = kit.personas.citizenA.user!.id;
});
afterAll(() => kit.close());

const pending = () => insertRequest(kit.db, { submitterId: citizenA, district: 'raisen' });
const patch = (who: keyof Kit['personas'], id: number, body: object) => kit.personas[who].client.send('patch', `/api/requests/${id}`, body);
const historyOf = (id: number) => kit.db('request_history').where({ requestId: id }).orderBy('id');

/** 'Request approved.' in whichever language the reader chose (other test files change the personas' choices). */
const DEFAULT_RESPONSE = expect.stringMatching(/^(Request approved\.|अनुरोध स्वीकृत किया गया।)$/);

describe('PATCH /api/requests/:id', () => {
  it('approves and forwards: escalated, level 1, default response, history and escalation rows', async () => {
    const id = await pending();
    const res = await patch('staff', id, { action: 'approve_forward', assignedTo: officialId });
    expect(res.status).toBe(200);
    // The default response is stored with its key and read in the reader's language (message-language.test.ts).
    expect(res.body).toMatchObject({ status: 'escalated', assignedTo: officialId, escalationLevel: 1, response: DEFAULT_RESPONSE, responseKey: 'requestApprovedDefault', assignee: { name: 'Vijay Patel' } });
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['submitted', 'approve_forward']);
    expect(await kit.db('escalations').where({ requestId: id })).toEqual([
      expect.objectContaining({ escalationLevel: 1, fromUserId: kit.personas.staff.user!.id, toUserId: officialId }),
    ]);
  });

  it('accepts the spec field form and maps it onto the same actions', async () => {
    const id = await pending();
    const res = await patch('staff', id, { status: 'rejected', response: 'Duplicate request', assignedTo: kit.personas.staff.user!.id, updatedAt: new Date().toISOString() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', response: 'Duplicate request', assignedTo: kit.personas.staff.user!.id });

    const assigned = await pending();
    // A client's updatedAt is checked (a date) but not used: the server stamps its own.
    const badClock = await patch('ministerStaff', assigned, { status: 'in_progress', assignedTo: collectorId, updatedAt: 'x' });
    expect(badClock.body).toMatchObject({ field: 'updatedAt', messageKey: 'invalidValue' });
    const byMinisterStaff = await patch('ministerStaff', assigned, { status: 'in_progress', assignedTo: collectorId, updatedAt: '2001-01-01T00:00:00Z' });
    expect(byMinisterStaff.body).toMatchObject({ status: 'in_progress', assignedTo: collectorId });
    expect(new Date(byMinisterStaff.body.updatedAt).getFullYear()).toBeGreaterThan(2001);
  });

  it('refuses unknown or forbidden fields instead of applying them', async () => {
    const id = await pending();
    const unknown = await patch('admin', id, { action: 'complete', remarks: 'ok', priority: 'high' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'priority', error: 'This field is not allowed' });
    const smuggled = await patch('admin', id, { status: 'resolved', response: 'ok', escalationLevel: 5 });
    expect(smuggled.status).toBe(400);
    expect((await kit.db('requests').where({ id }).first()).status).toBe('pending');
  });

  it('asks for remarks and an authority with the spec messages', async () => {
    const id = await pending();
    expect((await patch('staff', id, { action: 'reject', remarks: '  ' })).body).toMatchObject({ error: 'Remarks are required for rejection.' });
    expect((await patch('staff', id, { action: 'complete' })).body).toMatchObject({ error: 'Remarks are required for completion.' });
    expect((await patch('staff', id, { action: 'approve_forward' })).body).toMatchObject({ error: 'Please select an authority' });
    expect((await patch('staff', id, { action: 'approve_forward', assignedTo: citizenA })).status).toBe(400);
    expect((await patch('ministerStaff', id, { action: 'assign', assignedTo: officialId })).body).toMatchObject({ error: 'Please select a level' });
    expect((await patch('ministerStaff', id, { action: 'assign', level: 3, assignedTo: officialId })).body).toMatchObject({ messageKey: 'authorityNotAtLevel' });
    expect((await historyOf(id)).length).toBe(1);
  });

  it('answers 409 to an illegal transition and 403 to a citizen or a non-assigner', async () => {
    const id = await pending();
    expect((await patch('staff', id, { action: 'complete', remarks: 'Done' })).status).toBe(200);
    const again = await patch('staff', id, { action: 'reject', remarks: 'late' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This action is not allowed for the request in its current status');
    expect((await patch('citizenA', await pending(), { action: 'complete', remarks: 'x' })).status).toBe(403);
    expect((await patch('staff', await pending(), { action: 'assign', level: 1, assignedTo: officialId })).status).toBe(403);
  });

  it('lets exactly one of two concurrent conflicting actions win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await pending();
      const results = await Promise.all([
        patch('staff', id, { action: 'reject', remarks: 'No' }),
        patch('admin', id, { action: 'approve_forward', assignedTo: officialId }),
        patch('ministerStaff', id, { action: 'complete', remarks: 'Yes' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await historyOf(id)).toHaveLength(2);
    }
  });
});

describe('admin approve / reject', () => {
  it('answers {success, message} and uses the admin wording for missing input', async () => {
    const id = await pending();
    const missing = await kit.personas.admin.client.post(`/api/admin/requests/${id}/approve`, {});
    expect(missing.body).toMatchObject({ error: 'Please select an authority to forward the request to' });
    const ok = await kit.personas.admin.client.post(`/api/admin/requests/${id}/approve`, { assignedTo: officialId });
    expect(ok.body).toMatchObject({ success: true, message: 'Request approved and forwarded to the authority' });

    const other = await pending();
    expect((await kit.personas.superAdmin.client.post(`/api/admin/requests/${other}/reject`, { reason: ' ' })).body).toMatchObject({
      error: 'Please provide a reason for rejection',
    });
    expect((await kit.personas.superAdmin.client.post(`/api/admin/requests/${other}/reject`, { reason: 'Out of scope' })).body).toMatchObject({ success: true });
    expect((await kit.personas.superAdmin.client.post(`/api/admin/requests/${other}/reject`, { reason: 'again' })).status).toBe(409);
  });
});

describe('reading', () => {
  it('returns every Request field with stages, priority and assignee', async () => {
    const id = await pending();
    await patch('ministerStaff', id, { action: 'assign', level: 1, assignedTo: officialId });
    const res = await kit.personas.citizenA.client.get(`/api/requests/${id}`);
    for (const field of ['id', 'requestId', 'title', 'requestType', 'category', 'priority', 'status', 'description', 'name', 'phone', 'email', 'voterIdNumber', 'district', 'vidhansabha', 'vidhanSabha', 'constituency', 'block', 'address', 'attachmentUrl', 'attachmentPath', 'attachmentType', 'assignedTo', 'assigneeId', 'assignee', 'escalationLevel', 'response', 'submittedAt', 'updatedAt', 'resolvedAt', 'createdAt', 'submitterId', 'submitterType', 'workflow']) {
      expect(res.body).toHaveProperty(field);
    }
    expect(res.body.assignee).toEqual({ name: 'Vijay Patel', email: 'official@example.in' });
    expect(res.body.workflow.stages.map((s: { status: string }) => s.status)).toEqual(['completed', 'completed', 'completed', 'current', 'upcoming']);
  });

  it('computes the five workflow stages for a forwarded (escalated) and an assigned request', async () => {
    const stagesOf = async (id: number) => ((await kit.personas.citizenA.client.get(`/api/requests/${id}`)).body.workflow.stages as { name: string; status: string; date: string | null }[]).map((s) => `${s.name}:${s.status}:${s.date ? 'dated' : '-'}`);
    const forwarded = await pending();
    await patch('staff', forwarded, { action: 'approve_forward', assignedTo: officialId });
    expect(await stagesOf(forwarded)).toEqual(['Submitted:completed:dated', 'Under Review:completed:dated', 'Assigned:current:dated', 'In Progress:upcoming:-', 'Resolved:upcoming:-']);
    // 'assigned' is a stored status no action produces (spec §4): the same stage is current.
    const assigned = await insertRequest(kit.db, { submitterId: citizenA, status: 'assigned', assignedTo: officialId });
    expect(await stagesOf(assigned)).toEqual(['Submitted:completed:dated', 'Under Review:completed:-', 'Assigned:current:-', 'In Progress:upcoming:-', 'Resolved:upcoming:-']);
  });

  it('says overdue once: the request and the admin timeline agree, also for a request resolved late', async () => {
    const id = await pending();
    await kit.db('requests').where({ id }).update({ dueAt: kit.db.raw("now() - interval '1 hour'") });
    const open = await kit.personas.admin.client.get(`/api/requests/${id}`);
    expect(open.body.isOverdue).toBe(true);
    expect((await kit.personas.admin.client.get(`/api/admin/requests/${id}/workflow`)).body.timeMetrics.isOverdue).toBe(true);
    await patch('admin', id, { action: 'complete', remarks: 'Done late' });
    const resolved = await kit.personas.admin.client.get(`/api/requests/${id}`);
    const timeline = await kit.personas.admin.client.get(`/api/admin/requests/${id}/workflow`);
    expect(resolved.body).toMatchObject({ status: 'resolved', isOverdue: true });
    expect(timeline.body.timeMetrics.isOverdue).toBe(true);
    expect(timeline.body.request.isOverdue).toBe(true);
  });

  it('answers 404 for unknown and malformed ids, 400 for a number out of the id range', async () => {
    for (const path of ['/api/requests/999999999', '/api/requests/abc', '/api/requests/-1', '/api/requests/1e3']) {
      expect((await kit.personas.admin.client.get(path)).status).toBe(404);
    }
    for (const path of ['/api/requests/0', '/api/requests/2147483648']) expect((await kit.personas.admin.client.get(path)).status).toBe(400);
  });

  it('pages newest first with an opaque cursor, without gaps or repeats', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await insertRequest(kit.db, { submitterId: citizenA, requestType: 'water-supply', name: 'Paging Person' }));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await kit.personas.admin.client.get(`/api/requests?category=water-supply&q=paging&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((r: { id: number }) => r.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await kit.personas.admin.client.get('/api/requests?cursor=bogus')).status).toBe(400);
    expect((await kit.personas.admin.client.get('/api/requests?status=flying')).status).toBe(400);
    expect((await kit.personas.admin.client.get('/api/requests?limit=1000')).status).toBe(400);
  });

  it('gives the admin timeline with metrics, escalations and history', async () => {
    const id = await pending();
    await kit.personas.admin.client.post(`/api/admin/requests/${id}/approve`, { assignedTo: officialId, remarks: 'Please act' });
    // Forwarding restarted the SLA clock; move its period into the past (30 days ≥ 20 working days).
    await kit.db('requests').where({ id }).update({ slaStartedAt: kit.db.raw("now() - interval '30 days'"), dueAt: kit.db.raw("now() - interval '1 hour'") });
    const res = await kit.personas.admin.client.get(`/api/admin/requests/${id}/workflow`);
    expect(res.status).toBe(200);
    expect(res.body.timeMetrics).toMatchObject({ standardResponseTimeHours: 72, isOverdue: true, clock: 'office-hours' });
    expect(res.body.timeMetrics.timeElapsed).toBeGreaterThanOrEqual(20 * 9);
    expect(res.body.timeMetrics.timeElapsed).toBeLessThanOrEqual(23 * 9);
    expect(res.body.submitter).toEqual({ name: 'Ramesh Kumar', role: 'citizen' });
    expect(res.body.assignedUser).toEqual({ name: 'Vijay Patel', role: 'government_official' });
    expect(res.body.escalations).toEqual([
      expect.objectContaining({ escalationLevel: 1, fromUserName: 'Priya Mehta', fromUserRole: 'admin', toUserName: 'Vijay Patel', toUserRole: 'government_official', reason: 'Please act' }),
    ]);
    expect(res.body.history.map((h: { action: string }) => h.action)).toEqual(['submitted', 'approve_forward']);
    // The forward's remarks are the note to the official: the office's own, apart from what the citizen was told.
    expect(res.body.history[1]).toMatchObject({ notes: DEFAULT_RESPONSE, notesKey: 'requestApprovedDefault', internalNote: 'Please act', userName: 'Priya Mehta', userRole: 'admin' });
  });

  it('lists authorities and officials by level', async () => {
    const all = await kit.personas.staff.client.get('/api/users/authorities');
    expect(all.body).toEqual(expect.arrayContaining([{ id: officialId, name: 'Vijay Patel', role: 'government_official', department: 'Public Works Department', level: 1 }]));
    expect(all.body.every((a: { role: string }) => !['admin', 'super_admin', 'citizen', 'staff'].includes(a.role))).toBe(true);
    const l2 = await kit.personas.ministerStaff.client.get('/api/users/by-level?level=2');
    expect(l2.body.map((a: { role: string }) => a.role)).toContain('collector');
    expect(l2.body.every((a: { level: number }) => a.level === 2)).toBe(true);
    expect((await kit.personas.ministerStaff.client.get('/api/users/by-level?level=4')).body.error).toBe('Level must be 1, 2 or 3');
  });
});

describe('the lifecycle, model-based', () => {
  type Cmd = { who: 'staff' | 'ministerStaff' | 'admin' | 'official' | 'citizenA'; body: Record<string, unknown> };
  const command = fc.record({
    who: fc.constantFrom('staff', 'ministerStaff', 'admin', 'official', 'citizenA') as fc.Arbitrary<Cmd['who']>,
    kind: fc.constantFrom('approve', 'reject', 'complete', 'assign', 'rejectBlank'),
  });

  /** The model: spec §4 in a few lines, independent of the implementation. */
  function modelStep(state: { status: string; assignedTo: number | null }, who: Cmd['who'], kind: string): boolean {
    if (who === 'citizenA') return false;
    if (kind === 'rejectBlank') return false;
    if (kind === 'assign') return who === 'ministerStaff' && state.status === 'pending';
    if (kind === 'complete') {
      if (state.status === 'pending') return true;
      return state.status === 'in_progress' && (who === 'admin' || (who === 'official' && state.assignedTo === officialId));
    }
    return state.status === 'pending';
  }

  it('accepts exactly the legal actions, and history grows by one per accepted action', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        const id = await pending();
        const state = { status: 'pending', assignedTo: null as number | null };
        let accepted = 0;
        for (const { who, kind } of commands) {
          const body =
            kind === 'approve' ? { action: 'approve_forward', assignedTo: officialId }
            : kind === 'reject' ? { action: 'reject', remarks: 'No' }
            : kind === 'rejectBlank' ? { action: 'reject', remarks: '' }
            : kind === 'complete' ? { action: 'complete', remarks: 'Done' }
            : { action: 'assign', level: 1, assignedTo: officialId };
          const expected = modelStep(state, who, kind);
          const res = await patch(who, id, body);
          if (expected) expect(res.status).toBe(200);
          else expect([400, 403, 409]).toContain(res.status);
          if (expected) {
            accepted += 1;
            state.status = { approve: 'escalated', reject: 'rejected', complete: 'resolved', assign: 'in_progress' }[kind as 'approve']!;
            if (kind === 'approve' || kind === 'assign') state.assignedTo = officialId;
          }
        }
        const row = await kit.db('requests').where({ id }).first();
        expect(row.status).toBe(state.status);
        expect(await historyOf(id)).toHaveLength(accepted + 1);
      }),
      { numRuns: 25 },
    );
  });
});
