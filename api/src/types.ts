import type { SessionUser } from '@cc/types';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config';
import type { Clock } from './modules/sla/clock';
import type { PolicyEntry } from './policy/policy-table';

export interface SessionState {
  /** sha256 of the cookie token (the row id). */
  id: string;
  csrfToken: string;
}

export interface AppState {
  requestId: string;
  user?: SessionUser;
  session?: SessionState;
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
}

export interface AppContext {
  deps: AppDeps;
  log: Logger;
}

export type AppKoa = Koa<AppState, AppContext>;
export type Ctx = Koa.ParameterizedContext<AppState, AppContext>;
export type Next = Koa.Next;
