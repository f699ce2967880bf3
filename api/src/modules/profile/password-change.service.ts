import { validationMessages, type PasswordChange } from '@cc/validation';
import type { Knex } from 'knex';
import { notFound, ValidationError } from '../../lib/http-error';
import { endOtherSessions } from '../account-sessions/own-sessions.service';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/password';
import { User } from '../users/user.model';

/**
 * The caller's own password change (ASVS 6.2.2, 6.2.3, 7.4.3): the current password first, then the
 * new one on the common-password list; the new hash and the end of every other session of the
 * account are one transaction, so a session opened with the old password cannot outlive it.
 * The session making the change stays signed in. Returns how many other sessions ended.
 */
export async function changeOwnPassword(db: Knex, userId: number, currentRowId: string | null, input: PasswordChange): Promise<number> {
  const user = await User.query(db).findById(userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ValidationError([{ field: 'currentPassword', messageKey: 'currentPasswordIncorrect', message: validationMessages.currentPasswordIncorrect.en }]);
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (trx) => {
    await User.query(trx).patchAndFetchById(userId, { passwordHash, updatedAt: new Date() });
    return endOtherSessions(trx, userId, currentRowId);
  });
}
