import { BaseModel } from '../../db/base-model';

/** A staff member's "seen up to" time for the inbox bell (migration 007); one row per user. */
export class StaffInboxMark extends BaseModel {
  static override tableName = 'staff_inbox_marks';
  static override idColumn = 'userId';

  userId!: number;
  seenAt!: Date;
}
