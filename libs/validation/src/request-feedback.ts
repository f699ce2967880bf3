import { Joi, msg, msg2 } from './joi-helpers';
import { FEEDBACK_TEXT_MAX, RATING_VALUES } from './request-feedback-rules';

/** POST /api/requests/:id/feedback and the dashboard's rating form. */
export const feedbackSchema = Joi.object({
  rating: Joi.number()
    .integer()
    .valid(...RATING_VALUES)
    .required()
    .messages(msg('ratingRequired')),
  comment: Joi.string().trim().max(FEEDBACK_TEXT_MAX).allow('', null).empty('').default(null).messages(msg('feedbackCommentTooLong')),
});

/** POST /api/requests/:id/reopen and the dashboard's reopen dialog. */
export const reopenSchema = Joi.object({
  reason: Joi.string().trim().max(FEEDBACK_TEXT_MAX).required().messages(msg2('reopenReasonRequired', 'reopenReasonTooLong')),
});

/** The signed link's token the /track page sends with its feedback and reopen (the token is the credential). */
const trackToken = () => Joi.string().trim().max(200).required().messages(msg2('trackLinkInvalid', 'trackLinkInvalid'));
export const trackFeedbackSchema = feedbackSchema.keys({ t: trackToken() });
export const trackReopenSchema = reopenSchema.keys({ t: trackToken() });
