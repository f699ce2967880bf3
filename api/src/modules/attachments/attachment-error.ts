import type { MessageKey } from '@cc/validation';
import { HttpError } from '../../lib/http-error';

/** A refused upload, rendered by the error middleware as `{error, field, messageKey}`. */
export class AttachmentError extends HttpError {
  constructor(status: 400 | 413, messageKey: MessageKey, field: string | null = null) {
    super(status, messageKey, field ? { field } : {});
    this.name = 'AttachmentError';
  }
}
