import { createRouter } from '../../lib/create-router';
import { holidaySchema, validationMessages } from '@cc/validation';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { parseId } from '../../lib/route-params';
import { addHoliday, listHolidays, removeHoliday } from './holidays.service';
import { idempotent } from '../../middleware/idempotent';

/** The holiday list of the office-hours SLA clock (admins edit it). */
export function holidaysRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/holidays', async (ctx) => {
    ctx.body = await listHolidays(ctx.deps.db);
  });

  route(router, 'POST', '/api/admin/holidays', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<{ date: string; name: string; nameHi: string | null }>(holidaySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await addHoliday(ctx.deps.db, actorOf(ctx), input);
  });

  route(router, 'DELETE', '/api/admin/holidays/:id', async (ctx) => {
    await removeHoliday(ctx.deps.db, actorOf(ctx), parseId((ctx as unknown as { params: { id?: string } }).params.id));
    ctx.body = { success: true, message: validationMessages.holidayRemoved.en, messageKey: 'holidayRemoved' };
  });

  return router;
}
