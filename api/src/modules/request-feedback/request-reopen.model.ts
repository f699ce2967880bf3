import { BaseModel } from '../../db/base-model';

/** One numbered reopen of a request by its citizen (migration 017): round 1 or 2, never more. */
export class RequestReopen extends BaseModel {
  static override tableName = 'request_reopens';

  id!: number;
  requestId!: number;
  round!: number;
  reason!: string;
  source!: 'reopen' | 'rating';
  userId!: number | null;
  fromLevel!: number;
  toLevel!: number;
  createdAt!: Date;
}
