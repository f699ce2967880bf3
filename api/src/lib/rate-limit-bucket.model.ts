import { BaseModel } from '../db/base-model';

/** A row of `rate_limit_buckets` (migration 004): the hits of one key in its current fixed window (lib/rate-buckets.ts). */
export class RateLimitBucket extends BaseModel {
  static override tableName = 'rate_limit_buckets';
  static override idColumn = 'key';

  key!: string;
  windowStartedAt!: Date;
  hits!: number;
}
