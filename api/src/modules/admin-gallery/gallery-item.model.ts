import { BaseModel } from '../../db/base-model';

/** A row of `gallery_items` (migration 003, spec §3 Gallery item). */
export class GalleryItemRow extends BaseModel {
  static override tableName = 'gallery_items';
  // jsonb: Objection stringifies the list (pg would send a JS array as a PostgreSQL array).
  static override get jsonAttributes() {
    return ['tags'];
  }

  id!: number;
  title!: string;
  titleHi!: string | null;
  description!: string | null;
  descriptionHi!: string | null;
  mediaType!: 'image' | 'video' | 'photo';
  mediaUrl!: string;
  thumbnailUrl!: string | null;
  category!: string | null;
  tags!: unknown;
  capturedDate!: Date | string | null;
  isPublic!: boolean;
  isActive!: boolean;
  sortOrder!: number;
  viewCount!: number;
  createdBy!: number | null;
  createdAt!: Date;
  updatedAt!: Date;
}
