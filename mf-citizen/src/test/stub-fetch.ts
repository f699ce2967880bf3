export { stubFetch } from '@cc/api-client/testing';
