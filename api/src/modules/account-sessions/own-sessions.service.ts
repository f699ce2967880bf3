import type { AccountSession } from '@cc/types';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { sha256 } from '../../lib/tokens';
import { Session } from '../auth/session.model';
import { idleSince } from '../auth/session-store';
import { describeDevice } from './device-label';
import { networkOf } from './network-label';

/**
 * The caller's own sessions: listed, ended one by one, or all but the current one. Every query is
 * scoped by the caller's user id, so another user's session is simply not found (404).
 */

/**
 * The handle the list gives for a session: derived from the row id (itself the sha256 of the
 * cookie), so neither the cookie nor the stored digest leaves the server, and it is stable while
 * the session lives.
 */
const handleOf = (rowId: string) => sha256(`session-handle:${rowId}`).slice(0, 32);

/** Live rows only: a row past either limit is dead already and goes with the housekeeping. */
function liveSessions(db: Knex, userId: number, config: Pick<AppConfig, 'session'>) {
  return Session.query(db).where({ userId }).modify('live', idleSince(config));
}

export async function listOwnSessions(
  db: Knex,
  config: Pick<AppConfig, 'session'>,
  caller: { userId: number; rowId: string | null; ip: string },
): Promise<AccountSession[]> {
  const rows = await liveSessions(db, caller.userId, config).select('id', 'ip', 'userAgent', 'createdAt', 'lastSeenAt').orderBy('lastSeenAt', 'desc');
  const here = networkOf(caller.ip);
  const sessions = rows.map(
    (row): AccountSession => ({
      id: handleOf(row.id),
      current: row.id === caller.rowId,
      device: describeDevice(row.userAgent),
      network: networkOf(row.ip),
      sameNetwork: here !== null && networkOf(row.ip) === here,
      signedInAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    }),
  );
  // This device first, then the most recently used.
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}

/** The row behind a handle, among the caller's own sessions only; null otherwise. */
export async function ownSessionRow(db: Knex, userId: number, handle: string): Promise<string | null> {
  if (!/^[0-9a-f]{32}$/.test(handle)) return null;
  const rows = await Session.query(db).where({ userId }).select('id');
  return rows.find((row) => handleOf(row.id) === handle)?.id ?? null;
}

export async function endSession(db: Knex, userId: number, rowId: string): Promise<void> {
  await Session.query(db).where({ userId, id: rowId }).delete();
}

/** "Log out everywhere else", and what a password change does: every session of the user but this one. */
export async function endOtherSessions(db: Knex, userId: number, keepRowId: string | null): Promise<number> {
  const query = Session.query(db).where({ userId });
  if (keepRowId) query.whereNot({ id: keepRowId });
  return query.delete();
}
