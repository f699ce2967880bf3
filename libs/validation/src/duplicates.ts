import { idRule } from './integers';
import { Joi, msg, msg2 } from './joi-helpers';
import { REQUEST_CODE_PATTERN } from './public-track';

/** The typed text a hint is looked up with: short texts match everything, long ones cost more than they tell. */
export const SIMILAR_TEXT_MIN = 10;
export const SIMILAR_TEXT_MAX = 500;

const code = () => Joi.string().trim().max(100).required().messages(msg('invalidValue'));

/**
 * GET /api/requests/similar (the request form while the citizen types): the district and type
 * chosen on the form and the text typed so far. The form sends the text only once it is long
 * enough and cuts it to SIMILAR_TEXT_MAX; the API refuses anything else.
 */
export const similarQuerySchema = Joi.object({
  district: code(),
  requestType: code(),
  text: Joi.string().trim().min(SIMILAR_TEXT_MIN).max(SIMILAR_TEXT_MAX).required().messages(msg('similarTextInvalid')),
});

/**
 * POST /api/requests/:id/duplicate and the staff dialog: the original by its code (any case) or its
 * id, and an optional note for the citizen.
 */
export const markDuplicateSchema = Joi.object({
  of: Joi.alternatives()
    .try(idRule(), Joi.string().trim().uppercase().max(30).pattern(REQUEST_CODE_PATTERN))
    .required()
    .messages(msg2('duplicateOriginalRequired', 'duplicateOriginalRequired')),
  note: Joi.string().trim().max(2000).allow('', null).messages(msg('invalidValue')),
});
