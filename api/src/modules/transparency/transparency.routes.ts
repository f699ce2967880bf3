import type { TransparencyFilters } from '@cc/types';
import { transparencyQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { transparencyFileName, transparencyToCsv } from './transparency-csv';
import { transparencyReport } from './transparency.service';

type Query = TransparencyFilters & { format?: 'json' | 'csv' };

/**
 * Each answer reads the figures the last refresh stored (a few dozen rows by key), so no process
 * keeps answers of its own; the HTTP cache may keep them five minutes (api-cache-control.ts).
 */
async function answer(ctx: Ctx, csv: boolean): Promise<void> {
  const { format, ...filters } = queryOf<Query>(ctx);
  const report = await transparencyReport(ctx.deps.db, filters);
  if (!csv && format !== 'csv') {
    ctx.body = report;
    return;
  }
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${transparencyFileName(report.filters.months)}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = transparencyToCsv(report);
}

export function transparencyRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/public/transparency', acceptsQuery(transparencyQuerySchema), (ctx) => answer(ctx, false));
  route(router, 'GET', '/api/public/transparency.csv', acceptsQuery(transparencyQuerySchema), (ctx) => answer(ctx, true));
  // The landing page's live figures: the all-time totals alone, a few hundred bytes instead of every cell.
  route(router, 'GET', '/api/public/transparency/totals', async (ctx) => {
    ctx.body = (await transparencyReport(ctx.deps.db, {})).totals;
  });
  return router;
}
