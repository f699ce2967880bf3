import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { randomToken, sha256 } from '../../lib/tokens';
import { toSessionUser, User } from '../users/user.model';

export interface ActiveSession {
  id: string;
  csrfToken: string;
  user: SessionUser;
}

type SessionConfig = Pick<AppConfig, 'session'>;

const minutes = (n: number) => n * 60 * 1000;

/** A new session: the cookie gets the random token, the table only its sha256. */
export async function createSession(
  db: Knex,
  userId: number,
  config: SessionConfig,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken(32);
  const csrfToken = randomToken(32);
  const now = new Date();
  await db('sessions').insert({
    id: sha256(token),
    userId,
    csrfToken,
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.session.absoluteHours * 60 * minutes(1)),
  });
  return { token, csrfToken };
}

/**
 * The live session for a cookie token, or null. Idle (last_seen_at) and absolute (expires_at)
 * limits are both checked in SQL; a dead row is deleted on sight.
 */
export async function findSession(db: Knex, token: string, config: SessionConfig): Promise<ActiveSession | null> {
  const id = sha256(token);
  const row = await db('sessions').where({ id }).first();
  if (!row) return null;
  const now = Date.now();
  const idleLimit = new Date(row.lastSeenAt).getTime() + minutes(config.session.idleMinutes);
  if (new Date(row.expiresAt).getTime() <= now || idleLimit <= now) {
    await db('sessions').where({ id }).delete();
    return null;
  }
  const user = await User.query(db).findById(row.userId);
  if (!user || !user.isActive) {
    await db('sessions').where({ id }).delete();
    return null;
  }
  // Touch at most once a minute: idle precision of a minute costs one write per user-minute.
  if (now - new Date(row.lastSeenAt).getTime() > minutes(1)) {
    await db('sessions').where({ id }).update({ lastSeenAt: new Date(now) });
  }
  return { id, csrfToken: row.csrfToken, user: toSessionUser(user) };
}

export async function destroySession(db: Knex, id: string): Promise<void> {
  await db('sessions').where({ id }).delete();
}

/** Ends every session of a user (disable, password change). */
export async function destroyUserSessions(db: Knex, userId: number): Promise<void> {
  await db('sessions').where({ userId }).delete();
}

export async function purgeExpiredSessions(db: Knex, config: SessionConfig): Promise<number> {
  return db('sessions')
    .where('expiresAt', '<=', new Date())
    .orWhere('lastSeenAt', '<=', new Date(Date.now() - minutes(config.session.idleMinutes)))
    .delete();
}
