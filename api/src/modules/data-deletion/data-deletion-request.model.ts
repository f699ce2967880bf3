import type { RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { DataDeletionStep } from './data-deletion-step.model';

export type DeletionStatus = 'awaiting_confirmation' | 'confirmed' | 'anonymised' | 'completed';

/**
 * A deletion asked for (spec §9, docs/data-deletion.md): an account's, confirmed by the mailed
 * link, or one request's erasure by its code and phone. Each step it goes through is a
 * DataDeletionStep row.
 */
export class DataDeletionRequest extends BaseModel {
  static override tableName = 'data_deletion_requests';

  id!: number;
  /** The reference given to the requester and support (DEL-2031-K7M2QX9A). */
  requestCode!: string;
  /** As typed on the form; removed when the request is completed or long expired. */
  email!: string | null;
  reason!: string | null;
  additionalInfo!: string | null;
  status!: DeletionStatus;
  userId!: number | null;
  /** An erasure by code and phone: the one request it erased (migration 026). */
  serviceRequestId!: number | null;
  confirmTokenHash!: string | null;
  confirmExpiresAt!: Date | null;
  confirmedAt!: Date | null;
  anonymisedAt!: Date | null;
  completedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  steps?: DataDeletionStep[];

  static override get relationMappings(): RelationMappings {
    return {
      steps: {
        relation: BaseModel.HasManyRelation,
        modelClass: DataDeletionStep,
        join: { from: 'data_deletion_requests.id', to: 'data_deletion_steps.deletionRequestId' },
      },
    };
  }
}
