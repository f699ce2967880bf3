import { allowedActions, decideAction, type ActionCommand, type TargetUser, type WorkflowRequest } from '../workflow-actions';

const now = new Date('2026-03-01T10:00:00Z');
const pending: WorkflowRequest = { status: 'pending', escalationLevel: 0, assignedTo: null };
const staff = { id: 10, role: 'staff' };
const admin = { id: 1, role: 'admin' };
const ministerStaff = { id: 11, role: 'minister_staff' };
const citizen = { id: 100, role: 'citizen' };
const official: TargetUser = { id: 20, role: 'government_official', level: 1 };
const collector: TargetUser = { id: 21, role: 'collector', level: 2 };
const clerk: TargetUser = { id: 22, role: 'data_analyst', level: null };

const decide = (request: WorkflowRequest, actor: { id: number; role: string }, command: ActionCommand, target: TargetUser | null = null) =>
  decideAction(request, actor, command, target, now);

describe('Approve & Forward', () => {
  it('escalates a pending request to the authority at level 1 with the default response', () => {
    expect(decide(pending, staff, { action: 'approve_forward', assignedTo: 20 }, official)).toEqual({
      ok: true,
      fromStatus: 'pending',
      patch: { status: 'escalated', assignedTo: 20, escalationLevel: 1, response: 'Request approved.', responseKey: 'requestApprovedDefault' },
      history: { action: 'approve_forward', notes: 'Request approved.', notesKey: 'requestApprovedDefault', internalNote: null },
      escalation: { level: 1, fromUserId: 10, toUserId: 20, reason: null },
    });
  });

  it('keeps the remarks as the note to the official and tells the citizen only the response', () => {
    const noted = decide(pending, staff, { action: 'approve_forward', assignedTo: 20, remarks: '  Please repair within 3 days  ' }, official);
    expect(noted).toMatchObject({
      patch: { response: 'Request approved.' },
      history: { notes: 'Request approved.', internalNote: 'Please repair within 3 days' },
      escalation: { reason: 'Please repair within 3 days' },
    });
    const answered = decide(pending, staff, { action: 'approve_forward', assignedTo: 20, remarks: 'inside', response: ' Sent to the PWD office ' }, official);
    expect(answered).toMatchObject({ patch: { response: 'Sent to the PWD office' }, history: { notes: 'Sent to the PWD office', internalNote: 'inside' } });
  });

  it('refuses the boxes a forward does not have', () => {
    expect(decide(pending, staff, { action: 'approve_forward', assignedTo: 20, publishResponse: true }, official)).toMatchObject({ ok: false, status: 400 });
    expect(decide(pending, staff, { action: 'approve_forward', assignedTo: 20, internalNote: 'x' }, official)).toMatchObject({ ok: false, status: 400 });
  });

  it('needs an authority, worded for staff or admin', () => {
    expect(decide(pending, staff, { action: 'approve_forward' })).toMatchObject({ status: 400, messageKey: 'selectAuthority' });
    expect(decide(pending, admin, { action: 'approve_forward', wording: 'admin' })).toMatchObject({ status: 400, messageKey: 'selectAuthorityToForward' });
    expect(decide(pending, staff, { action: 'approve_forward', assignedTo: 22 }, clerk)).toMatchObject({ status: 400, field: 'assignedTo' });
    expect(decide(pending, staff, { action: 'approve_forward', assignedTo: 99 }, null)).toMatchObject({ status: 400 });
  });
});

describe('Reject', () => {
  it('rejects a pending request, assigning it to the acting user', () => {
    expect(decide(pending, staff, { action: 'reject', remarks: 'Duplicate' })).toMatchObject({
      ok: true,
      patch: { status: 'rejected', assignedTo: 10, response: 'Duplicate', publicNote: null },
      history: { action: 'reject', notes: 'Duplicate', internalNote: null },
    });
  });

  it('keeps the internal note apart from the response, and publishes the response only when asked', () => {
    expect(decide(pending, admin, { action: 'reject', remarks: 'Not in our area', internalNote: 'Caller was abusive', publishResponse: true, wording: 'admin' })).toMatchObject({
      patch: { response: 'Not in our area', publicNote: 'Not in our area' },
      history: { notes: 'Not in our area', internalNote: 'Caller was abusive' },
    });
    expect(decide(pending, staff, { action: 'complete', remarks: 'Repaired', internalNote: 'PWD crew 4' })).toMatchObject({
      patch: { response: 'Repaired', publicNote: null },
      history: { notes: 'Repaired', internalNote: 'PWD crew 4' },
    });
  });

  it.each([undefined, null, '', '   \n\t'])('refuses blank remarks %j with the spec message', (remarks) => {
    expect(decide(pending, staff, { action: 'reject', remarks })).toMatchObject({ status: 400, messageKey: 'remarksRequiredForRejection' });
    expect(decide(pending, admin, { action: 'reject', remarks, wording: 'admin' })).toMatchObject({ status: 400, messageKey: 'rejectionReasonRequired' });
  });
});

