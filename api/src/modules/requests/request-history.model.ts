import { BaseModel } from '../../db/base-model';

/** Append-only (a database trigger refuses UPDATE and DELETE). */
export class RequestHistory extends BaseModel {
  static override tableName = 'request_history';

  id!: number;
  requestId!: number;
  action!: string;
  fromStatus!: string | null;
  toStatus!: string | null;
  notes!: string | null;
  userId!: number | null;
  userRole!: string | null;
  createdAt!: Date;
}
