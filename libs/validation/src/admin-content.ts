import { sortOrderRule } from './integers';
import { Joi, booleanDefault, msg, msg2, optionalText, optionalUrl } from './joi-helpers';

export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;

/** Spec §3 Event categories (names through i18next `codes.eventCategory`). */
export const EVENT_CATEGORIES = ['meeting', 'rally', 'inauguration', 'conference', 'announcement'] as const;
export const EVENT_PRIORITIES = ['low', 'medium', 'high'] as const;

/**
 * A calendar day `YYYY-MM-DD`, kept as text: a Date would be shifted by the server's time zone on
 * its way into a DATE column. Feb 30 and the like are refused.
 */
const calendarDay = () =>
  Joi.string()
    .trim()
    .pattern(/^\d{4}-\d{2}-\d{2}$/)
    .custom((value: string, helpers) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : helpers.error('string.pattern.base');
    });

/** A link people follow from a public page: http(s) only, so no `javascript:` or `data:` reaches an href. */
const webLink = () =>
  Joi.string()
    .trim()
    .max(2000)
    .pattern(/^https?:\/\/[^\s/?#]+[^\s]*$/i);

/** An image shown on a public page: https (the page CSP allows no http images), this site's own path, or an inline image. */
const imageSource = () =>
  Joi.string()
    .trim()
    .max(2_000_000)
    .pattern(/^(https:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i);

const optional = (schema: ReturnType<typeof Joi.string>) => schema.allow('', null).empty('').default(null);

/** Spec §5 Event: title, date and category required; priority medium, public and active by default. */
export const eventSchema = Joi.object({
  title: Joi.string().trim().max(300).required().messages(msg('eventTitleRequired')),
  titleHi: optionalText(300),
  description: optionalText(5000),
  descriptionHi: optionalText(5000),
  eventDate: calendarDay().required().messages(msg2('eventDateRequired', 'eventDateInvalid')),
  // Wall-clock time in the office's zone, as `<input type="time">` gives it.
  eventTime: optional(Joi.string().trim().pattern(/^([01]\d|2[0-3]):[0-5]\d$/)).messages(msg('eventTimeInvalid')),
  location: optionalText(300),
  locationHi: optionalText(300),
  category: Joi.string()
    .trim()
    .valid(...EVENT_CATEGORIES)
    .empty('')
    .required()
    .messages(msg2('categoryRequired', 'invalidValue')),
  priority: Joi.string()
    .valid(...EVENT_PRIORITIES)
    .default('medium')
    .messages(msg('invalidValue')),
  isPublic: booleanDefault(true),
  isActive: booleanDefault(true),
  imageUrl: optional(imageSource()).messages(msg('imageUrlInvalid')),
  externalLink: optional(webLink()).messages(msg('linkInvalid')),
});

/** Spec §5 Gallery item; an empty capturedDate becomes null (spec §3). */
export const galleryItemSchema = Joi.object({
  title: Joi.string().trim().max(300).required().messages(msg('titleRequired')),
  titleHi: optionalText(300),
  description: optionalText(5000),
  descriptionHi: optionalText(5000),
  mediaType: Joi.string().valid('image', 'video', 'photo').default('image').messages(msg('invalidValue')),
  mediaUrl: Joi.string().trim().max(2_000_000).required().messages(msg('mediaUrlRequired')),
  thumbnailUrl: optionalUrl(),
  category: optionalText(50),
  tags: Joi.array().items(Joi.string().trim().max(50)).max(30).default([]).messages(msg('invalidValue')),
  capturedDate: Joi.date().iso().allow('', null).empty('').default(null).messages(msg('invalidValue')),
  isPublic: booleanDefault(true),
  isActive: booleanDefault(true),
  sortOrder: sortOrderRule().default(0).messages(msg('invalidValue')),
});

/** Spec §5 Social handle; autoSync off by default. The edit call sends these at top level (spec §7). */
export const socialHandleSchema = Joi.object({
  platform: Joi.string()
    .valid(...SOCIAL_PLATFORMS)
    .required()
    .messages(msg('invalidValue')),
  username: Joi.string().trim().max(100).required().messages(msg('usernameRequired')),
  displayName: Joi.string().trim().max(200).required().messages(msg('displayNameRequired')),
  profileUrl: webLink().required().messages(msg2('profileUrlRequired', 'linkInvalid')),
  isActive: booleanDefault(true),
  autoSync: booleanDefault(false),
});
