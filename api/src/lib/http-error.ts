import { validationMessages, type FieldError, type MessageKey } from '@cc/validation';

/** An error whose message is safe to show: English text of a catalogue key plus its key. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly extra: {
      field?: string;
      errors?: FieldError[];
      headers?: Record<string, string>;
      /** Machine-readable flags added to the body beside the message (login's `captchaRequired`). */
      flags?: Record<string, boolean>;
    } = {},
  ) {
    super(validationMessages[messageKey].en);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(errors: FieldError[]) {
    super(400, errors[0]!.messageKey, { field: errors[0]!.field, errors });
    this.name = 'ValidationError';
  }
}

export const notFound = () => new HttpError(404, 'notFound');
export const unauthorized = () => new HttpError(401, 'authRequired');
export const forbidden = () => new HttpError(403, 'accessDenied');
