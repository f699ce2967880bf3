import type { RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { User } from '../users/user.model';
import { Escalation } from './escalation.model';
import { RequestHistory } from './request-history.model';

/** A row of `requests` (spec §3) without its relations. */
export type RequestRow = Omit<ServiceRequest, keyof BaseModel | 'assignee' | 'history' | 'escalations'>;

/** What a request loads of its assigned official (the DTO shows name and email, the timeline the role). */
export type Assignee = Pick<User, 'id' | 'name' | 'email' | 'role'>;

/**
 * A row of `requests` (spec §3) with its relations: the assigned official, the history (oldest
 * first) and the escalations. Named ServiceRequest to stay clear of the fetch `Request` global.
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

  assignee?: Assignee | null;
  submitter?: Pick<User, 'id' | 'name' | 'role'> | null;
  history?: RequestHistory[];
  escalations?: Escalation[];

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
    };
  }
}
