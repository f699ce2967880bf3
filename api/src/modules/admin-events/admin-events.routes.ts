import { adminListQuerySchema, eventSchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { parseSentFields } from '../../lib/sent-fields';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { createEvent, deleteEvent, listEvents, updateEvent, type EventFields } from './admin-events.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §2 events tab, §7 Admin events: list, add, edit (PUT, fields at top level), delete. */
export function adminEventsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/events', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listEvents(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/events', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<EventFields>(eventSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createEvent(ctx.deps.db, actorOf(ctx), input);
  });

  route(router, 'PUT', '/api/admin/events/:id', async (ctx) => {
    ctx.body = await updateEvent(ctx.deps.db, actorOf(ctx), idParam(ctx), parseSentFields<EventFields>(eventSchema, ctx.request.body));
  });

  route(router, 'DELETE', '/api/admin/events/:id', async (ctx) => {
    await deleteEvent(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.eventDeleted.en, messageKey: 'eventDeleted' };
  });

  return router;
}
