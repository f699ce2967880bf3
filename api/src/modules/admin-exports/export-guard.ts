import { HttpError } from '../../lib/http-error';
import type { Ctx } from '../../types';
import { actorOf, recordAudit } from '../admin-audit/audit.service';

/**
 * Exports running at once in this process. Each holds one pooled connection (pool of 10) and one
 * long read-only transaction for as long as its download lasts; the cap keeps the rest of the API
 * served however many download buttons are pressed. The hourly limits per admin are the
 * rate-limit middleware's (config.exportLimit).
 */
const MAX_EXPORTS_AT_ONCE = 2;
let running = 0;

/** Takes an export slot until the response is over (sent, failed or abandoned), or answers 429. */
export function takeExportSlot(ctx: Ctx): void {
  if (running >= MAX_EXPORTS_AT_ONCE) throw new HttpError(429, 'tooManyRequests', { headers: { 'Retry-After': '30' } });
  running += 1;
  let released = false;
  ctx.res.once('close', () => {
    if (released) return;
    released = true;
    running -= 1;
  });
}

/**
 * Who downloaded what, when and from where: an export copies personal data of many people, so
 * each one is on record before a byte leaves, in the admin audit log (entity `export`, action
 * `create`: the admin made a file of that data) and as a security log line. No record, no export.
 */
export async function recordExport(ctx: Ctx, what: string, format: string): Promise<void> {
  await ctx.deps.db.transaction((trx) => recordAudit(trx, actorOf(ctx), { action: 'create', entity: 'export', entityId: what, after: { format } }));
  const user = ctx.state.user;
  ctx.log.info({ event: 'admin.export', export: what, format, userId: user?.id, role: user?.role, ip: ctx.ip, requestId: ctx.state.requestId }, 'admin export');
}
