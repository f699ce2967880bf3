const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [path.join(__dirname, 'src/test-setup.ts')],
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': path.join(__dirname, 'src/__mocks__/mf-runtime.ts'),
    ...preset.moduleNameMapper,
  },
};
