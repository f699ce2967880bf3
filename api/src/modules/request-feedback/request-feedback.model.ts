import { BaseModel } from '../../db/base-model';

/**
 * A citizen's rating of their closed request, one per request (migration 017). The request's
 * district, type, submission month and official are copied in, so the reports and the dashboard
 * group ratings without joining back to `requests`.
 */
export class RequestFeedback extends BaseModel {
  static override tableName = 'request_feedback';

  id!: number;
  requestId!: number;
  /** Null when given through the signed track link (no account) or after the account is removed. */
  citizenId!: number | null;
  rating!: number;
  comment!: string | null;
  district!: string;
  requestType!: string;
  /** First day of the office-time month the request was submitted in. */
  requestMonth!: string | Date;
  officialId!: number | null;
  via!: 'account' | 'track_link';
  createdAt!: Date;
}
