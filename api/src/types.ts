import type { SessionUser } from '@cc/types';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config';
import type { SessionData } from './modules/auth/session-store';
import type { Lifecycle } from './modules/health/lifecycle';
import type { Clock } from './modules/sla/clock';
import type { PolicyEntry } from './policy/policy-table';

/**
 * koa-session's `ctx.session` (its Session class is not exported): the stored fields of
 * modules/auth/session-store.ts, empty and `isNew` for an anonymous caller.
 */
export type AppSession = Partial<SessionData> & {
  readonly isNew: boolean;
  /** A new id for this data: the old row is deleted, the new one written (login, registration). */
  regenerate(): Promise<void>;
};

export interface AppState {
  requestId: string;
  user?: SessionUser;
  policy?: PolicyEntry;
  /** The query as the route's declared schema converted it (middleware/validate.ts acceptsQuery). */
  query?: Record<string, unknown>;
}

export interface AppDeps {
  db: Knex;
  config: AppConfig;
  logger: Logger;
  /** "Now" for SLA metrics (modules/sla/clock.ts); the database's now() when absent. */
  clock?: Clock;
  /** Draining or not (server.ts); absent in tests that build an app without a server. */
  lifecycle?: Lifecycle;
}

export interface AppContext {
  deps: AppDeps;
  log: Logger;
  /** Set to new data to start a session, to null to end it (koa-session deletes the row). */
  get session(): AppSession | null;
  set session(value: SessionData | null);
}

export type AppKoa = Koa<AppState, AppContext>;
export type Ctx = Koa.ParameterizedContext<AppState, AppContext>;
export type Next = Koa.Next;
