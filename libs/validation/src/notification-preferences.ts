import { Joi, msg } from './joi-helpers';

export const NOTIFICATION_LANGUAGES = ['hi', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
  push: boolean;
  language: NotificationLanguage;
}

const choice = () => Joi.boolean().strict().required().messages(msg('notificationChoiceInvalid'));

/** PUT /api/users/me/notification-preferences: the whole set, so the stored state is what was sent. */
export const notificationPreferencesSchema = Joi.object<NotificationPreferences>({
  email: choice(),
  sms: choice(),
  push: choice(),
  language: Joi.string().valid(...NOTIFICATION_LANGUAGES).required().messages(msg('notificationLanguageInvalid')),
});

/** POST /api/admin/holidays. */
export const holidaySchema = Joi.object({
  date: Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/).required().messages(msg('holidayDateRequired')),
  name: Joi.string().trim().min(1).max(200).required().messages(msg('holidayNameRequired')),
  nameHi: Joi.string().trim().max(200).allow('', null).empty('').default(null).messages(msg('invalidValue')),
});
