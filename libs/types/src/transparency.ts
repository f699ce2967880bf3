/**
 * The public transparency dashboard (GET /api/public/transparency): counts only, no
 * personal data. Resolution times are read off a bucketed histogram: a percentile is the upper bound
 * (hours) of the bucket holding it ("half were resolved within N hours"); docs/api.md.
 * A row about 1-4 requests is suppressed (`suppressed: true`, every figure null: "fewer than 5"),
 * since so few requests with Open311's public list could name the one behind a figure.
 */
export interface TransparencyFigures {
  /** Fewer than TRANSPARENCY_MIN_COUNT (5) requests, but some: every figure of the row is null. */
  suppressed: boolean;
  received: number | null;
  resolved: number | null;
  rejected: number | null;
  /** Still open: pending, assigned, in progress or escalated. */
  pending: number | null;
  /** Open and past their due time. */
  overdue: number | null;
  medianResolutionHours: number | null;
  p90ResolutionHours: number | null;
  /** Of the resolved requests that had a due time, the share resolved by it (0-1); null when none. */
  withinSlaShare: number | null;
}

export interface TransparencyDistrictRow extends TransparencyFigures {
  district: string;
}

export interface TransparencyTypeRow extends TransparencyFigures {
  requestType: string;
}

export interface TransparencyCell extends TransparencyFigures {
  district: string;
  requestType: string;
}

export interface TransparencyMonth {
  /** YYYY-MM, the month of submission (Asia/Kolkata). */
  month: string;
  /** As on TransparencyFigures: 1-4 requests that month, every figure null. */
  suppressed: boolean;
  received: number | null;
  resolved: number | null;
  medianResolutionHours: number | null;
  withinSlaShare: number | null;
}

export interface TransparencyFilters {
  district?: string;
  type?: string;
  /** Requests submitted in the last N calendar months (this one included); absent: all time. */
  months?: number;
}

export interface TransparencyReport {
  filters: { district: string | null; type: string | null; months: number | null };
  /** When the summary was last refreshed (ISO 8601): every figure of the answer is as of then. */
  summaryAsOf: string;
  totals: TransparencyFigures;
  byDistrict: TransparencyDistrictRow[];
  byType: TransparencyTypeRow[];
  cells: TransparencyCell[];
  /** The last 12 calendar months, oldest first, every month present. */
  trend: TransparencyMonth[];
  /** Citizens' ratings of closed requests, for the same filters, as of the same refresh. */
  satisfaction: TransparencySatisfaction;
}

/** How many citizens rated their closed requests and how many were satisfied. */
export interface SatisfactionShare {
  /** Fewer than TRANSPARENCY_MIN_COUNT (5) ratings, but some: rated, satisfied and share are null. */
  suppressed: boolean;
  rated: number | null;
  satisfied: number | null;
  /** satisfied / rated (0-1); null when nobody rated. */
  share: number | null;
}

/** The dashboard's satisfaction (rating ≥ satisfiedMinRating), per district and type; never a name. */
export interface TransparencySatisfaction {
  satisfiedMinRating: number;
  totals: SatisfactionShare;
  byDistrict: Array<SatisfactionShare & { district: string }>;
  byType: Array<SatisfactionShare & { requestType: string }>;
}
