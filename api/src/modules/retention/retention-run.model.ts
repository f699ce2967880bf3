import type { RetentionCounts } from '@cc/types';
import { BaseModel } from '../../db/base-model';

/** What one run of the retention job did, counts only (migration 026): the admin's settings tab. */
export class RetentionRun extends BaseModel {
  static override tableName = 'retention_runs';
  // Objection writes it as JSON text; pg parses the jsonb on read. Always an object, so never parsed twice (decision 0100).
  static override jsonAttributes = ['counts'];

  id!: number;
  startedAt!: Date;
  finishedAt!: Date;
  requestMonths!: number;
  technicalMonths!: number;
  counts!: RetentionCounts;
}
