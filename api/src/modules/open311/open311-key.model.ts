import type { Modifiers } from 'objection';
import { BaseModel } from '../../db/base-model';

/**
 * An Open311 client's API key (migration 019): only its sha256 is kept. A revoked key keeps its
 * row, because the audit log and the requests it filed name it.
 */
export class Open311Key extends BaseModel {
  static override tableName = 'open311_keys';

  id!: number;
  name!: string;
  keyHash!: string;
  createdBy!: number | null;
  createdAt!: Date;
  lastUsedAt!: Date | null;
  revokedAt!: Date | null;

  static override modifiers: Modifiers = {
    /** Not revoked: the keys listed, revocable and accepted. */
    live: (query) => query.whereNull('open311_keys.revokedAt'),
  };
}
