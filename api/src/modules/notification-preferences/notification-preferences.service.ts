import type { NotificationPreferences } from '@cc/validation';
import type { Knex } from 'knex';
import { notFound } from '../../lib/http-error';

const COLUMNS = ['notifyEmail', 'notifySms', 'notifyPush', 'preferredLanguage'] as const;

interface PreferenceRow {
  notifyEmail: boolean;
  notifySms: boolean;
  notifyPush: boolean;
  preferredLanguage: 'hi' | 'en';
}

const toDto = (row: PreferenceRow): NotificationPreferences => ({
  email: row.notifyEmail,
  sms: row.notifySms,
  push: row.notifyPush,
  language: row.preferredLanguage,
});

export async function getPreferences(db: Knex, userId: number): Promise<NotificationPreferences> {
  const row = (await db('users').where({ id: userId }).first(...COLUMNS)) as PreferenceRow | undefined;
  if (!row) throw notFound();
  return toDto(row);
}

/** Only the caller's own row: the id comes from the session, never from the request. */
export async function savePreferences(db: Knex, userId: number, input: NotificationPreferences): Promise<NotificationPreferences> {
  const [row] = (await db('users')
    .where({ id: userId })
    .update({
      notifyEmail: input.email,
      notifySms: input.sms,
      notifyPush: input.push,
      preferredLanguage: input.language,
      updatedAt: db.fn.now(),
    })
    .returning([...COLUMNS])) as PreferenceRow[];
  if (!row) throw notFound();
  return toDto(row);
}
