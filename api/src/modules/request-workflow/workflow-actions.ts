import { adminApproveSchema, adminRejectSchema, defaultRemarkKey, staffActionSchemas, STRICT, validate, validationMessages, type DefaultRemarkKey, type MessageKey, type Schema } from '@cc/validation';
import { isAuthorityLevel } from './authority-levels';
import type { RequestStatus, WorkflowAction } from '@cc/types';
import { ASSIGNER_ROLE, isAdminRole, isStaffLikeRole } from './request-status';

export interface WorkflowRequest {
  status: RequestStatus | string;
  escalationLevel: number;
  assignedTo: number | null;
}

export interface Actor {
  id: number;
  role: string;
}

/**
 * One action and its boxes. Who reads each box is REMARK_AUDIENCE (libs/validation): `remarks` is
 * the note to the official on a forward or an assignment and the response to the citizen on a
 * reject or a completion; `response` is a forward's optional message to the citizen;
 * `internalNote` a reject's or completion's note for the office; `publishResponse` publishes a
 * reject's or completion's response (without names) as the request's public note.
 */
export interface ActionCommand {
  action: WorkflowAction;
  remarks?: string | null;
  response?: string | null;
  internalNote?: string | null;
  publishResponse?: boolean;
  assignedTo?: number | null;
  level?: number | null;
  /** Spec §5 words the same rule differently in the admin and staff screens. */
  wording?: 'staff' | 'admin';
}

/** The user named by `assignedTo`, looked up by the service; null when no such active user. */
export interface TargetUser {
  id: number;
  role: string;
  /** Assignment level of the user's role (1-3), null for non-authorities. */
  level: number | null;
}

export interface RequestPatch {
  status: RequestStatus;
  assignedTo?: number;
  escalationLevel?: number;
  response?: string;
  /** The catalogue key when `response` is a default remark (rendered in each reader's language); null otherwise. */
  responseKey?: DefaultRemarkKey | null;
  resolvedAt?: Date;
  /** What the public may read of the outcome (Open311 status_notes): the response when the decider chose so, else none. */
  publicNote?: string | null;
}

export interface Accepted {
  ok: true;
  /** Status the change is conditional on (the UPDATE's WHERE), so a concurrent action cannot also win. */
  fromStatus: string;
  patch: RequestPatch;
  /** notes: what the citizen may be told of the step; internalNote: the office's own note (never the citizen's to read). */
  history: { action: WorkflowAction; notes: string | null; notesKey: DefaultRemarkKey | null; internalNote: string | null };
  escalation: { level: number; fromUserId: number; toUserId: number; reason: string | null } | null;
}

export interface Refused {
  ok: false;
  status: 400 | 403 | 409;
  messageKey: MessageKey;
  field?: string;
}

export type Decision = Accepted | Refused;

/** Spec §4 transitions: action → the statuses it may start from. */
export const TRANSITIONS: Readonly<Record<WorkflowAction, readonly string[]>> = {
  approve_forward: ['pending'],
  reject: ['pending'],
  complete: ['pending', 'in_progress'],
  assign: ['pending'],
};

const refuse = (status: Refused['status'], messageKey: Refused['messageKey'], field?: string): Refused => ({
  ok: false,
  status,
  messageKey,
  ...(field ? { field } : {}),
});

const blank = (text: string | null | undefined) => !text || text.trim().length === 0;
const textOf = (text: string | null | undefined) => (blank(text) ? null : text!.trim());

/** A citizen's response as stored: a default remark (in either language) is kept as its English with its key. */
function citizenText(text: string | null): { text: string | null; key: DefaultRemarkKey | null } {
  const key = defaultRemarkKey(text);
  return key ? { text: validationMessages[key].en, key } : { text, key: null };
}

/** Only the boxes the caller filled: an empty one is not checked, a filled one the action does not have is refused (STRICT). */
const sent = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

/** Whether the role may attempt the action at all (the transition is checked separately). */
export function mayAttempt(role: string, action: WorkflowAction): boolean {
  if (action === 'assign') return role === ASSIGNER_ROLE;
  return isStaffLikeRole(role);
}

/** Actions the UI may offer this actor on this request: allowed role and legal from its status. */
export function allowedActions(request: WorkflowRequest, actor: Actor): WorkflowAction[] {
  return (Object.keys(TRANSITIONS) as WorkflowAction[]).filter(
    (action) =>
      mayAttempt(actor.role, action) &&
      TRANSITIONS[action].includes(request.status) &&
      !(action === 'complete' && request.status === 'in_progress' && !mayCompleteAssigned(request, actor)),
  );
}

