export * from './messages';
export { validate, formErrors, firstError, STRICT, type FieldError } from './validate';
export * from './login';
export * from './registration';
export * from './request-form';
export * from './request-actions';
export * from './admin-user';
export * from './admin-catalog';
export * from './admin-content';
export * from './admin-list';
export * from './admin-settings';
export * from './data-deletion';
export * from './notification-messages';
export * from './notification-preferences';
/** The joi instance every schema is built with (API-only ones too): its strings refuse U+0000. */
export { Joi } from './joi-helpers';
export type { ObjectSchema, Schema } from 'joi';
export * from './profile-messages';
export * from './profile';
