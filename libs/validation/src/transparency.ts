import { Joi, msg } from './joi-helpers';

/**
 * The smallest number of requests (or ratings) a published figure may be about: a row of 1-4 is
 * shown as "fewer than 5" and its figures withheld, on the page, in its JSON and in the CSV.
 */
export const TRANSPARENCY_MIN_COUNT = 5;

/** The periods the dashboard offers (months back, this one included); absent means all time. */
export const TRANSPARENCY_PERIODS = [1, 3, 6, 12, 24] as const;

/** GET /api/public/transparency[.csv]: empty values mean "all". */
export const transparencyQuerySchema = Joi.object({
  district: Joi.string().trim().max(100).allow('').empty('').messages(msg('invalidValue')),
  type: Joi.string().trim().max(100).allow('').empty('').messages(msg('invalidValue')),
  months: Joi.number()
    .integer()
    .valid(...TRANSPARENCY_PERIODS)
    .allow('')
    .empty('')
    .messages(msg('invalidValue')),
  format: Joi.string().valid('json', 'csv').allow('').empty('').messages(msg('invalidValue')),
});
