const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@cc/ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
