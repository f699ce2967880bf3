import { BaseModel } from '../../db/base-model';

/** A row of `roles` (spec §3 Role). `isSystem`: super_admin, admin, citizen (spec §6). */
export class RoleRow extends BaseModel {
  static override tableName = 'roles';

  id!: number;
  name!: string;
  displayName!: string;
  displayNameHi!: string | null;
  description!: string | null;
  escalationLevel!: number;
  isActive!: boolean;
  isSystem!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
