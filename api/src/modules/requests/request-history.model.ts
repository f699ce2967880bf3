import type { Modifiers, RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { User } from '../users/user.model';
import { ServiceRequest } from './request.model';

/**
 * One step of a request's life (who, when, from which status to which, why): append-only, a
 * database trigger refuses UPDATE and DELETE (migration 002).
 */
export class RequestHistory extends BaseModel {
  static override tableName = 'request_history';

  id!: number;
  requestId!: number;
  action!: string;
  fromStatus!: string | null;
  toStatus!: string | null;
  /** The step's reason as the citizen may be told it. */
  notes!: string | null;
  /** The catalogue key when `notes` is a default remark (migration 027), rendered in the reader's language. */
  notesKey?: string | null;
  /** The office's own note of the step (migration 025): staff, officials and administrators only. */
  internalNote!: string | null;
  /** Null for the system (the SLA scheduler) and for an anonymous filer. */
  userId!: number | null;
  userRole!: string | null;
  createdAt!: Date;

  user?: Pick<User, 'id' | 'name'> | null;
  request?: ServiceRequest;

  // A getter, so the classes named here are read when a query first needs them (no import cycle).
  static override get relationMappings(): RelationMappings {
    return {
      request: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: ServiceRequest,
        join: { from: 'request_history.requestId', to: 'requests.id' },
      },
      user: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'request_history.userId', to: 'users.id' },
        modify: (query) => query.select('users.id', 'users.name'),
      },
    };
  }

  static override modifiers: Modifiers = {
    inOrder: (query) => {
      const table = query.tableRefFor(RequestHistory);
      query.orderBy([{ column: `${table}.createdAt` }, { column: `${table}.id` }]);
    },
  };
}
