export { RequestForm, type RequestFormProps } from './components/request-form';
export { checkRequestForm, checkAttachment, toSubmitFields, formatFileSize, EMPTY_VALUES, REQUIRED_FIELDS, type RequestFormValues, type CaptchaState, type FormCheck } from './form-rules';
export type { CreatedRequest } from './hooks/use-request-submit';
export { submitRequest } from './api/submit-request';
export { requestFormEn, requestFormHi, type RequestFormTexts } from './i18n/texts';
