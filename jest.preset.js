// Shared jest settings: SWC for speed, the @cc/* libraries mapped to their sources.
const path = require('node:path');

const root = __dirname;
const libs = ['types', 'i18n', 'api-client', 'validation', 'ui', 'request-form', 'request-feedback'];

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    ...Object.fromEntries(libs.map((lib) => [`^@cc/${lib}$`, path.join(root, `libs/${lib}/src/index.ts`)])),
    '\\.(css)$': path.join(root, 'tools/jest/style-mock.js'),
  },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
