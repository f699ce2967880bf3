const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'mf-citizen',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/dom-setup.ts', '<rootDir>/src/test/both-languages.ts'],
};
