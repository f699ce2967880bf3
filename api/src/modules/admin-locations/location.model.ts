import type { LocationType } from '@cc/types';
import type { Modifiers, RelationMappings } from 'objection';
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

  parent?: LocationRow | null;

  static override get relationMappings(): RelationMappings {
    return {
      /** The level above (spec §5: a district's state, a mandal's constituency); none for a state. */
      parent: { relation: BaseModel.BelongsToOneRelation, modelClass: LocationRow, join: { from: 'locations.parentId', to: 'locations.id' } },
    };
  }

  // Unqualified columns: the admin list queries the table under an alias.
  static override modifiers: Modifiers = {
    active: (query) => query.where('isActive', true),
    // raw: codes are unique whatever their case (the admin form's check), lower() has no builder form.
    withCode: (query, code: string) => query.whereRaw('lower(code) = ?', [code.toLowerCase()]),
    // raw: what a form submits is the code or its part after ':' (catalog.service locationValue), split_part has no builder form.
    formValue: (query, value: string) =>
      query.where((q) => q.whereRaw('lower(code) = ?', [value.toLowerCase()]).orWhereRaw("split_part(lower(code), ':', -1) = ?", [value.toLowerCase()])),
  };
}
