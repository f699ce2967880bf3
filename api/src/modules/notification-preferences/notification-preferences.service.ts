import type { NotificationPreferences } from '@cc/validation';
import type { Knex } from 'knex';
import { notFound } from '../../lib/http-error';
import { User } from '../users/user.model';

const COLUMNS = ['notifyEmail', 'notifySms', 'notifyPush', 'preferredLanguage'] as const;

type PreferenceRow = Pick<User, (typeof COLUMNS)[number]>;

const toDto = (row: PreferenceRow): NotificationPreferences => ({
  email: row.notifyEmail,
  sms: row.notifySms,
  push: row.notifyPush,
  language: row.preferredLanguage,
});

export async function getPreferences(db: Knex, userId: number): Promise<NotificationPreferences> {
  const row = await User.query(db).findById(userId).select(...COLUMNS);
  if (!row) throw notFound();
  return toDto(row);
}

/** Only the caller's own row: the id comes from the session, never from the request. */
export async function savePreferences(db: Knex, userId: number, input: NotificationPreferences): Promise<NotificationPreferences> {
  const [row] = await User.query(db)
    .where({ id: userId })
    .patch({
      notifyEmail: input.email,
      notifySms: input.sms,
      notifyPush: input.push,
      preferredLanguage: input.language,
      updatedAt: db.fn.now(),
    })
    .returning([...COLUMNS]);
  if (!row) throw notFound();
  return toDto(row);
}
