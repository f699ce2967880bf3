import { Joi, validationMessages } from '@cc/validation';

// Stand-in until the API branch's shared systemSettingsSchema (libs/validation) is merged.
const hour = (min: number, max: number) => Joi.number().integer().min(min).max(max).required().messages({ '*': validationMessages.invalidValue.en });

export const systemSettingsSchema = Joi.object({
  officeHours: Joi.object({ openHour: hour(0, 23), closeHour: hour(1, 24).greater(Joi.ref('openHour')) }),
  defaultResponseTime: Joi.number().integer().min(1).max(100000).messages({ '*': validationMessages.responseTimeMin.en }),
  contactEmail: Joi.string().trim().lowercase().max(254).email({ tlds: { allow: false } }).allow(null, '').messages({ '*': validationMessages.invalidEmail.en }),
});
