import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import { actingUser } from '../../lib/route-params';
import { reportFileName, summaryToCsv } from './report-csv';
import { parseReportRange, reportQuerySchema } from './report-range';
import { reportSummary } from './reports.service';

export function reportsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/reports/summary', acceptsQuery(reportQuerySchema), async (ctx) => {
    ctx.body = await reportSummary(ctx.deps.db, actingUser(ctx), parseReportRange(queryOf(ctx)));
  });

  route(router, 'GET', '/api/reports/summary.csv', acceptsQuery(reportQuerySchema), async (ctx) => {
    const range = parseReportRange(queryOf(ctx));
    const summary = await reportSummary(ctx.deps.db, actingUser(ctx), range);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${reportFileName(range.from, range.to)}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = summaryToCsv(summary);
  });

  return router;
}
