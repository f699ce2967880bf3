import type { Knex } from 'knex';
import type { WorkflowAction } from '@cc/types';
import { ServiceRequest } from '../requests/request.model';
import { slaFieldsFromNow } from '../sla/sla.service';
import { enqueueRequestEvent, type RequestEvent } from './outbox.service';

const EVENT_BY_ACTION: Record<WorkflowAction, RequestEvent> = {
  approve_forward: 'forwarded',
  reject: 'rejected',
  complete: 'resolved',
  assign: 'assigned',
};

/**
 * What a staff/admin action adds inside its transaction: the citizen's notifications and, for a
 * forward (an escalation to level 1), a fresh SLA clock for the new level.
 */
export async function afterWorkflowAction(trx: Knex, request: { id: number; requestType: string }, action: WorkflowAction): Promise<void> {
  if (action === 'approve_forward') {
    await ServiceRequest.query(trx).findById(request.id).patch(await slaFieldsFromNow(trx, request.requestType));
  }
  await enqueueRequestEvent(trx, request.id, EVENT_BY_ACTION[action]);
}
