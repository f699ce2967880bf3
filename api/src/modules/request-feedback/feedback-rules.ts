import { MAX_REOPENS, NOT_SATISFIED_MAX_RATING, REOPEN_WINDOW_DAYS, type MessageKey } from '@cc/validation';

/** Statuses a citizen may rate or reopen from: the request is closed. */
export const CLOSED_STATUSES = ['resolved', 'rejected'] as const;
export const isClosedStatus = (status: string) => (CLOSED_STATUSES as readonly string[]).includes(status);

const DAY_MS = 86_400_000;

/** Where a request stands for its citizen's feedback (read with the row locked). */
export interface ClosureState {
  status: string;
  /** When it last became resolved or rejected (closure-state.ts); null while open. */
  closedAt: Date | null;
  reopens: number;
  rated: boolean;
}

/** The last moment a reopen is accepted. */
export const reopenDeadline = (closedAt: Date) => new Date(closedAt.getTime() + REOPEN_WINDOW_DAYS * DAY_MS);
export const withinReopenWindow = (state: ClosureState, now: Date) => state.closedAt !== null && now.getTime() <= reopenDeadline(state.closedAt).getTime();

/** What an explicit reopen does: reopen, go to the administrators' queue, or be refused (409). */
export type ReopenDecision = { kind: 'reopen' } | { kind: 'appeal' } | { kind: 'refuse'; messageKey: MessageKey };

export function decideReopen(state: ClosureState, now: Date): ReopenDecision {
  if (!isClosedStatus(state.status)) return { kind: 'refuse', messageKey: 'reopenNotAllowedInStatus' };
  if (!withinReopenWindow(state, now)) return { kind: 'refuse', messageKey: 'reopenWindowPassed' };
  return state.reopens >= MAX_REOPENS ? { kind: 'appeal' } : { kind: 'reopen' };
}

/**
 * A rating: refused (409) unless the request is closed and not yet rated. A rating of 'not
 * satisfied' inside the window then reopens it (or, after two reopens, goes to the queue); any
 * other rating, or one after the window, is only recorded.
 */
export type FeedbackDecision = { kind: 'refuse'; messageKey: MessageKey } | { kind: 'record'; then: 'nothing' | 'reopen' | 'appeal' };

export function decideFeedback(state: ClosureState, rating: number, now: Date): FeedbackDecision {
  if (!isClosedStatus(state.status)) return { kind: 'refuse', messageKey: 'feedbackNotAllowedInStatus' };
  if (state.rated) return { kind: 'refuse', messageKey: 'feedbackAlreadyGiven' };
  if (rating > NOT_SATISFIED_MAX_RATING || !withinReopenWindow(state, now)) return { kind: 'record', then: 'nothing' };
  return { kind: 'record', then: state.reopens >= MAX_REOPENS ? 'appeal' : 'reopen' };
}

/**
 * The level a reopened request goes to: one above its current level, but never above the highest
 * level an active role has (nor the schema's 5), and never below where it already is.
 */
export function reopenedLevel(current: number, highestExisting: number | null, maxLevel: number): number {
  const cap = Math.min(highestExisting ?? current, maxLevel);
  return Math.max(current, Math.min(current + 1, cap));
}
