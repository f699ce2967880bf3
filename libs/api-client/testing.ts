// `@cc/api-client/testing`: test helpers at the network seam, kept out of the main entry.
export * from './src/testing/stub-fetch';
