import { BaseModel } from '../../db/base-model';

/**
 * A row of `system_settings` (migration 004): one jsonb value per key. No `jsonAttributes`: the
 * services write the value as JSON text themselves and pg parses jsonb on read, where Objection
 * would parse a string value a second time ("123" read back as 123).
 */
export class SystemSetting extends BaseModel {
  static override tableName = 'system_settings';
  static override idColumn = 'key';

  key!: string;
  value!: unknown;
  updatedBy!: number | null;
  createdAt!: Date;
  updatedAt!: Date;
}
