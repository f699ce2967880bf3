import type { AdminGalleryItem, GalleryItemInput, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { notFound } from '../../lib/http-error';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { calendarDay, jsonList } from '../public/public.service';
import { GalleryItemRow } from './gallery-item.model';

export type GalleryItemFields = Required<GalleryItemInput>;

function toItem(row: GalleryItemRow): AdminGalleryItem {
  return {
    id: row.id,
    title: row.title,
    titleHi: row.titleHi ?? null,
    description: row.description ?? null,
    descriptionHi: row.descriptionHi ?? null,
    mediaType: row.mediaType,
    mediaUrl: row.mediaUrl,
    thumbnailUrl: row.thumbnailUrl ?? null,
    category: row.category ?? null,
    tags: jsonList(row.tags),
    capturedDate: calendarDay(row.capturedDate),
    viewCount: row.viewCount,
    isPublic: row.isPublic,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdBy: row.createdBy ?? null,
  };
}

/** What the audit row keeps: the item without the view counter (it is not an admin's change). */
const audited = ({ viewCount: _views, ...item }: AdminGalleryItem) => item;

/** The gallery grid: in the public order (sort order, newest), searched by title, category or tag. */
export async function listGallery(db: Knex, query: PageQuery): Promise<Paged<AdminGalleryItem>> {
  const rows = GalleryItemRow.query(db).orderBy([
    { column: 'sortOrder', order: 'asc' },
    { column: 'createdAt', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  whereContainsAny(rows, query.search, ['title', "coalesce(title_hi, '')", "coalesce(category, '')", 'tags::text']);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toItem);
}

async function itemForUpdate(trx: Knex, id: number): Promise<AdminGalleryItem> {
  const row = await GalleryItemRow.query(trx).findById(id).forUpdate();
  if (!row) throw notFound();
  return toItem(row);
}

export async function createGalleryItem(db: Knex, actor: Actor, input: GalleryItemFields): Promise<AdminGalleryItem> {
  return db.transaction(async (trx) => {
    const row = await GalleryItemRow.query(trx).insertAndFetch({ ...input, createdBy: actor.id });
    const item = toItem(row);
    await recordAudit(trx, actor, { action: 'create', entity: 'gallery-item', entityId: item.id, after: audited(item) });
    return item;
  });
}

/** Spec §7 PUT: only the fields sent change (a schema default never overwrites a stored flag). */
export async function updateGalleryItem(db: Knex, actor: Actor, id: number, sent: Partial<GalleryItemFields>): Promise<AdminGalleryItem> {
  return db.transaction(async (trx) => {
    const before = await itemForUpdate(trx, id);
    await GalleryItemRow.query(trx).patch({ ...sent, updatedAt: new Date() }).where({ id });
    const after = await itemForUpdate(trx, id);
    await recordAudit(trx, actor, { action: 'update', entity: 'gallery-item', entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

export async function deleteGalleryItem(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await itemForUpdate(trx, id);
    await GalleryItemRow.query(trx).deleteById(id);
    await recordAudit(trx, actor, { action: 'delete', entity: 'gallery-item', entityId: id, before: audited(before) });
  });
}
