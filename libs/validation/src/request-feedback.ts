import { Joi, msg, msg2 } from './joi-helpers';

/** How a citizen rates a closed request (issue 16): 1 (not at all) to 5 (fully). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
/** 'Not satisfied': a rating at or below this reopens the request within the window. */
export const NOT_SATISFIED_MAX_RATING = 2;
/** 'Satisfied' on the transparency dashboard: a rating at or above this. */
export const SATISFIED_MIN_RATING = 4;
/** Days after closure during which the citizen may reopen it. */
export const REOPEN_WINDOW_DAYS = 15;
/** Reopens a request may have; a further one goes to the administrators' queue. */
export const MAX_REOPENS = 2;
export const FEEDBACK_TEXT_MAX = 1000;

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
