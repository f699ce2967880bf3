import { BaseModel } from '../../db/base-model';

export class Escalation extends BaseModel {
  static override tableName = 'escalations';

  id!: number;
  requestId!: number;
  escalationLevel!: number;
  fromUserId!: number | null;
  toUserId!: number | null;
  reason!: string | null;
  escalatedAt!: Date;
}
