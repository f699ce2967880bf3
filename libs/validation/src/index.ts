export * from './messages';
export { validate, firstError, type FieldError, type ValidationResult } from './validate';
export * from './login';
export * from './registration';
export * from './request-form';
export * from './request-actions';
export * from './admin-user';
export * from './admin-catalog';
export * from './admin-content';
export * from './data-deletion';
export * from './notification-messages';
export * from './notification-preferences';
/** The joi instance the schemas are built with, for API-only schemas that reuse the helpers. */
export { Joi, msg, msg2, requiredText, optionalText } from './joi-helpers';
export * from './profile-messages';
export * from './profile';
