import { apiFetch } from '@cc/api-client';
import type { FeedbackResponse, ReopenResponse } from '@cc/types';

/** POST /api/requests/:id/feedback: the citizen's rating of their closed request. */
export const postFeedback = (id: number, body: { rating: number; comment: string | null }) =>
  apiFetch<FeedbackResponse>(`/api/requests/${id}/feedback`, { method: 'POST', body, retrySafe: true });

/** POST /api/requests/:id/reopen: back to the office with a reason. */
export const postReopen = (id: number, body: { reason: string }) => apiFetch<ReopenResponse>(`/api/requests/${id}/reopen`, { method: 'POST', body, retrySafe: true });
