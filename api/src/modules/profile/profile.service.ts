import { uniqueViolation } from '../../db/unique-violation';
import type { ProfileUpdate } from '@cc/validation';
import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import { HttpError, notFound } from '../../lib/http-error';
import { toSessionUser, User } from '../users/user.model';

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/**
 * Updates only the caller's own row (the id comes from the session, never the body). E-mail stays
 * unique case-insensitively, as at registration: a taken one answers 409 like there.
 */
export async function updateProfile(db: Knex, userId: number, input: ProfileUpdate): Promise<SessionUser> {
  const patch: Partial<Pick<User, 'name' | 'email' | 'phone'>> = {};
  if (input.name !== undefined) patch.name = input.name.trim();
  const email = blankToNull(input.email);
  if (email !== undefined) patch.email = email === null ? null : email.toLowerCase();
  const phone = blankToNull(input.phone);
  if (phone !== undefined) patch.phone = phone;

  if (patch.email) {
    const taken = await User.query(db).modify('withEmail', patch.email).whereNot({ id: userId }).select('id').first();
    if (taken) throw new HttpError(409, 'emailTaken', { field: 'email' });
  }
  try {
    const row = await User.query(db).patchAndFetchById(userId, { ...patch, updatedAt: new Date() });
    if (!row) throw notFound();
    return toSessionUser(row);
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'emailTaken', { field: 'email' });
    throw error;
  }
}
