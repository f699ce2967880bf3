import { BaseModel } from '../../db/base-model';

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
}
