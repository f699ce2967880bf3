export { stubFetch, type StubRoutes } from '@cc/api-client/testing';
