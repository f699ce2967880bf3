// `@cc/types/testing`: builders of contract values for the apps' tests, kept out of the main entry.
export * from './src/testing/request-fixture';
export * from './src/testing/session-users';
