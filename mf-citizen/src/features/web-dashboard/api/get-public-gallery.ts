import { apiFetch } from '@cc/api-client';
import type { GalleryItem } from '@cc/types';

export function getPublicGallery(): Promise<GalleryItem[]> {
  return apiFetch<GalleryItem[]>('/api/public/gallery');
}