// A started task is completed by the official doing it (spec §2 Tasks) or an administrator.
const mayCompleteAssigned = (request: WorkflowRequest, actor: Actor) => isAdminRole(actor.role) || request.assignedTo === actor.id;

/**
 * What the action needs from the caller (spec §5): the shared schemas of libs/validation, the
 * same ones the staff and admin dialogs run, in the words of the screen that sent it.
 */
function missingInput(command: ActionCommand): { messageKey: MessageKey; field: string } | undefined {
  const admin = command.wording === 'admin';
  const { action, remarks, assignedTo, level, response, internalNote, publishResponse } = command;
  let schema: Schema | undefined = staffActionSchemas[action];
  let input: Record<string, unknown> = { remarks, assignedTo, level, response, internalNote, publishResponse };
  if (admin && action === 'approve_forward') schema = adminApproveSchema;
  if (admin && action === 'reject') [schema, input] = [adminRejectSchema, { reason: remarks, internalNote }];
  return schema && validate(schema, sent(input), STRICT).errors?.[0];
}

/**
 * The whole §4 state machine as one pure decision: role (403), required fields (400), legal
 * transition (409), then the chosen user (400). The service applies an accepted decision in one
 * transaction together with its history and escalation rows.
 */
export function decideAction(request: WorkflowRequest, actor: Actor, command: ActionCommand, target: TargetUser | null, now: Date): Decision {
  const { action } = command;
  const admin = command.wording === 'admin';
  const remarks = textOf(command.remarks);
  const told = citizenText(remarks);
  const internalNote = textOf(command.internalNote);
  // A decision's response is published only when its decider ticked it; otherwise nothing (an earlier round's note goes too).
  const publicNote = command.publishResponse ? told.text : null;
  if (!mayAttempt(actor.role, action)) return refuse(403, 'accessDenied');

  const missing = missingInput(command);
  if (missing) return refuse(400, missing.messageKey, missing.field);

  if (!TRANSITIONS[action].includes(request.status)) return refuse(409, 'actionNotAllowedInStatus');
  if (action === 'complete' && request.status === 'in_progress' && !mayCompleteAssigned(request, actor)) {
    return refuse(403, 'accessDenied');
  }

  switch (action) {
    case 'approve_forward': {
      if (!target || !isAuthorityLevel(target.level) || target.id !== command.assignedTo) {
        return refuse(400, admin ? 'selectAuthorityToForward' : 'selectAuthority', 'assignedTo');
      }
      // The remarks are the note to the official; the citizen reads only the response (spec default when blank).
      const typed = textOf(command.response);
      const { text: response, key: responseKey } = typed ? citizenText(typed) : { text: validationMessages.requestApprovedDefault.en, key: 'requestApprovedDefault' as const };
      return {
        ok: true,
        fromStatus: request.status,
        patch: { status: 'escalated', assignedTo: target.id, escalationLevel: 1, response: response!, responseKey },
        history: { action, notes: response, notesKey: responseKey, internalNote: remarks },
        escalation: { level: 1, fromUserId: actor.id, toUserId: target.id, reason: remarks },
      };
    }
    case 'reject':
      return {
        ok: true,
        fromStatus: request.status,
        patch: { status: 'rejected', assignedTo: actor.id, response: told.text!, responseKey: told.key, publicNote },
        history: { action, notes: told.text, notesKey: told.key, internalNote },
        escalation: null,
      };
    case 'complete':
      return {
        ok: true,
        fromStatus: request.status,
        patch: { status: 'resolved', response: told.text!, responseKey: told.key, resolvedAt: now, publicNote },
        history: { action, notes: told.text, notesKey: told.key, internalNote },
        escalation: null,
      };
    case 'assign': {
      if (!target || target.id !== command.assignedTo) return refuse(400, 'selectAuthority', 'assignedTo');
      if (target.level !== command.level) return refuse(400, 'authorityNotAtLevel', 'assignedTo');
      return {
        ok: true,
        fromStatus: request.status,
        patch: { status: 'in_progress', assignedTo: target.id },
        history: { action, notes: `Level ${command.level}`, notesKey: null, internalNote: remarks },
        escalation: null,
      };
    }
    default:
      return refuse(400, 'unknownAction', 'action');
  }
}
