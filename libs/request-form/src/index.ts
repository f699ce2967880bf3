export { RequestForm } from './components/request-form';
export type { RequestFormProps } from './components/request-form';
