const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@cc/api-client',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
