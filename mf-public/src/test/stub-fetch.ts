export { stubFetch } from '@cc/api-client/testing';

/** The calls a test's actions caused: all but the contact e-mail read a page with an address makes on opening. */
export const actionCalls = (fetch: jest.Mock) => fetch.mock.calls.filter(([url]) => !String(url).endsWith('/api/public/contact'));
