import { Joi, booleanDefault, msg, optionalText } from './joi-helpers';
import { idRule } from './integers';
import { validationMessages } from './messages';
import { unknownPlaceholders } from './message-templates';

const pattern = (key: keyof typeof validationMessages) => ({ 'string.pattern.base': validationMessages[key].en });

/** Spec §5 Role. */
export const roleSchema = Joi.object({
  // A code stored on users.role (e.g. district_admin); the display names are what people read.
  name: Joi.string()
    .trim()
    .max(50)
    .pattern(/^[a-z][a-z0-9_]*$/)
    .required()
    .messages({ ...msg('roleNameRequired'), ...pattern('roleNameFormat') }),
  displayName: Joi.string().trim().max(100).required().messages(msg('displayNameRequired')),
  displayNameHi: optionalText(100),
  description: optionalText(1000),
  escalationLevel: Joi.number().integer().min(0).max(5).default(0).messages(msg('escalationLevelRange')),
  isActive: booleanDefault(true),
});

/** Whether a type's requests may be published (libs/types RequestTypeVisibility). */
export const REQUEST_TYPE_VISIBILITIES = ['public', 'private'] as const;

/** Spec §5 Request type. */
export const requestTypeSchema = Joi.object({
  // A code stored on requests (e.g. water-supply, spec §3 type codes).
  name: Joi.string()
    .trim()
    .max(100)
    .pattern(/^[a-z0-9][a-z0-9-]*$/)
    .required()
    .messages({ ...msg('requestTypeNameRequired'), ...pattern('requestTypeNameFormat') }),
  displayName: Joi.string().trim().max(200).required().messages(msg('displayNameRequired')),
  displayNameHi: optionalText(200),
  description: optionalText(2000),
  descriptionHi: optionalText(2000),
  department: optionalText(200),
  departmentHi: optionalText(200),
  standardResponseTime: Joi.number().integer().min(1).max(100000).default(72).messages(msg('responseTimeMin')),
  isActive: booleanDefault(true),
  // Private unless the admin says otherwise: publishing is the exception (docs/open311.md, "Privacy").
  visibility: Joi.string().valid(...REQUEST_TYPE_VISIBILITIES).default('private').messages(msg('invalidValue')),
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
  parentId: idRule().allow(null).default(null).messages(msg('invalidValue')),
  isActive: booleanDefault(true),
});

/** Text whose every `{{...}}` a staff response template may fill (an admin adds only those: no event). */
const templateText = (max: number) =>
  Joi.string()
    .trim()
    .max(max)
    .custom((value: string, helpers) => (unknownPlaceholders(value, 'remark').length ? helpers.error('any.custom') : value));

const notAllowed = { 'any.custom': validationMessages.templatePlaceholderNotAllowed.en };

/** Spec §5 Template; placeholders `{{name}}` are those of TEMPLATE_PLACEHOLDERS.remark (message-templates.ts). */
export const messageTemplateSchema = Joi.object({
  type: Joi.string().valid('sms', 'email').default('sms').messages(msg('invalidValue')),
  category: Joi.string().trim().max(100).required().messages(msg('categoryRequired')),
  title: templateText(200).required().messages({ ...msg('titleRequired'), ...notAllowed }),
  titleHi: templateText(200).allow('', null).empty('').default(null).messages({ ...msg('invalidValue'), ...notAllowed }),
  content: templateText(5000).required().messages({ ...msg('contentRequired'), ...notAllowed }),
  contentHi: templateText(5000).allow('', null).empty('').default(null).messages({ ...msg('invalidValue'), ...notAllowed }),
  language: Joi.string().valid('en', 'hi', 'both').default('both').messages(msg('invalidValue')),
  isActive: booleanDefault(true),
});
