import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import type { WorkflowAction } from '@cc/types';
import type { ActionCommand } from '../request-workflow';
import { loadTargetUser, type ActingUser } from './request-actions.service';
import { parseOrThrow } from '../../middleware/validate';
import { actionBodySchema, fieldBodySchema } from './request-schemas';

interface FieldForm {
  status: 'escalated' | 'rejected' | 'resolved' | 'in_progress';
  assignedTo?: number | null;
  escalationLevel?: number | null;
  response?: string | null;
}

const ACTION_BY_STATUS: Record<FieldForm['status'], WorkflowAction> = {
  escalated: 'approve_forward',
  rejected: 'reject',
  resolved: 'complete',
  in_progress: 'assign',
};

/**
 * PATCH /api/requests/:id accepts the action form {action, remarks, assignedTo, level} or the
 * spec §7 field form {status, assignedTo, escalationLevel, response, updatedAt}; both become one
 * workflow action, so the field form cannot set anything the state machine would not.
 */
export async function toPatchCommand(db: Knex, actor: ActingUser, body: unknown): Promise<ActionCommand> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'invalidValue');
  if ('action' in body) return parseOrThrow<ActionCommand>(actionBodySchema, body);

  const form = parseOrThrow<FieldForm>(fieldBodySchema, body);
  const action = ACTION_BY_STATUS[form.status];
  // Values the client sends along that the action itself fixes must agree with it, not override it.
  if (action === 'approve_forward' && form.escalationLevel != null && form.escalationLevel !== 1) {
    throw new HttpError(400, 'invalidValue', { field: 'escalationLevel' });
  }
  if (action === 'reject' && form.assignedTo != null && form.assignedTo !== actor.id) {
    throw new HttpError(400, 'invalidValue', { field: 'assignedTo' });
  }
  if ((action === 'reject' || action === 'complete') && form.escalationLevel != null) {
    throw new HttpError(400, 'invalidValue', { field: 'escalationLevel' });
  }
  if ((action === 'complete') && form.assignedTo != null) throw new HttpError(400, 'invalidValue', { field: 'assignedTo' });

  // The field form's `response` is the spec's response field: what the citizen reads. On a forward
  // that is the message to the citizen (the field form carries no note to the official); an
  // assignment has no citizen response, so there it stays the office's note, as before.
  const command: ActionCommand = action === 'approve_forward' ? { action, response: form.response ?? null } : { action, remarks: form.response ?? null };
  if (action === 'approve_forward' || action === 'assign') command.assignedTo = form.assignedTo ?? null;
  // The spec's assignment panel sends no level: it is the level of the chosen official's role.
  if (action === 'assign') command.level = form.escalationLevel ?? (await loadTargetUser(db, form.assignedTo))?.level ?? null;
  return command;
}
