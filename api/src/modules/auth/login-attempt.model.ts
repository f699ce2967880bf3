import { BaseModel } from '../../db/base-model';

/** A row of `login_attempts` (migration 004): consecutive password failures of one (username, address) pair. */
export class LoginAttempt extends BaseModel {
  static override tableName = 'login_attempts';

  id!: number;
  /** Lower-cased and trimmed, at most 100 characters (auth/login-throttle.ts). */
  username!: string;
  ip!: string;
  failures!: number;
  lastFailureAt!: Date | null;
  lockedUntil!: Date | null;
}
