import { feedbackSchema, formErrors, reopenSchema, type MessageKey } from '@cc/validation';

/**
 * The API's rating and reopen schemas on the forms' values. Imported only at submit
 * (components/request-feedback.tsx), so joi (~50 KB gzip) is not part of the citizen dashboard's
 * first load, where these forms sit on resolved requests.
 */
export const ratingErrors = (body: { rating: number | null; comment: string | null }): Partial<Record<'rating' | 'comment', MessageKey>> =>
  formErrors<'rating' | 'comment'>(feedbackSchema, body);

export const reopenErrors = (reason: string): Partial<Record<'reason', MessageKey>> => formErrors<'reason'>(reopenSchema, { reason });
