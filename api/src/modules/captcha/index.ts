export { newArithmetic, normaliseAnswer, wordQuestion, type CaptchaLanguage } from './captcha-question';
export { CAPTCHA_TTL_MINUTES, checkChallenge, consumeChallenge, createChallenge, purgeExpiredChallenges } from './captcha.service';
