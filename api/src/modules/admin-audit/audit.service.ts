import type { AuditEntry as AuditEntryDto, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { containsPattern, toPaged, type PageQuery } from '../../lib/paged';
import type { Ctx } from '../../types';
import { AuditEntry } from './audit-entry.model';

/** Who performs an admin write, and from where (ASVS 16.2.1: who, what, when, where). */
export interface Actor {
  id: number;
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(ctx: Ctx): Actor {
  return { id: ctx.state.user!.id, ip: ctx.ip?.slice(0, 64) || null, userAgent: ctx.get('user-agent')?.slice(0, 300) || null };
}

/** Never in an audit row, whatever a caller passes: secrets and bookkeeping. */
const NEVER_RECORDED = new Set(['passwordHash', 'password', 'csrfToken', 'updatedAt', 'createdAt']);

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between `before` and `after` (both sides), secrets left out. On create only
 * `after` is given, on delete only `before`. A password change shows as `password: "changed"`.
 */
export function changedFields(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out = { before: before ? ({} as Fields) : null, after: after ? ({} as Fields) : null };
  for (const key of keys) {
    if (NEVER_RECORDED.has(key)) continue;
    if (before && after && same(before[key], after[key])) continue;
    if (out.before && key in before!) out.before[key] = before![key] ?? null;
    if (out.after && key in after!) out.after[key] = after![key] ?? null;
  }
  return out;
}

/**
 * One audit row for one admin write, in the write's own transaction: either both are stored or
 * neither is.
 */
export async function recordAudit(
  trx: Knex.Transaction,
  actor: Actor,
  entry: { action: 'create' | 'update' | 'delete'; entity: string; entityId: number | string; before?: Fields | null; after?: Fields | null; passwordChanged?: boolean },
): Promise<void> {
  const diff = changedFields(entry.before ?? null, entry.after ?? null);
  if (entry.passwordChanged) {
    diff.before = { ...(diff.before ?? {}), password: 'unchanged' };
    diff.after = { ...(diff.after ?? {}), password: 'changed' };
  }
  await AuditEntry.query(trx).insert({
    actorId: actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    ip: actor.ip,
    userAgent: actor.userAgent,
    before: diff.before,
    after: diff.after,
  });
}

/**
 * GET /api/admin/audit-log: newest first, optionally one entity kind; `search` finds the actor by
 * name or username, or the record by its id or its kind ("who changed user 42?").
 */
export async function listAudit(db: Knex, query: PageQuery & { entity?: string }): Promise<Paged<AuditEntryDto>> {
  const rows = AuditEntry.query(db)
    .alias('a')
    .leftJoinRelated('actor', { alias: 'u' })
    .select('a.*', 'u.name as actorName')
    .orderBy([{ column: 'a.at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .page(query.page - 1, query.pageSize);
  if (query.entity) rows.where('a.entity', query.entity);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    rows.where((match) =>
      match
        // raw: a case-insensitive substring, lower() as in lib/paged.ts whereContainsAny.
        .whereRaw('lower(u.name) like ?', [pattern])
        .orWhereRaw('lower(u.username) like ?', [pattern])
        .orWhere('a.entityId', search)
        .orWhere('a.entity', search.toLowerCase()),
    );
  }
  return toPaged(await rows, query, (row) => {
    const entry = row as AuditEntry & { actorName?: string | null };
    return {
      id: Number(entry.id),
      actorId: entry.actorId,
      actorName: entry.actorName ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      at: new Date(entry.at).toISOString(),
      ip: entry.ip,
      userAgent: entry.userAgent,
      before: entry.before,
      after: entry.after,
    };
  });
}
