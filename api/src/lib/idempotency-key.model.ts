import { BaseModel } from '../db/base-model';

/**
 * A row of `idempotency_keys` (migration 004, docs/decisions/0027-idempotency-keys.md). No
 * `jsonAttributes`: the body is written as JSON text here (a JSON array would otherwise be sent as
 * a PostgreSQL array) and pg parses jsonb on read, where Objection would parse a string body again.
 */
export class IdempotencyKey extends BaseModel {
  static override tableName = 'idempotency_keys';
  static override idColumn = ['scope', 'key'];

  scope!: string;
  key!: string;
  requestHash!: string;
  responseStatus!: number | null;
  responseBody!: unknown;
  createdAt!: Date;
}
