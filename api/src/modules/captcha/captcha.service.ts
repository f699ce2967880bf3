import type { Knex } from 'knex';
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { CaptchaChallenge } from './captcha-challenge.model';
import { newArithmetic, normaliseAnswer, wordQuestion, type CaptchaLanguage } from './captcha-question';

/** Spec leaves the lifetime open; 10 minutes is enough to fill the request form. */
export const CAPTCHA_TTL_MINUTES = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Row id: the token is 128 random bits and only its hash is stored, so the table cannot replay it. */
export const challengeId = (token: string) => sha256(`captcha-id:${token}`);
/** Bound to the token: a leaked table reveals neither tokens nor answers. */
export const answerHash = (token: string, answer: string) => sha256(`captcha-answer:${token}:${answer}`);

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export async function createChallenge(db: Knex, language: CaptchaLanguage): Promise<{ token: string; question: string }> {
  const token = randomBytes(16).toString('base64url');
  const challenge = newArithmetic();
  const question = wordQuestion(challenge, language);
  await CaptchaChallenge.query(db).insert({
    id: challengeId(token),
    question,
    answerHash: answerHash(token, String(challenge.answer)),
    language,
    // raw: the database's clock, which every check compares with.
    expiresAt: db.raw(`now() + interval '${CAPTCHA_TTL_MINUTES} minutes'`),
  });
  return { token, question };
}

/**
 * POST /api/captcha/verify: a right answer leaves the challenge usable once more for the submit it
 * precedes; a wrong one burns it. One UPDATE decides both, so two racing guesses cannot both try.
 */
export async function checkChallenge(db: Knex, token: unknown, answer: unknown): Promise<boolean> {
  const normalised = normaliseAnswer(answer);
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
  const hash = normalised === null ? '' : answerHash(token, normalised);
  // raw: a compare-and-burn in one UPDATE (a conditional SET and a computed RETURNING).
  const result = await db.raw(
    `update captcha_challenges
        set used_at = case when answer_hash = ? then null else now() end
      where id = ? and used_at is null and expires_at > now()
      returning (answer_hash = ?) as valid`,
    [hash, challengeId(token), hash],
  );
  return Boolean(result.rows[0]?.valid);
}

/**
 * The submit's check: consumes the challenge whatever the answer (single use), atomically, so a
 * token can back at most one request even under concurrent submits.
 */
export async function consumeChallenge(db: Knex, token: unknown, answer: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
  const [row] = await CaptchaChallenge.query(db)
    .where({ id: challengeId(token) })
    .whereNull('usedAt')
    .where('expiresAt', '>', db.fn.now())
    .patch({ usedAt: db.fn.now() })
    .returning('answerHash');
  const stored = row?.answerHash;
  const normalised = normaliseAnswer(answer);
  if (!stored || normalised === null) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(answerHash(token, normalised)));
}

/** Housekeeping: a challenge is worthless once expired (every check requires expires_at > now()). */
export async function purgeExpiredChallenges(db: Knex): Promise<number> {
  return CaptchaChallenge.query(db).where('expiresAt', '<=', db.fn.now()).delete();
}
