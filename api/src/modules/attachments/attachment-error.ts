import type { MessageKey } from '@cc/validation';
import { validationMessages } from '@cc/validation';

/**
 * A refused upload. Shaped like Koa/http-errors (`status`, `expose`) plus the API's
 * `{error, field, messageKey}` body fields, so the error middleware renders it as is.
 */
export class AttachmentError extends Error {
  readonly expose = true;

  constructor(
    readonly status: 400 | 413,
    readonly messageKey: MessageKey,
    readonly field: string | null = null,
  ) {
    super(validationMessages[messageKey].en);
    this.name = 'AttachmentError';
  }
}
