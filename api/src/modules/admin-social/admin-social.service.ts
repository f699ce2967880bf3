import type { Paged, SocialHandle, SocialHandleInput, SocialPost } from '@cc/types';
import type { Knex } from 'knex';
import { notFound } from '../../lib/http-error';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { listSocialPosts } from '../public/public.service';
import { SocialHandleRow } from './social-handle.model';

export type SocialHandleFields = Required<SocialHandleInput>;

/** Spec §9: the admin tab shows the 5 most recent posts. */
const RECENT_POSTS = 5;

/**
 * No platform feed adapter exists in this server: `autoSync` is stored as the admin sets it, and
 * the card says sync is not configured instead of pretending (issue 12). An adapter, when one is
 * written, makes this true for its platform.
 */
const SYNC_CONFIGURED = false;

function toDto(row: SocialHandleRow): SocialHandle {
  return {
    id: row.id,
    platform: row.platform,
    username: row.username,
    displayName: row.displayName,
    profileUrl: row.profileUrl,
    isActive: row.isActive,
    autoSync: row.autoSync,
    syncConfigured: SYNC_CONFIGURED,
    lastSyncedAt: row.lastSyncedAt ? new Date(row.lastSyncedAt).toISOString() : null,
  };
}

const auditFields = ({ syncConfigured: _s, lastSyncedAt: _l, ...handle }: SocialHandle) => handle;

export async function listHandles(db: Knex, query: PageQuery): Promise<Paged<SocialHandle>> {
  const rows = SocialHandleRow.query(db).orderBy([{ column: 'platform' }, { column: 'id' }]);
  whereContainsAny(rows, query.search, ['username', 'display_name', 'platform']);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toDto);
}

async function handleForUpdate(trx: Knex, id: number): Promise<SocialHandle> {
  const row = await SocialHandleRow.query(trx).findById(id).forUpdate();
  if (!row) throw notFound();
  return toDto(row);
}

export async function createHandle(db: Knex, actor: Actor, input: SocialHandleFields): Promise<SocialHandle> {
  return db.transaction(async (trx) => {
    const handle = toDto(await SocialHandleRow.query(trx).insertAndFetch(input));
    await recordAudit(trx, actor, { action: 'create', entity: 'social-handle', entityId: handle.id, after: auditFields(handle) });
    return handle;
  });
}

/** The edit dialog sends the fields at top level (spec §7 note); only the fields sent change. */
export async function updateHandle(db: Knex, actor: Actor, id: number, sent: Partial<SocialHandleFields>): Promise<SocialHandle> {
  return db.transaction(async (trx) => {
    const before = await handleForUpdate(trx, id);
    await SocialHandleRow.query(trx).patch({ ...sent, updatedAt: new Date() }).where({ id });
    const after = await handleForUpdate(trx, id);
    await recordAudit(trx, actor, { action: 'update', entity: 'social-handle', entityId: id, before: auditFields(before), after: auditFields(after) });
    return after;
  });
}

/** Posts already fetched keep their row (handle_id goes null): what was published stays on /social. */
export async function deleteHandle(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const handle = await handleForUpdate(trx, id);
    await SocialHandleRow.query(trx).deleteById(id);
    await recordAudit(trx, actor, { action: 'delete', entity: 'social-handle', entityId: id, before: auditFields(handle) });
  });
}

export const recentPosts = (db: Knex): Promise<SocialPost[]> => listSocialPosts(db, RECENT_POSTS);
