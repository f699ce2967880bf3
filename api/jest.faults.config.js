/**
 * The fault suite (docs/operations.md): each file starts real API processes
 * (dist/api/main.js, built by the global setup) on databases of its own and breaks something
 * under them: kill -9, SIGTERM, PostgreSQL, SMTP, the disk. Run by `npm test` (tools/test-all.mjs,
 * stage "fault suite") or alone: `npx jest -c api/jest.faults.config.js --runInBand`.
 * Ports 4700-4799 (one block of ten per file, see each file's PORT); the load run free ones.
 */
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api-faults',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/faults/*.fault.ts'],
  globalSetup: '<rootDir>/jest/faults-global-setup.ts',
  testTimeout: 180_000,
  // The load run reuses the bench's open-loop generator (tools/bench/open-loop.mjs): compiled like the rest.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  moduleFileExtensions: [...preset.moduleFileExtensions, 'mjs'],
};
