import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { actingUser } from '../requests/request-route-helpers';
import { reportFileName, summaryToCsv } from './report-csv';
import { parseReportRange } from './report-range';
import { reportSummary } from './reports.service';

export function reportsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/reports/summary', async (ctx) => {
    ctx.body = await reportSummary(ctx.deps.db, actingUser(ctx), parseReportRange(ctx.query));
  });

  route(router, 'GET', '/api/reports/summary.csv', async (ctx) => {
    const range = parseReportRange(ctx.query);
    const summary = await reportSummary(ctx.deps.db, actingUser(ctx), range);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${reportFileName(range.from, range.to)}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = summaryToCsv(summary);
  });

  return router;
}
