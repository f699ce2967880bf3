import { Joi, msg2 } from './joi-helpers';

/** CC-<year>-<6+ digits> (api/src/modules/requests/request-code.ts); any case, spaces around allowed. */
export const REQUEST_CODE_PATTERN = /^CC-\d{4}-\d{6,}$/;

// Typed codes are often lower case; the stored ones are upper case.
const requestCode = () =>
  Joi.string().trim().uppercase().max(30).pattern(REQUEST_CODE_PATTERN).required().messages(msg2('trackCodeRequired', 'trackCodeInvalid'));

/**
 * POST /api/public/track and the /track form: the request code and the phone number it was filed
 * with (any spelling of the number: spaces, dashes, +91 are compared as digits on the server).
 */
export const trackLookupSchema = Joi.object({
  code: requestCode(),
  phone: Joi.string().trim().max(20).pattern(/^[+\d][\d\s-]*$/).required().messages(msg2('trackPhoneRequired', 'trackPhoneInvalid')),
});

/** The `:code` of GET /api/public/track/:code. */
export const trackCodeParamSchema = Joi.object({ code: requestCode() });

/** `?t=` of GET /api/public/track/:code: the signed link's token (any malformed one reads as an invalid link). */
export const trackTokenQuerySchema = Joi.object({
  t: Joi.string().trim().max(200).required().messages(msg2('trackLinkInvalid', 'trackLinkInvalid')),
});
