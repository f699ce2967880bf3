// Shared jest settings: SWC for speed, the @cc/* libraries mapped to their sources as
// tsconfig.base.json `paths` name them (tools/webpack/lib-paths.js, shared with the web builds).
const path = require('node:path');
const { jestModuleNameMapper } = require('./tools/webpack/lib-paths');

const root = __dirname;

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
    ...jestModuleNameMapper(),
    '\\.(css)$': path.join(root, 'tools/jest/style-mock.js'),
  },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
