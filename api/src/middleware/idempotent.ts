import type { Ctx, Next } from '../types';
import { HttpError } from '../lib/http-error';
import { findReplay, fingerprint, insertKeyIfAbsent, readIdempotencyKey, recordResponse, type StoredResponse } from '../lib/idempotency';
import { IdempotencyKey } from '../lib/idempotency-key.model';

export interface IdempotentOptions {
  /** What the keys belong to, e.g. 'register' or 'request-action' (a key of one kind never answers another). */
  kind: string;
  /** Whose keys when no one is signed in (default: the caller's address), e.g. the username registered. */
  anonymousOwner?(ctx: Ctx): string;
  /**
   * Body fields left out of the fingerprint: a password is never kept as a fast hash, the replay
   * checks it instead (`onReplay`).
   */
  omit?: readonly string[];
  /** Before a replay is answered: e.g. start the session a lost registration reply carried. May refuse. */
  onReplay?(ctx: Ctx, stored: StoredResponse): Promise<void>;
}

const bodyOf = (ctx: Ctx): Record<string, unknown> => {
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/**
 * A write that a client may send again after a lost reply (registration, a deletion request, a staff
 * action, an admin create) answers the first outcome again when it carries the same Idempotency-Key
 * and body: one account, one record, one message. Only a success is kept; a refusal frees the key
 * for a corrected retry. The key is claimed before the write runs, so a concurrent duplicate gets
 * 409 `idempotencyKeyInProgress` instead of running twice. (The request form's intake claims its key
 * inside its own transaction instead: modules/requests/request-intake.service.ts.)
 */
export function idempotent(options: IdempotentOptions) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const key = readIdempotencyKey(ctx.get('idempotency-key'));
    if (!key) return next();
    const owner = ctx.state.user ? `user:${ctx.state.user.id}` : (options.anonymousOwner?.(ctx) ?? `ip:${ctx.ip}`);
    const scope = `${options.kind}:${owner}`.slice(0, 100);
    const body = { ...bodyOf(ctx) };
    for (const field of options.omit ?? []) delete body[field];
    const hash = fingerprint({ method: ctx.method, path: ctx.path, body });
    const db = ctx.deps.db;

    const answer = async (stored: StoredResponse) => {
      await options.onReplay?.(ctx, stored);
      ctx.status = stored.status;
      ctx.body = stored.body;
    };
    const earlier = await findReplay(db, scope, key, hash);
    if (earlier) return answer(earlier);
    if (!(await insertKeyIfAbsent(db, { scope, key, requestHash: hash }))) {
      // Another call with this key got here first: its answer, or "still running".
      const raced = await findReplay(db, scope, key, hash);
      if (raced) return answer(raced);
      throw new HttpError(409, 'idempotencyKeyInProgress');
    }
    const release = () => IdempotencyKey.query(db).where({ scope, key }).whereNull('responseStatus').delete();
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) {
      await recordResponse(db, scope, key, { status: ctx.status, body: ctx.body ?? null });
    } else {
      await release();
    }
  };
}
