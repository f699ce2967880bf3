/**
 * The public transparency dashboard (issue 15, GET /api/public/transparency): counts only, no
 * personal data. Resolution times are read off a bucketed histogram: a percentile is the upper bound
 * (hours) of the bucket holding it ("half were resolved within N hours"); docs/api.md.
 */
export interface TransparencyFigures {
  received: number;
  resolved: number;
  rejected: number;
  /** Still open: pending, assigned, in progress or escalated. */
  pending: number;
  /** Open and past their due time. */
  overdue: number;
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
  received: number;
  resolved: number;
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
  /** Citizens' ratings of closed requests (issue 16), for the same filters. */
  satisfaction: TransparencySatisfaction;
}

/** How many citizens rated their closed requests and how many were satisfied (issue 16). */
export interface SatisfactionShare {
  rated: number;
  satisfied: number;
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
