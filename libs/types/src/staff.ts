/** Shapes of the staff-side reads: report summary, the inbox (bell), response templates. */

export interface CountRow {
  key: string;
  count: number;
}

/** GET /api/reports/summary. */
export interface ReportSummary {
  from: string;
  to: string;
  total: number;
  byStatus: CountRow[];
  byType: CountRow[];
  byDistrict: CountRow[];
  /** One entry per day of the range, zero-filled, oldest first. */
  perDay: { date: string; count: number }[];
  /** Mean hours from submission to resolution of the range's resolved requests; null when none. */
  averageResolutionHours: number | null;
  /** Open requests of the range whose due time has passed. */
  overdueCount: number;
  /** The citizens' ratings of the range's requests. */
  ratings: ReportRatings;
}

/** One group's average rating (1-5, one decimal) and how many ratings it has. */
export interface RatingRow {
  key: string;
  average: number;
  count: number;
}

export interface ReportRatings {
  /** Over all the range's rated requests; null when none. */
  average: number | null;
  count: number;
  byDistrict: RatingRow[];
  byType: RatingRow[];
  /** Per official the request was assigned to when rated (their name; never the citizen's). */
  byOfficial: Array<RatingRow & { name: string }>;
}

/** The date range of a report, calendar days YYYY-MM-DD, inclusive. */
export interface ReportRange {
  from: string;
  to: string;
}

export type InboxEventKind = 'assignment' | 'overdue' | 'reopened';

export interface InboxItem {
  kind: InboxEventKind;
  /** Numeric id (for GET /api/requests/:id). */
  id: number;
  /** Display code, e.g. CC-2026-000123. */
  requestId: string;
  title: string | null;
  /** The type code: a title that is only the type's English words is shown as the type's name instead. */
  requestType: string;
  status: string;
  at: string;
  unread: boolean;
}

/** GET /api/staff/inbox and POST /api/staff/inbox/read. */
export interface Inbox {
  unread: number;
  items: InboxItem[];
}

/** GET /api/response-templates item: a remark staff may pick; placeholders are filled client-side. */
export interface ResponseTemplate {
  id: number;
  category: string;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
  language: 'en' | 'hi' | 'both';
}
