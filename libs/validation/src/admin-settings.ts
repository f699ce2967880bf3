import { Joi, emailRule, msg } from './joi-helpers';

const hour = (min: number, max: number) => Joi.number().integer().min(min).max(max).required().messages(msg('officeHoursInvalid'));

/** PUT /api/admin/system-settings: only the fields sent change. */
export const systemSettingsSchema = Joi.object({
  officeHours: Joi.object({
    openHour: hour(0, 23),
    // Must close after it opens: the SLA clock needs a non-empty day.
    closeHour: hour(1, 24).greater(Joi.ref('openHour')),
  }).messages(msg('officeHoursInvalid')),
  defaultResponseTime: Joi.number().integer().min(1).max(100000).messages(msg('responseTimeMin')),
  contactEmail: emailRule().allow(null, '').messages(msg('invalidEmail')),
  // Citizens read the office's role ("Government Official") instead of an official's name.
  showOfficeRole: Joi.boolean().messages(msg('invalidValue')),
});
