import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { allowedActions, REQUEST_STATUSES, type Actor } from '../request-workflow';

/**
 * The statuses in which the state machine offers `actor` some action (allowedActions), split by
 * whether the request must be theirs: from in_progress only its assignee (or an admin) completes.
 * Derived, not listed, so the worklist follows the machine when its transitions change.
 */
function actionableStatuses(actor: Actor): { anyone: string[]; ownOnly: string[] } {
  const offered = (status: string, assignedTo: number | null) => allowedActions({ status, escalationLevel: 0, assignedTo }, actor).length > 0;
  const anyone = REQUEST_STATUSES.filter((status) => offered(status, null));
  return { anyone, ownOnly: REQUEST_STATUSES.filter((status) => !anyone.includes(status) && offered(status, actor.id)) };
}

/**
 * `?actionable=true`: only the requests `actor` may act on now, the same rule as each item's
 * allowedActions. A rejected, resolved or duplicate request offers nothing, so it is never a task.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model's query builder
export function whereActionable<Q extends Knex.QueryBuilder | QueryBuilder<any, any>>(query: Q, actor: Actor): Q {
  const { anyone, ownOnly } = actionableStatuses(actor);
  (query as Knex.QueryBuilder).where((q) =>
    q.whereIn('requests.status', anyone).orWhere((own) => own.where('requests.assignedTo', actor.id).whereIn('requests.status', ownOnly)),
  );
  return query;
}
