import { BaseModel } from '../../db/base-model';

/** An IST calendar day on which the SLA clock does not run (migration 006); admins edit the list. */
export class Holiday extends BaseModel {
  static override tableName = 'holidays';

  id!: number;
  /** A `date` column: read it with to_char (holidays.service.ts), a JS Date would shift with TZ. */
  date!: string;
  name!: string;
  nameHi!: string | null;
  createdBy!: number | null;
  createdAt!: Date;
}
