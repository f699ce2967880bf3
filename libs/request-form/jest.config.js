const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@cc/request-form',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
