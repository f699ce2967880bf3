import { dictionary } from '@zxcvbn-ts/language-common';
import { validationMessages } from '@cc/validation';
import { DEMO_USERS } from '../../db/seeds/demo-users';
import { ValidationError } from '../../lib/http-error';

/**
 * The common-password dictionary of @zxcvbn-ts/language-common (MIT, Dan Wheeler, Dropbox and
 * zxcvbn-ts): about 49,000 passwords ranked by how often they appear in leaked password sets, all
 * lower case. ASVS asks to refuse the most common passwords; it lives on the server only, so the
 * list never reaches a browser bundle (the forms show the server's message).
 */
const COMMON = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_COUNT = COMMON.size;

/**
 * The demo accounts' passwords are printed in the README (citizen123, staff123, ...), so they are
 * the first an attacker tries on any installation: refused like the common ones. Taken from the
 * demo seed itself, so a new demo account's password is refused too; the seed stores its hashes
 * directly and never passes through this check.
 */
const PUBLISHED = new Set(DEMO_USERS.map((user) => user.password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || PUBLISHED.has(lower);
};

/**
 * The server's rule for every place a password is set (registration, the admin user form's create
 * and edit, a password change, the create-admin command): the length rule stays in the shared joi
 * schemas (`passwordRule`); this adds the lists.
 * Throws a 400 on `field` whose message the forms show in English and Hindi.
 */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw new ValidationError([{ field, messageKey: 'passwordTooCommon', message: validationMessages.passwordTooCommon.en }]);
}
