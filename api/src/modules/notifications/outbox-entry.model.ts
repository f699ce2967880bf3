import type { Modifiers, RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { ServiceRequest } from '../requests/request.model';
import { User } from '../users/user.model';

type OutboxStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

/**
 * A row of `notification_outbox` (migrations 004, 006; docs/decisions/0051-notification-outbox-and-templates.md): one
 * message, rendered when its change committed, delivered by the dispatcher. No `jsonAttributes`:
 * the payload is written as JSON text and pg parses jsonb on read.
 */
export class OutboxEntry extends BaseModel {
  static override tableName = 'notification_outbox';

  id!: number;
  channel!: 'email' | 'sms';
  recipient!: string;
  /** The id of the template it was rendered from, as text; null when none was found. */
  template!: string | null;
  payload!: unknown;
  /** One row per logical notification, whichever process or retry writes it (unique). */
  dedupeKey!: string | null;
  status!: OutboxStatus;
  attempts!: number;
  nextAttemptAt!: Date;
  /** The claim's lease: a 'sending' row past it is taken over by the next claimer. */
  lockedUntil!: Date | null;
  sentAt!: Date | null;
  lastError!: string | null;
  event!: string | null;
  requestId!: number | null;
  userId!: number | null;
  language!: 'hi' | 'en' | null;
  subject!: string | null;
  body!: string | null;
  createdAt!: Date;

  user?: User | null;
  request?: ServiceRequest | null;

  // A getter, so the classes named here are read when a query first needs them (no import cycle).
  static override get relationMappings(): RelationMappings {
    return {
      /** The account it was sent for, when it was (a citizen's choices decided its channel and language). */
      user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'notification_outbox.userId', to: 'users.id' } },
      /** The request it tells about; null for messages about no request, or once the request is gone. */
      request: { relation: BaseModel.BelongsToOneRelation, modelClass: ServiceRequest, join: { from: 'notification_outbox.requestId', to: 'requests.id' } },
    };
  }

  static override modifiers: Modifiers = {
    /** Handed over: delivered to the provider or written to the log transport. */
    delivered: (query) => query.whereIn('notification_outbox.status', ['sent', 'logged']),
    /** Gave up: attempts exhausted, a permanent refusal, or never sendable (no template). */
    failed: (query) => query.where('notification_outbox.status', 'failed'),
  };
}
