import { apiFetch } from '@cc/api-client';
import type { AdminGalleryItem, GalleryItemInput } from '@cc/types';

/** POST /api/admin/gallery (spec §7). */
export const createGalleryItem = (body: GalleryItemInput) => apiFetch<AdminGalleryItem>('/api/admin/gallery', { method: 'POST', body, retrySafe: true });

/** PUT /api/admin/gallery/:id (spec §7); optional fields left out keep their stored value. */
export const updateGalleryItem = (id: number, body: GalleryItemInput) => apiFetch<AdminGalleryItem>(`/api/admin/gallery/${id}`, { method: 'PUT', body });

/** DELETE /api/admin/gallery/:id (spec §7). */
export const deleteGalleryItem = (item: AdminGalleryItem) => apiFetch(`/api/admin/gallery/${item.id}`, { method: 'DELETE' });
