import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { sha256 } from '../../lib/tokens';
import { SESSION_COOKIE } from '../../middleware/cookies';
import type { Ctx } from '../../types';
import { Session } from './session.model';

/**
 * What a session holds. koa-session hands these fields back to `set` as it got them from `get`;
 * the times are epoch milliseconds. Only `userId` and `csrfToken` are the application's data.
 */
export interface SessionData {
  userId: number;
  csrfToken: string;
  createdAt?: number;
  lastSeenAt?: number;
  expiresAt?: number;
}

type SessionConfig = Pick<AppConfig, 'session'>;

const MINUTE = 60 * 1000;
/** The idle clock is kept to the minute: one write per session-minute at most, not one per request. */
export const TOUCH_EVERY_MS = MINUTE;
const SESSION_COLUMNS = ['userId', 'csrfToken', 'createdAt', 'lastSeenAt', 'expiresAt'] as const;
const COLUMNS = new Set<string>(SESSION_COLUMNS);

/** What a request needs of its user (toSessionUser) and whether they may still act. None clash with a sessions column. */
const USER_COLUMNS = ['username', 'name', 'email', 'phone', 'role', 'district', 'constituency', 'mandal', 'ward', 'address', 'department', 'isActive', 'preferredLanguage'] as const;
export type LoadedUser = SessionUser & { isActive: boolean; preferredLanguage: 'hi' | 'en' };

/** Per request (the context is the key, so nothing outlives it or crosses to another request). */
const loadedUsers = new WeakMap<Ctx, LoadedUser | null>();

/** The user read with this request's session row; null when the row named no existing user. */
export function loadedUser(ctx: Ctx): LoadedUser | null {
  return loadedUsers.get(ctx) ?? null;
}

/** The row id for a cookie value: the table never holds the value itself. */
const rowId = (key: string) => sha256(key);
const ms = (value: Date | string) => new Date(value).getTime();
/** The last touch a live session has had since: the idle limit counted back from now. */
export const idleSince = (config: SessionConfig, now = Date.now()) => new Date(now - config.session.idleMinutes * MINUTE);

/** koa-session passes the request's context along (its types mark it optional). */
interface StoreCall {
  ctx?: Ctx;
}
function contextOf({ ctx }: StoreCall): Ctx {
  if (!ctx) throw new Error('koa-session called the session store without a context');
  return ctx;
}

/**
 * koa-session's external store on the `sessions` table (PostgreSQL), so every API process sees the
 * same sessions. koa-session gives the cookie value as `key`; the row is keyed by its sha256.
 */
export const postgresSessionStore = {
  /**
   * The session row and its user in one query: a signed-in request costs one round trip to read
   * who is calling (docs/decisions/0019-sessions.md). The user is kept beside this request's
   * context for `loadedUser` (middleware/session.ts); a row whose user is gone reads as a
   * user-less session there and is ended.
   */
  async get(key: string, _maxAge: number, call: StoreCall): Promise<SessionData | undefined> {
    const ctx = contextOf(call);
    // Objection's first() takes no columns: they are selected, then the one row is taken.
    const row = (await Session.query(ctx.deps.db)
      .leftJoinRelated('user')
      .where('sessions.id', rowId(key))
      .select(...SESSION_COLUMNS.map((column) => `sessions.${column}`), ...USER_COLUMNS.map((column) => `user.${column}`))
      .first()) as (Session & Record<(typeof USER_COLUMNS)[number], unknown>) | undefined;
    if (!row) return undefined;
    const user = { id: row.userId, ...Object.fromEntries(USER_COLUMNS.map((column) => [column, row[column]])) } as LoadedUser;
    loadedUsers.set(ctx, row.username == null ? null : user);
    return {
      userId: row.userId,
      csrfToken: row.csrfToken,
      createdAt: ms(row.createdAt),
      lastSeenAt: ms(row.lastSeenAt),
      expiresAt: ms(row.expiresAt),
    };
  },

  /**
   * Called on every response of a signed-in caller (`rolling`). A session without `createdAt` is new
   * (login, registration): inserted, and a regenerate's second commit of the same data does nothing.
   * Otherwise the row is touched only when its last touch is a minute old or more.
   */
  async set(key: string, session: SessionData & Record<string, unknown>, _maxAge: number, call: StoreCall & { changed: boolean }): Promise<void> {
    const unknown = Object.keys(session).filter((name) => !name.startsWith('_') && !COLUMNS.has(name));
    // The table has a column per field: anything else would silently vanish, so refuse it loudly.
    if (unknown.length) throw new Error(`the session store cannot keep ${unknown.join(', ')}`);
    const ctx = contextOf(call);
    const { db, config } = ctx.deps;
    const id = rowId(key);
    const now = new Date();
    if (session.createdAt === undefined) {
      await Session.query(db)
        .insert({
          id,
          userId: session.userId,
          csrfToken: session.csrfToken,
          ip: ctx.ip?.slice(0, 64) ?? null,
          userAgent: ctx.get('user-agent')?.slice(0, 300) || null,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + config.session.absoluteHours * 60 * MINUTE),
        })
        .onConflict('id')
        .ignore();
    } else if (call.changed) {
      await Session.query(db).where({ id }).patch({ userId: session.userId, csrfToken: session.csrfToken, lastSeenAt: now });
    } else if (now.getTime() - (session.lastSeenAt ?? 0) >= TOUCH_EVERY_MS) {
      await Session.query(db).where({ id }).patch({ lastSeenAt: now });
    }
  },

  async destroy(key: string, call: StoreCall): Promise<void> {
    await Session.query(contextOf(call).deps.db).where({ id: rowId(key) }).delete();
  },
};

/** koa-session's `valid`: the 12 h absolute limit and the 30 min idle limit, both from the row. */
export function sessionIsLive(data: Partial<SessionData>, config: SessionConfig, now = Date.now()): boolean {
  if (typeof data.userId !== 'number' || !data.expiresAt || !data.lastSeenAt) return false;
  return data.expiresAt > now && data.lastSeenAt + config.session.idleMinutes * MINUTE > now;
}

/** The row of the session this request was read with (the caller's own), or null when it has none. */
export function currentSessionRowId(ctx: Ctx): string | null {
  const presented = ctx.cookies.get(SESSION_COOKIE);
  return presented && ctx.session && !ctx.session.isNew ? rowId(presented) : null;
}

/** Ends every session of a user (disable, password reset). */
export async function destroyUserSessions(db: Knex, userId: number): Promise<void> {
  await Session.query(db).where({ userId }).delete();
}

/** Housekeeping: rows past either limit (a dead row met at a request is deleted there already). */
export async function purgeExpiredSessions(db: Knex, config: SessionConfig): Promise<number> {
  return Session.query(db).modify('dead', idleSince(config)).delete();
}
