import { BaseModel } from '../../db/base-model';

/** A row of `media_uploads` (migration 012): one gallery upload from URL to public media. */
export class MediaUpload extends BaseModel {
  static override tableName = 'media_uploads';

  id!: number;
  storageKey!: string;
  tokenHash!: string | null;
  fileName!: string;
  state!: 'pending' | 'public' | 'rejected';
  contentType!: string | null;
  size!: string | number | null;
  createdBy!: number | null;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;
  convertedAt!: Date | null;
}
