import { BaseModel } from '../../db/base-model';

/**
 * The counters of `requests` the database keeps by trigger (migration 014): how many requests a key
 * has, and how many of them have a due time. Read only; the triggers write them.
 */
interface Counted {
  requests: number;
  withDueAt: number;
}

/** Per (district, request type, status): the office-wide and district stats, the numbered list's total. */
export class RequestCount extends BaseModel implements Counted {
  static override tableName = 'request_counts';
  static override idColumn = ['district', 'requestType', 'status'];

  district!: string;
  requestType!: string;
  status!: string;
  requests!: number;
  withDueAt!: number;
}

/** Per (assignee, district, status): the "or assigned to me" half of the district scope (request-scope.ts). */
export class RequestAssigneeCount extends BaseModel implements Counted {
  static override tableName = 'request_assignee_counts';
  static override idColumn = ['assignedTo', 'district', 'status'];

  assignedTo!: number;
  district!: string;
  status!: string;
  requests!: number;
  withDueAt!: number;
}
