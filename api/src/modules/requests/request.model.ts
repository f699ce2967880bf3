import type { Modifiers, RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { publishedSql } from '../publication/published';
import { REMOVED_TEXT } from '../data-deletion/deletion-policy';
import { RequestFeedback } from '../request-feedback/request-feedback.model';
import { RequestReopen } from '../request-feedback/request-reopen.model';
import { OPEN_STATUSES } from '../sla/open-statuses';
import { User } from '../users/user.model';
import { Escalation } from './escalation.model';
import { RequestHistory } from './request-history.model';
import { applyScope, type Viewer } from './request-scope';

type Relation = 'assignee' | 'submitter' | 'history' | 'escalations' | 'feedback' | 'reopens' | 'duplicateOf';

/** A row of `requests` (spec §3) without its relations. */
export type RequestRow = Omit<ServiceRequest, keyof BaseModel | Relation>;

/** What a request loads of its assigned official (the DTO shows name and email, the timeline the role). */
export type Assignee = Pick<User, 'id' | 'name' | 'email' | 'role'>;

/**
 * A row of `requests` (spec §3) with its relations: the assigned official and the submitter, the
 * history (oldest first), the escalations, the citizen's rating and reopens, and the original of a
 * duplicate. Named ServiceRequest to stay clear of the fetch `Request` global.
 */
export class ServiceRequest extends BaseModel {
  static override tableName = 'requests';

  id!: number;
  requestId!: string;
  title!: string | null;
  requestType!: string;
  category!: string | null;
  priority!: string | null;
  status!: string;
  description!: string;
  name!: string;
  phone!: string;
  email!: string | null;
  voterIdNumber!: string | null;
  district!: string;
  vidhansabha!: string | null;
  constituency!: string | null;
  block!: string | null;
  address!: string;
  attachmentUrl!: string | null;
  attachmentPath!: string | null;
  attachmentType!: string | null;
  attachmentName!: string | null;
  assignedTo!: number | null;
  escalationLevel!: number;
  response!: string | null;
  /** The catalogue key of a default response (migration 027): each reader gets it in their language. */
  responseKey?: string | null;
  /** The page language an anonymous filer filed from (migration 027): their messages' language. */
  language?: 'hi' | 'en' | null;
  /** The response its decider chose to publish without names (migration 024), null otherwise. */
  publicNote!: string | null;
  /** The citizen's opt-in to publication (migration 024); publication/published.ts decides. */
  showPublicly!: boolean;
  submitterId!: number | null;
  submitterType!: string;
  /** The Open311 client's key that filed it (migration 019), null for every other intake. */
  open311KeyId!: number | null;
  /** The request this one was closed as a duplicate of (migration 018); its citizen follows that one. */
  duplicateOfId!: number | null;
  submittedAt!: Date;
  createdAt!: Date;
  updatedAt!: Date;
  resolvedAt!: Date | null;
  dueAt!: Date | null;
  slaStartedAt!: Date | null;
  /** When its personal data was replaced (migration 026): an account's deletion, an erasure, the retention period. */
  anonymisedAt?: Date | null;

  assignee?: Assignee | null;
  submitter?: Pick<User, 'id' | 'name' | 'role'> | null;
  history?: RequestHistory[];
  escalations?: Escalation[];
  feedback?: RequestFeedback | null;
  reopens?: RequestReopen[];
  duplicateOf?: ServiceRequest | null;

  // A getter, so the classes named here are read when a query first needs them (no import cycle).
  static override get relationMappings(): RelationMappings {
    return {
      assignee: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'requests.assignedTo', to: 'users.id' },
        modify: (query) => query.select('users.id', 'users.name', 'users.email', 'users.role'),
      },
      submitter: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'requests.submitterId', to: 'users.id' },
        modify: (query) => query.select('users.id', 'users.name', 'users.role'),
      },
      history: {
        relation: BaseModel.HasManyRelation,
        modelClass: RequestHistory,
        join: { from: 'requests.id', to: 'request_history.requestId' },
        modify: 'inOrder',
      },
      escalations: {
        relation: BaseModel.HasManyRelation,
        modelClass: Escalation,
        join: { from: 'requests.id', to: 'escalations.requestId' },
        modify: 'inOrder',
      },
      // The citizen's rating (one at most) and their reopens (migration 017).
      feedback: {
        relation: BaseModel.HasOneRelation,
        modelClass: RequestFeedback,
        join: { from: 'requests.id', to: 'request_feedback.requestId' },
      },
      reopens: {
        relation: BaseModel.HasManyRelation,
        modelClass: RequestReopen,
        join: { from: 'requests.id', to: 'request_reopens.requestId' },
      },
      // The original a duplicate was closed in favour of (migration 018).
      duplicateOf: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: ServiceRequest,
        join: { from: 'requests.duplicateOfId', to: 'requests.id' },
      },
    };
  }

  /**
   * The filters every reader of requests shares. Each names the table as the query does (its
   * alias, if it has one), so they fit `requests as r` too.
   */
  static override modifiers: Modifiers = {
    /** The scope rule of request-scope.ts: what this viewer may see. */
    visibleTo: (query, viewer: Viewer) => applyScope(query, viewer, query.tableRefFor(ServiceRequest)),
    /** Statuses whose SLA clock runs (sla/open-statuses.ts). */
    open: (query) => query.whereIn(`${query.tableRefFor(ServiceRequest)}.status`, OPEN_STATUSES),
    /** Open and past its due time at `now` (the database's now() when absent): the worklists' "overdue". */
    overdueAt: (query, now?: Date) => {
      const table = query.tableRefFor(ServiceRequest);
      query.whereIn(`${table}.status`, OPEN_STATUSES).where(`${table}.dueAt`, '<=', now ?? query.knex().fn.now());
    },
    /** What the public may read (publication/published.ts). */
    // raw: the rule's exists-subqueries over request_types and users are one SQL text, shared with the hints' select.
    published: (query) => query.whereRaw(publishedSql(query.tableRefFor(ServiceRequest)), [REMOVED_TEXT]),
  };
}
