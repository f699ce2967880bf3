import type { SocialPlatform } from '@cc/types';
import { BaseModel } from '../../db/base-model';

/** A row of `social_handles` (spec §3 Social handle). */
export class SocialHandleRow extends BaseModel {
  static override tableName = 'social_handles';

  id!: number;
  platform!: SocialPlatform;
  username!: string;
  displayName!: string;
  profileUrl!: string;
  isActive!: boolean;
  autoSync!: boolean;
  lastSyncedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
