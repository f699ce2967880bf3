import { Joi } from '@cc/validation';

/** GET /api/captcha?lang=en|hi (spec §7). */
export const captchaQuerySchema = Joi.object({ lang: Joi.string().valid('en', 'hi') });

/**
 * POST /api/captcha/verify {token, answer} (spec §7). Only the shape is checked here: a wrong or
 * malformed token or answer is an ordinary `{valid: false}`, decided by checkChallenge.
 */
export const captchaVerifySchema = Joi.object({
  token: Joi.string().max(100).allow(''),
  answer: Joi.alternatives(Joi.string().max(20).allow(''), Joi.number()),
});
