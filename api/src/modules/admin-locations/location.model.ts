import type { LocationType } from '@cc/types';
import { BaseModel } from '../../db/base-model';

/** A row of `locations` (spec §3 Location): state > district > constituency > mandal. */
export class LocationRow extends BaseModel {
  static override tableName = 'locations';

  id!: number;
  type!: LocationType;
  name!: string;
  nameHi!: string | null;
  code!: string;
  parentId!: number | null;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
