import { BaseModel } from '../../db/base-model';

/**
 * A row of `social_posts` (migration 003, spec §3 Social post): what a handle published, kept when
 * its handle is deleted (`handleId` goes null). Read by /social and the admin tab's recent posts.
 */
export class SocialPostRow extends BaseModel {
  static override tableName = 'social_posts';
  // jsonb: Objection stringifies the list (pg would send a JS array as a PostgreSQL array).
  static override get jsonAttributes() {
    return ['mediaUrls'];
  }

  id!: number;
  handleId!: number | null;
  /** A SocialPlatform, or 'other' (the column's default). */
  platform!: string;
  /** The platform's own id: a re-sync updates instead of duplicating. */
  externalId!: string | null;
  postDate!: Date;
  postUrl!: string | null;
  content!: string | null;
  mediaUrls!: unknown;
  likes!: number;
  shares!: number;
  comments!: number;
  createdAt!: Date;
  updatedAt!: Date;
}
