import type { DuplicateOfLink } from './duplicates';
import type { RequestFeedbackState } from './request-feedback';
import type { RequestStatus, WorkflowStage } from './request';

/**
 * What anyone holding a request code and its phone number (or a signed track link) may see
 * (POST /api/public/track, GET /api/public/track/:code): where the request stands, never who
 * filed it. No name, phone, e-mail, voter id, address, description or attachment.
 */
export interface PublicRequestStatus {
  /** The display code, e.g. CC-2026-000123. */
  requestId: string;
  requestType: string;
  status: RequestStatus;
  /** The server's `workflow.stages` (the same stages as RequestDto). */
  stages: WorkflowStage[];
  /** The latest public response of the office, if any. */
  response: string | null;
  /** Set when `response` is a default remark (e.g. "Request approved."): its catalogue key, to read in the page's language. */
  responseKey: string | null;
  submittedAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  /** The SLA due time (expected date) while the request is open. */
  dueAt: string | null;
  isOverdue: boolean;
  /** Closed as a duplicate: the original this request now follows, its public status only. */
  duplicateOf: DuplicateOfLink | null;
  /** Rating and reopen: only when opened with the signed link, whose holder the request is. */
  feedback?: RequestFeedbackState;
}
