import { Joi, msg, msg2 } from './joi-helpers';
import { trackLookupSchema } from './public-track';

/**
 * POST /api/data-deletion/by-code and the data deletion page's "I filed without an account" form:
 * the request code and the phone number it was filed with (the same rules as tracking it), and the
 * language of the SMS that carries the one-time code.
 */
export const erasureRequestSchema = trackLookupSchema.keys({
  language: Joi.string().valid('en', 'hi').default('hi').messages(msg('invalidValue')),
});

/** POST /api/data-deletion/by-code/confirm: the challenge handed out with the SMS and the 6 digits in it. */
export const erasureConfirmSchema = Joi.object({
  challengeId: Joi.string().trim().max(200).required().messages(msg('erasureOtpWrong')),
  otp: Joi.string().trim().pattern(/^\d{6}$/).required().messages(msg2('erasureOtpRequired', 'erasureOtpInvalid')),
});
