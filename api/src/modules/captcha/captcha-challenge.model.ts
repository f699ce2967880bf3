import { BaseModel } from '../../db/base-model';

/** A row of `captcha_challenges` (migration 004): keyed by the sha256 of the client's token, single use. */
export class CaptchaChallenge extends BaseModel {
  static override tableName = 'captcha_challenges';

  id!: string;
  question!: string;
  answerHash!: string;
  language!: 'hi' | 'en';
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
