export * from './app-texts';
export * from './create-i18n';
export * from './use-language';
export * from './language-storage';
export * from './code-label';
export * from './format';
export * from './validation-texts';
export * from './localized';
