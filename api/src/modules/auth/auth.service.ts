import { uniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '@cc/types';
import { PRIVACY_POLICY_VERSION } from '@cc/validation';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { toSessionUser, User } from '../users/user.model';
import { burnVerifyTime, hashPassword, verifyPassword } from './password';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  district: string;
  vidhanSabha: string | null;
  block: string | null;
  address: string;
  pincode: string;
  username: string;
  password: string;
  voterIdNumber: string | null;
  allowNotifications: boolean;
  /** The language of their messages (users.preferred_language). */
  language: 'hi' | 'en';
  /** Both true: the schema refuses a registration without them. */
  agreedToTerms: true;
  agreedToPrivacy: true;
}

/** The user for these credentials, or null. Unknown users cost the same time as wrong passwords. */
export async function checkCredentials(db: Knex, username: string, password: string): Promise<SessionUser | null> {
  const user = await User.query(db).modify('withUsername', username.trim()).first();
  if (!user) {
    await burnVerifyTime(password);
    return null;
  }
  const ok = await verifyPassword(user.passwordHash, password);
  return ok && user.isActive ? toSessionUser(user) : null;
}

function duplicateError(field: 'username' | 'email'): HttpError {
  return new HttpError(409, field === 'username' ? 'usernameTaken' : 'emailTaken', { field });
}

/** Self-registration always creates a citizen (spec §6), whatever the payload says. */
export async function registerCitizen(db: Knex, input: RegistrationInput): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    const taken = await User.query(trx)
      .modify('withUsername', input.username)
      .orWhere((q) => q.modify('withEmail', input.email))
      .select('username', 'email');
    if (taken.some((row) => row.username.toLowerCase() === input.username.toLowerCase())) throw duplicateError('username');
    if (taken.length > 0) throw duplicateError('email');
    try {
      const user = await User.query(trx).insertAndFetch({
        username: input.username,
        passwordHash,
        name: `${input.firstName} ${input.lastName}`.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        role: 'citizen',
        district: input.district,
        constituency: input.vidhanSabha,
        mandal: input.block,
        address: input.address,
        pincode: input.pincode,
        voterIdNumber: input.voterIdNumber,
        allowNotifications: input.allowNotifications,
        // The registration consent is the starting point of the notification preferences.
        notifyEmail: input.allowNotifications,
        notifySms: input.allowNotifications,
        preferredLanguage: input.language,
        // The consent the schema required, with the policy version it was given to.
        termsAcceptedAt: trx.fn.now(),
        privacyAcceptedAt: trx.fn.now(),
        privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      });
      return toSessionUser(user);
    } catch (error) {
      // A concurrent registration won the race between the check and the insert.
      const violation = uniqueViolation(error);
      if (violation) throw duplicateError(violation.constraint.includes('email') ? 'email' : 'username');
      throw error;
    }
  });
}
