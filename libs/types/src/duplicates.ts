import type { RequestStatus, WorkflowStage } from './request';

/** What identifies a similar open request and where it stands. */
export interface SimilarRequestBase {
  requestId: string;
  requestType: string;
  status: RequestStatus;
  /** When it was filed (ISO). */
  createdAt: string;
}

/**
 * One similar open request as the request form shows it (GET /api/requests/similar): its public
 * part only, never who filed it (name, phone, address).
 */
export interface SimilarRequestHint extends SimilarRequestBase {
  /** District code; the Vidhan Sabha code, null when none or "other". */
  district: string;
  vidhanSabha: string | null;
  /** The first line of its description, redacted, shortened: only when it is published; else null. */
  opening: string | null;
  /** Where anyone may follow it (its Open311 record, an API path): only when published; else null. */
  followPath: string | null;
}

export interface SimilarRequestHints {
  items: SimilarRequestHint[];
}

/** A similar open request as staff see it beside a request (GET /api/requests/:id/similar): inside their scope. */
export interface StaffSimilarRequest extends SimilarRequestBase {
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
