import { BaseModel } from '../../db/base-model';

/**
 * A one-time code sent for the erasure of a request filed without an account (migration 026):
 * keyed by the sha256 of the challenge id only the browser holds, the code itself an HMAC.
 */
export class RequestErasureChallenge extends BaseModel {
  static override tableName = 'request_erasure_challenges';

  id!: string;
  /** Null when the code and phone matched nothing: the answer is the same, the code never works. */
  requestId!: number | null;
  otpHash!: string;
  attempts!: number;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
