const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@cc/request-feedback',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/dom-setup.ts'],
};
