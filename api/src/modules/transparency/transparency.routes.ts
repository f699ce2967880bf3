import type { TransparencyFilters } from '@cc/types';
import { Joi, transparencyQuerySchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { transparencyFileName, transparencyToCsv } from './transparency-csv';
import { transparencyDictionaryCsv, transparencyDictionaryFileName } from './transparency-dictionary';
import { transparencyReport } from './transparency.service';

type Query = TransparencyFilters & { format?: 'json' | 'csv'; dictionary?: boolean };

/** The CSV alone also answers its data dictionary (`dictionary=1`); the JSON refuses the key. */
export const csvQuerySchema = transparencyQuerySchema.keys({
  dictionary: Joi.boolean().truthy('1').falsy('0').allow('').empty('').messages({ '*': validationMessages.invalidValue.en }),
});

/**
 * Each answer reads the figures the last refresh stored (a few dozen rows by key), so no process
 * keeps answers of its own; the HTTP cache may keep them five minutes (api-cache-control.ts).
 */
async function answer(ctx: Ctx, csv: boolean): Promise<void> {
  const { format, dictionary, ...filters } = queryOf<Query>(ctx);
  const report = await transparencyReport(ctx.deps.db, filters);
  if (!csv && format !== 'csv') {
    ctx.body = report;
    return;
  }
  const fileName = transparencyFileName(report.filters.months);
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${dictionary ? transparencyDictionaryFileName(fileName) : fileName}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = dictionary ? await transparencyDictionaryCsv(ctx.deps.db, report) : transparencyToCsv(report);
}

export function transparencyRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/public/transparency', acceptsQuery(transparencyQuerySchema), (ctx) => answer(ctx, false));
  route(router, 'GET', '/api/public/transparency.csv', acceptsQuery(csvQuerySchema), (ctx) => answer(ctx, true));
  // The landing page's live figures: the all-time totals alone, a few hundred bytes instead of every cell.
  route(router, 'GET', '/api/public/transparency/totals', async (ctx) => {
    ctx.body = (await transparencyReport(ctx.deps.db, {})).totals;
  });
  return router;
}
