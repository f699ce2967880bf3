export { RequestForm } from './components/request-form';
