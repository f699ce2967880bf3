/** API tests run against the real PostgreSQL server: a fresh database per run (jest/global-setup.ts). */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/jest/global-setup.ts',
  globalTeardown: '<rootDir>/jest/global-teardown.ts',
  testTimeout: 30_000,
};
