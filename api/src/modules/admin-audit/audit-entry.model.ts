import type { RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { User } from '../users/user.model';

/** A row of `admin_audit` (migration 010): append-only, one per admin write. */
export class AuditEntry extends BaseModel {
  static override tableName = 'admin_audit';

  id!: number;
  actorId!: number | null;
  action!: 'create' | 'update' | 'delete';
  entity!: string;
  entityId!: string | null;
  at!: Date;
  ip!: string | null;
  userAgent!: string | null;
  before!: Record<string, unknown> | null;
  after!: Record<string, unknown> | null;

  actor?: User | null;

  static override get relationMappings(): RelationMappings {
    return {
      /** Who made the write; null once that account row is gone (on delete set null). */
      actor: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'admin_audit.actorId', to: 'users.id' } },
    };
  }
}
