/** What one run of the retention job did (counts only): the admin's settings tab lists them. */
export interface RetentionCounts {
  /** Resolved or rejected requests past the period whose personal data was replaced. */
  requestsAnonymised: number;
  /** Files attached to those requests, removed from storage. */
  filesRemoved: number;
  /** Session rows past the technical period (expired long ago). */
  sessions: number;
  /** Abuse-limit counters (rate_limit_buckets). */
  rateBuckets: number;
  /** Failed-login counters (login_attempts). */
  loginAttempts: number;
  /** Delivered, logged or given-up notifications (recipient and text). */
  messages: number;
  /** One-time codes of erasures by code and phone, expired or used. */
  erasureChallenges: number;
  /** Earlier records of this job. */
  runs: number;
}

export interface RetentionRun {
  id: number;
  startedAt: string;
  finishedAt: string;
  counts: RetentionCounts;
}

/** GET /api/admin/retention: the periods in force and the latest runs, newest first. */
export interface RetentionOverview {
  requestMonths: number;
  technicalMonths: number;
  /** How often the job runs in the answering process, in seconds (0: it does not run there). */
  intervalSeconds: number;
  runs: RetentionRun[];
}
