import { Joi } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { databaseAsNdjson, databaseAsZip } from './database-formats';
import { recordExport, takeExportSlot } from './export-guard';
import { fromGenerator, setDownloadHeaders, streamFromSnapshot } from './export-response';
import { LIST_EXPORTS, type ListExportName } from './export-sources';
import { listAsCsv, listAsXlsx } from './list-formats';

export const listQuery = Joi.object({ format: Joi.string().valid('csv', 'xlsx').default('csv') });
export const databaseQuery = Joi.object({ format: Joi.string().valid('zip', 'ndjson').default('zip') });

/** Per admin account, so one account cannot take the whole export budget of the office. */
const perAdmin = (ctx: Ctx) => `user:${ctx.state.user!.id}`;
const listLimit = rateLimit('admin-export-list', (config) => ({ max: config.exportLimit.listPerHour, windowSeconds: 3600 }), perAdmin);
const databaseLimit = rateLimit('admin-export-database', (config) => ({ max: config.exportLimit.databasePerHour, windowSeconds: 3600 }), perAdmin);

/**
 * The admin downloads of spec §2 and §7 (docs/admin-exports.md): the four lists as CSV or XLSX,
 * and the whole business database as a zip of CSVs or NDJSON, each read from one consistent
 * snapshot and streamed.
 */
export function adminExportsRouter(): AppRouter {
  const router = createRouter();

  for (const name of Object.keys(LIST_EXPORTS) as ListExportName[]) {
    route(router, 'GET', `/api/admin/${name}/export`, acceptsQuery(listQuery), listLimit, async (ctx) => {
      const { format } = queryOf<{ format: 'csv' | 'xlsx' }>(ctx);
      takeExportSlot(ctx);
      await recordExport(ctx, name, format);
      setDownloadHeaders(ctx, name, format);
      const source = LIST_EXPORTS[name];
      streamFromSnapshot(ctx, (snapshot) => fromGenerator(format === 'xlsx' ? listAsXlsx(snapshot, source, name) : listAsCsv(snapshot, source)));
    });
  }

  route(router, 'GET', '/api/admin/database/export', acceptsQuery(databaseQuery), databaseLimit, async (ctx) => {
    const { format } = queryOf<{ format: 'zip' | 'ndjson' }>(ctx);
    takeExportSlot(ctx);
    await recordExport(ctx, 'database', format);
    setDownloadHeaders(ctx, 'citizen-connect-database', format);
    streamFromSnapshot(ctx, (snapshot) => {
      if (format === 'ndjson') return fromGenerator(databaseAsNdjson(snapshot));
      const zip = databaseAsZip(snapshot);
      return { body: zip.output, abort: zip.abort };
    });
  });

  return router;
}
