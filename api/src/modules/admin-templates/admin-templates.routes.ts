import { adminListQuerySchema, messageTemplateSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { createTemplate, listTemplates, type MessageTemplateFields } from './admin-templates.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §7 Admin message templates: list and add. */
export function adminTemplatesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/message-templates', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listTemplates(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/message-templates', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<MessageTemplateFields>(messageTemplateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createTemplate(ctx.deps.db, actorOf(ctx), input);
  });

  return router;
}