describe('Mark Complete', () => {
  it('resolves pending requests with the remarks and a resolvedAt', () => {
    expect(decide(pending, staff, { action: 'complete', remarks: 'Fixed' })).toMatchObject({
      ok: true,
      patch: { status: 'resolved', response: 'Fixed', resolvedAt: now },
    });
  });

  it('keeps the spec default remark, in whichever language it was sent, as its English with its key', () => {
    for (const remarks of ['Request completed by staff', 'कर्मचारी द्वारा अनुरोध पूर्ण किया गया']) {
      expect(decide(pending, staff, { action: 'complete', remarks })).toMatchObject({
        patch: { response: 'Request completed by staff', responseKey: 'requestCompletedByStaff' },
        history: { notes: 'Request completed by staff', notesKey: 'requestCompletedByStaff' },
      });
    }
    expect(decide(pending, staff, { action: 'complete', remarks: 'Fixed' })).toMatchObject({ patch: { responseKey: null }, history: { notesKey: null } });
  });

  it('resolves an in-progress request only for its assignee or an administrator', () => {
    const started: WorkflowRequest = { status: 'in_progress', escalationLevel: 0, assignedTo: 20 };
    expect(decide(started, { id: 20, role: 'government_official' }, { action: 'complete', remarks: 'Done' }).ok).toBe(true);
    expect(decide(started, admin, { action: 'complete', remarks: 'Done' }).ok).toBe(true);
    expect(decide(started, staff, { action: 'complete', remarks: 'Done' })).toMatchObject({ status: 403 });
  });

  it('needs remarks', () => {
    expect(decide(pending, staff, { action: 'complete', remarks: ' ' })).toMatchObject({ status: 400, messageKey: 'remarksRequiredForCompletion' });
  });
});

describe('Assign', () => {
  it('lets only minister_staff start a pending request with an official of the chosen level', () => {
    expect(decide(pending, ministerStaff, { action: 'assign', level: 2, assignedTo: 21 }, collector)).toMatchObject({
      ok: true,
      patch: { status: 'in_progress', assignedTo: 21 },
    });
    expect(decide(pending, staff, { action: 'assign', level: 2, assignedTo: 21 }, collector)).toMatchObject({ status: 403 });
    expect(decide(pending, admin, { action: 'assign', level: 2, assignedTo: 21 }, collector)).toMatchObject({ status: 403 });
  });

  it('needs a level 1-3 and an authority of that level', () => {
    expect(decide(pending, ministerStaff, { action: 'assign', assignedTo: 21 }, collector)).toMatchObject({ status: 400, messageKey: 'selectLevel' });
    expect(decide(pending, ministerStaff, { action: 'assign', level: 4, assignedTo: 21 }, collector)).toMatchObject({ status: 400, messageKey: 'selectLevel' });
    expect(decide(pending, ministerStaff, { action: 'assign', level: 1 }, null)).toMatchObject({ status: 400, messageKey: 'selectAuthority' });
    expect(decide(pending, ministerStaff, { action: 'assign', level: 1, assignedTo: 21 }, collector)).toMatchObject({ status: 400, messageKey: 'authorityNotAtLevel' });
  });
});

describe('the state machine', () => {
  const terminal: WorkflowRequest[] = ['resolved', 'rejected', 'escalated'].map((status) => ({ status, escalationLevel: 1, assignedTo: 20 }));

  it.each(terminal)('refuses every action on a $status request with 409', (request) => {
    expect(decide(request, staff, { action: 'approve_forward', assignedTo: 20 }, official)).toMatchObject({ status: 409, messageKey: 'actionNotAllowedInStatus' });
    expect(decide(request, staff, { action: 'reject', remarks: 'x' })).toMatchObject({ status: 409 });
    expect(decide(request, admin, { action: 'complete', remarks: 'x' })).toMatchObject({ status: 409 });
    expect(decide(request, ministerStaff, { action: 'assign', level: 1, assignedTo: 20 }, official)).toMatchObject({ status: 409 });
  });

  it('lets a citizen change nothing', () => {
    for (const action of ['approve_forward', 'reject', 'complete', 'assign'] as const) {
      expect(decide(pending, citizen, { action, remarks: 'x', assignedTo: 20, level: 1 }, official)).toMatchObject({ status: 403 });
    }
    expect(allowedActions(pending, citizen)).toEqual([]);
  });

  it('offers the actions the role may take from the current status', () => {
    expect(allowedActions(pending, staff)).toEqual(['approve_forward', 'reject', 'complete']);
    expect(allowedActions(pending, ministerStaff)).toEqual(['approve_forward', 'reject', 'complete', 'assign']);
    expect(allowedActions({ status: 'in_progress', escalationLevel: 0, assignedTo: 20 }, { id: 20, role: 'government_official' })).toEqual(['complete']);
    expect(allowedActions({ status: 'in_progress', escalationLevel: 0, assignedTo: 20 }, staff)).toEqual([]);
  });
});
