export * from './create-i18n';
export * from './language-storage';
export * from './code-label';
export * from './format';
export * from './validation-texts';
