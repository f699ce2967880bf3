import type { Knex } from 'knex';
import type { RequestFeedbackState } from '@cc/types';
import { ServiceRequest } from '../requests/request.model';
import { readClosedRequest } from './closure-state';
import { decideFeedback, decideReopen, reopenDeadline } from './feedback-rules';

/**
 * What the owner's screens show and offer (the citizen's detail, the signed /track page): the
 * rating given, the closure, the reopen deadline, and whether rating and reopen would be accepted
 * now (the same rules the POSTs apply; they re-check). A reopen after the second is still
 * offered: its reason goes to the administrators.
 */
export async function feedbackState(db: Knex, requestDbId: number, now: Date): Promise<RequestFeedbackState> {
  const [request, given] = await Promise.all([
    readClosedRequest(db, { id: requestDbId }),
    ServiceRequest.relatedQuery('feedback', db).for(requestDbId).select('rating', 'comment', 'createdAt').first(),
  ]);
  if (!request) throw new Error(`request ${requestDbId} vanished`);
  return {
    given: given ? { rating: Number(given.rating), comment: given.comment, createdAt: new Date(given.createdAt).toISOString() } : null,
    closedAt: request.closedAt?.toISOString() ?? null,
    reopenUntil: request.closedAt ? reopenDeadline(request.closedAt).toISOString() : null,
    reopens: request.reopens,
    canRate: decideFeedback(request, 5, now).kind === 'record',
    canReopen: decideReopen(request, now).kind !== 'refuse',
  };
}
