import { Joi, booleanDefault, msg, optionalText } from './joi-helpers';

/** Spec §5 Role. */
export const roleSchema = Joi.object({
  name: Joi.string().trim().max(50).required().messages(msg('roleNameRequired')),
  displayName: Joi.string().trim().max(100).required().messages(msg('displayNameRequired')),
  displayNameHi: optionalText(100),
  description: optionalText(1000),
  escalationLevel: Joi.number().integer().min(0).max(5).default(0).messages(msg('escalationLevelRange')),
  isActive: booleanDefault(true),
});

/** Spec §5 Request type. */
export const requestTypeSchema = Joi.object({
  name: Joi.string().trim().max(100).required().messages(msg('requestTypeNameRequired')),
  displayName: Joi.string().trim().max(200).required().messages(msg('displayNameRequired')),
  displayNameHi: optionalText(200),
  description: optionalText(2000),
  descriptionHi: optionalText(2000),
  department: optionalText(200),
  departmentHi: optionalText(200),
  standardResponseTime: Joi.number().integer().min(1).max(100000).default(72).messages(msg('responseTimeMin')),
  isActive: booleanDefault(true),
});

export const LOCATION_TYPES = ['state', 'district', 'constituency', 'mandal'] as const;

/** Spec §5 Location. */
export const locationSchema = Joi.object({
  type: Joi.string()
    .valid(...LOCATION_TYPES)
    .required()
    .messages(msg('locationTypeInvalid')),
  name: Joi.string().trim().max(200).required().messages(msg('nameRequired')),
  nameHi: optionalText(200),
  code: Joi.string().trim().max(50).required().messages(msg('codeRequired')),
  parentId: Joi.number().integer().positive().allow(null).default(null).messages(msg('invalidValue')),
  isActive: booleanDefault(true),
});

/** Spec §5 Template. */
export const messageTemplateSchema = Joi.object({
  type: Joi.string().valid('sms', 'email').default('sms').messages(msg('invalidValue')),
  category: Joi.string().trim().max(100).required().messages(msg('categoryRequired')),
  title: Joi.string().trim().max(200).required().messages(msg('titleRequired')),
  titleHi: optionalText(200),
  content: Joi.string().trim().max(5000).required().messages(msg('contentRequired')),
  contentHi: optionalText(5000),
  language: Joi.string().valid('en', 'hi', 'both').default('both').messages(msg('invalidValue')),
  isActive: booleanDefault(true),
});
