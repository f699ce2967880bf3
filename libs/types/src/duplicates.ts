import type { RequestStatus, WorkflowStage } from './request';

/**
 * One similar open request as the request form shows it (GET /api/requests/similar, issue 16):
 * only what identifies the request and where it stands, never who filed it or what they wrote.
 */
export interface SimilarRequestHint {
  requestId: string;
  requestType: string;
  status: RequestStatus;
  /** When it was filed (ISO). */
  createdAt: string;
}

export interface SimilarRequestHints {
  items: SimilarRequestHint[];
}

/** A similar open request as staff see it beside a request (GET /api/requests/:id/similar): inside their scope. */
export interface StaffSimilarRequest extends SimilarRequestHint {
  id: number;
  title: string | null;
}

export interface StaffSimilarRequests {
  items: StaffSimilarRequest[];
}

/**
 * The request a duplicate was closed in favour of, as the duplicate's citizen follows it (their own
 * detail, their own track link): the original's public status only (code, type, status, stage
 * dates). Never its citizen's details, the office's remark or a link to it: a signed link to the
 * original would let them read its remark, rate and reopen it, which is its own citizen's to do.
 */
export interface DuplicateOfLink {
  requestId: string;
  requestType: string;
  status: RequestStatus;
  stages: WorkflowStage[];
}

/** POST /api/requests/:id/duplicate: the original by code (CC-2026-000123) or id, and an optional note. */
export interface MarkDuplicateBody {
  of: string | number;
  note?: string | null;
}
