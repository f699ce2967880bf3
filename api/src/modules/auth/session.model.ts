import type { Modifiers, RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { User } from '../users/user.model';

/**
 * A row of `sessions` (migration 004, docs/decisions/0019-sessions.md): keyed by the sha256 of the
 * cookie value, never the value itself.
 */
export class Session extends BaseModel {
  static override tableName = 'sessions';

  id!: string;
  userId!: number;
  csrfToken!: string;
  ip!: string | null;
  userAgent!: string | null;
  createdAt!: Date;
  lastSeenAt!: Date;
  expiresAt!: Date;

  user?: User;

  static override get relationMappings(): RelationMappings {
    return {
      user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'sessions.userId', to: 'users.id' } },
    };
  }

  static override modifiers: Modifiers = {
    /** Neither limit passed: the absolute expiry and the idle limit (`idleSince` is now minus the idle minutes). */
    live: (query, idleSince: Date) => query.where('sessions.expiresAt', '>', new Date()).where('sessions.lastSeenAt', '>', idleSince),
    /** Past either limit: what housekeeping deletes. */
    dead: (query, idleSince: Date) => query.where((q) => q.where('sessions.expiresAt', '<=', new Date()).orWhere('sessions.lastSeenAt', '<=', idleSince)),
  };
}
