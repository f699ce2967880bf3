import type { RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { ServiceRequest } from '../requests/request.model';

/** A reason that came after a request's second reopen: the administrators' queue, one per request (migration 017). */
export class ReopenAppeal extends BaseModel {
  static override tableName = 'reopen_appeals';

  id!: number;
  requestId!: number;
  citizenId!: number | null;
  reason!: string;
  source!: 'reopen' | 'rating';
  createdAt!: Date;

  request?: ServiceRequest;

  // A getter, so ServiceRequest is read when a query first needs it (no import cycle).
  static override get relationMappings(): RelationMappings {
    return {
      request: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: ServiceRequest,
        join: { from: 'reopen_appeals.requestId', to: 'requests.id' },
      },
    };
  }
}
