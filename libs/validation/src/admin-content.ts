import { Joi, booleanDefault, msg, optionalText, optionalUrl } from './joi-helpers';

export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;

/** Spec §5 Event. */
export const eventSchema = Joi.object({
  title: Joi.string().trim().max(300).required().messages(msg('eventTitleRequired')),
  titleHi: optionalText(300),
  description: optionalText(5000),
  descriptionHi: optionalText(5000),
  eventDate: Joi.date().iso().required().messages(msg('eventDateRequired')),
  eventTime: optionalText(20),
  location: optionalText(300),
  locationHi: optionalText(300),
  category: Joi.string().trim().max(50).required().messages(msg('categoryRequired')),
  priority: Joi.string().valid('low', 'medium', 'high').default('medium').messages(msg('invalidValue')),
  isPublic: booleanDefault(true),
  isActive: booleanDefault(true),
  imageUrl: optionalUrl(),
  externalLink: optionalUrl(),
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
  sortOrder: Joi.number().integer().default(0).messages(msg('invalidValue')),
});

/** Spec §5 Social handle. */
export const socialHandleSchema = Joi.object({
  platform: Joi.string()
    .valid(...SOCIAL_PLATFORMS)
    .required()
    .messages(msg('invalidValue')),
  username: Joi.string().trim().max(100).required().messages(msg('usernameRequired')),
  displayName: Joi.string().trim().max(200).required().messages(msg('displayNameRequired')),
  profileUrl: Joi.string().trim().max(2000).required().messages(msg('profileUrlRequired')),
  isActive: booleanDefault(true),
  autoSync: booleanDefault(false),
});
