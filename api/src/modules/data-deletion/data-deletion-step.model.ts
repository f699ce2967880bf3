import { BaseModel } from '../../db/base-model';
import type { DeletionStep } from './deletion-steps';

/** One recorded step of a deletion request (migration 013): what, when, and counts only, never the data. */
export class DataDeletionStep extends BaseModel {
  static override tableName = 'data_deletion_steps';
  // Objection writes it as JSON text; pg parses the jsonb on read. Always an object, so never parsed twice (decision 0100).
  static override jsonAttributes = ['detail'];

  id!: number;
  deletionRequestId!: number;
  step!: DeletionStep;
  at!: Date;
  detail!: Record<string, unknown> | null;
}
