import type { Modifiers, QueryBuilder, RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { User } from '../users/user.model';

/** A request moved up a level: by a forward (level 1) or by the SLA scheduler (overdue). */
export class Escalation extends BaseModel {
  static override tableName = 'escalations';

  id!: number;
  requestId!: number;
  escalationLevel!: number;
  fromUserId!: number | null;
  toUserId!: number | null;
  reason!: string | null;
  escalatedAt!: Date;

  fromUser?: Pick<User, 'id' | 'name' | 'role'> | null;
  toUser?: Pick<User, 'id' | 'name' | 'role'> | null;

  static override get relationMappings(): RelationMappings {
    const official = (column: 'fromUserId' | 'toUserId') => ({
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: `escalations.${column}`, to: 'users.id' },
      modify: (query: QueryBuilder<User>) => query.select('users.id', 'users.name', 'users.role'),
    });
    return { fromUser: official('fromUserId'), toUser: official('toUserId') };
  }

  static override modifiers: Modifiers = {
    inOrder: (query) => query.orderBy([{ column: 'escalations.escalatedAt' }, { column: 'escalations.id' }]),
  };
}
