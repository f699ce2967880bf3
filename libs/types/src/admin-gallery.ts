import type { GalleryItem } from './domain';

/** A gallery item as the admin console sees it (spec §3 Gallery item): the public fields plus the flags. */
export interface AdminGalleryItem extends GalleryItem {
  isPublic: boolean;
  isActive: boolean;
  sortOrder: number;
  createdBy: number | null;
}

/** POST /api/admin/gallery body, PUT the same (spec §5 Gallery item); keys as galleryItemSchema (admin-schema-types test). */
export interface GalleryItemInput {
  title: string;
  titleHi?: string | null;
  description?: string | null;
  descriptionHi?: string | null;
  mediaType?: GalleryItem['mediaType'];
  mediaUrl: string;
  thumbnailUrl?: string | null;
  category?: string | null;
  tags?: string[];
  capturedDate?: string | null;
  isPublic?: boolean;
  isActive?: boolean;
  sortOrder?: number;
}

/** Spec §7 media upload: step 1's answer, step 3's answer (the kind is judged from the bytes). */
export interface MediaUploadUrl {
  uploadURL: string;
}
export interface MediaPublicUrl {
  publicURL: string;
  mediaType: 'image' | 'video';
}
