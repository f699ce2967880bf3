import { firstError, loginSchema, validate, type FieldError } from '@cc/validation';

/**
 * The API's login schema on the form's values: either field missing says 'Please fill all fields'.
 * Imported only through hooks/use-login-check.ts, so joi stays off the login page's first load.
 */
export const firstLoginError = (values: { username: string; password: string }): FieldError | undefined => firstError(validate(loginSchema, values));
