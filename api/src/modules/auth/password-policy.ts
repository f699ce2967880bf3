import { dictionary } from '@zxcvbn-ts/language-common';
import { validationMessages } from '@cc/validation';
import { ValidationError } from '../../lib/http-error';

/**
 * The common-password dictionary of @zxcvbn-ts/language-common (MIT, Dan Wheeler, Dropbox and
 * zxcvbn-ts): about 49,000 passwords ranked by how often they appear in leaked password sets, all
 * lower case. ASVS asks to refuse the most common passwords; it lives on the server only, so the
 * list never reaches a browser bundle (the forms show the server's message).
 */
const COMMON = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_COUNT = COMMON.size;

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());

/**
 * The server's rule for every place a password is set (registration, the admin user form, the
 * create-admin command): the length rule stays in the shared joi schemas; this adds the list.
 * Throws a 400 on `field` whose message the forms show in English and Hindi.
 */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw new ValidationError([{ field, messageKey: 'passwordTooCommon', message: validationMessages.passwordTooCommon.en }]);
}
