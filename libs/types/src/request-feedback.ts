/**
 * The citizen's feedback and reopen of a closed request, as the owner's screens see it:
 * the citizen's own detail (GET /api/requests/:id) and the signed /track link's status.
 */
export interface RequestFeedbackState {
  /** The rating given, once; null until then. */
  given: { rating: number; comment: string | null; createdAt: string } | null;
  /** When the request was last resolved or rejected; null while open. */
  closedAt: string | null;
  /** The last moment a reopen is accepted (closure + 15 days); null while open. */
  reopenUntil: string | null;
  /** Reopens so far (at most 2; a further reason goes to the administrators). */
  reopens: number;
  canRate: boolean;
  canReopen: boolean;
}

/** POST /api/requests/:id/feedback (and its /track twin): what the rating did. */
export interface FeedbackResponse {
  rating: number;
  comment: string | null;
  outcome: 'recorded' | 'reopened' | 'appealed';
}

/** POST /api/requests/:id/reopen (and its /track twin). */
export interface ReopenResponse {
  status: 'pending';
  escalationLevel: number;
  /** 1 or 2. */
  reopen: number;
}

/** One row of GET /api/admin/reopen-appeals: a reason that came after the second reopen. */
export interface ReopenAppealItem {
  id: number;
  requestDbId: number;
  requestCode: string;
  requestType: string;
  district: string;
  status: string;
  reason: string;
  source: 'reopen' | 'rating';
  createdAt: string;
}
