import type { RequestTypeVisibility } from '@cc/types';
import { BaseModel } from '../../db/base-model';

/** A row of `request_types` (spec §3 Request type); requests store its `name`. */
export class RequestType extends BaseModel {
  static override tableName = 'request_types';

  id!: number;
  name!: string;
  displayName!: string;
  displayNameHi!: string | null;
  description!: string | null;
  descriptionHi!: string | null;
  department!: string | null;
  departmentHi!: string | null;
  standardResponseTime!: number;
  isActive!: boolean;
  visibility!: RequestTypeVisibility;
  createdAt!: Date;
  updatedAt!: Date;
}
