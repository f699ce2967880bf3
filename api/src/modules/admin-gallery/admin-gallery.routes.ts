import type { AdminGalleryItem, GalleryItemInput } from '@cc/types';
import { galleryItemSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { registerAuditedResource, type AuditedResource } from '../../lib/audited-resource';
import type { AppRouter } from '../../middleware/require-role';
import { calendarDay, jsonList } from '../public/public.service';
import { GalleryItemRow } from './gallery-item.model';

const toDto = (row: GalleryItemRow): AdminGalleryItem => ({
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
});

/**
 * Spec §7 Admin gallery: the grid in the public order (sort order, newest), searched by title,
 * category or tag; add, edit (PUT), delete. The media upload is modules/gallery-media.
 */
export const adminGallery: AuditedResource<GalleryItemRow, AdminGalleryItem, Required<GalleryItemInput>> = {
  path: '/api/admin/gallery',
  model: GalleryItemRow,
  entity: 'gallery-item',
  schema: galleryItemSchema,
  toDto,
  searchColumns: ['title', "coalesce(title_hi, '')", "coalesce(category, '')", 'tags::text'],
  listOrder: [{ column: 'sortOrder', order: 'asc' }, { column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }],
  updateMethod: 'PUT',
  deletedMessage: 'galleryItemDeleted',
  serverFields: (actor) => ({ createdBy: actor.id }),
  // The view counter is the public's doing, not an admin's change.
  audited: ({ viewCount: _views, ...item }) => item,
};

export function adminGalleryRouter(): AppRouter {
  const router = createRouter();
  registerAuditedResource(router, adminGallery);
  return router;
}
