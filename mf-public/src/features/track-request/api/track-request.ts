import { apiFetch } from '@cc/api-client';
import type { FeedbackResponse, PublicRequestStatus, ReopenResponse } from '@cc/types';

/** POST /api/public/track: the code and the phone number it was filed with (POST keeps the number out of URLs). */
export function trackByPhone(body: { code: string; phone: string }): Promise<PublicRequestStatus> {
  return apiFetch<PublicRequestStatus>('/api/public/track', { method: 'POST', body });
}

/** GET /api/public/track/:code?t=: a signed link from a message (API paths are lower case). */
export function trackByLink(code: string, token: string): Promise<PublicRequestStatus> {
  return apiFetch<PublicRequestStatus>(`/api/public/track/${encodeURIComponent(code.toLowerCase())}?t=${encodeURIComponent(token)}`);
}

const linkPath = (code: string, action: 'feedback' | 'reopen') => `/api/public/track/${encodeURIComponent(code.toLowerCase())}/${action}`;

/** POST /api/public/track/:code/feedback: the rating, sent with the signed link's token. */
export function rateByLink(code: string, token: string, body: { rating: number; comment: string | null }): Promise<FeedbackResponse> {
  return apiFetch<FeedbackResponse>(linkPath(code, 'feedback'), { method: 'POST', body: { ...body, t: token } });
}

/** POST /api/public/track/:code/reopen: the reopen, sent with the signed link's token. */
export function reopenByLink(code: string, token: string, body: { reason: string }): Promise<ReopenResponse> {
  return apiFetch<ReopenResponse>(linkPath(code, 'reopen'), { method: 'POST', body: { ...body, t: token } });
}
