/**
 * `npm run soak` (docs/operations.md "Load test"): the fault suite's load run
 * (test/faults/load-through-proxy.fault.ts) at full length, 60 s at 300 operations/s by default;
 * SOAK_SECONDS and SOAK_RATE override (e.g. SOAK_SECONDS=600 for a ten-minute soak). Writes
 * dist/reports/soak.json. Free ports (SOAK_PROXY_PORT fixes the proxy's).
 */
const path = require('node:path');

process.env.SOAK_SECONDS ??= '60';
process.env.SOAK_RATE ??= '300';
process.env.SOAK_OVERDUE ??= '50';
process.env.SOAK_WARM_UP_SECONDS ??= '10';
process.env.SOAK_REPORT ??= path.resolve(__dirname, '../dist/reports/soak.json');

const faults = require('./jest.faults.config.js');

module.exports = {
  ...faults,
  displayName: 'api-soak',
  testMatch: ['<rootDir>/test/faults/load-through-proxy.fault.ts'],
  // The run, then up to two minutes for the outbox to drain, start and stop.
  testTimeout: (Number(process.env.SOAK_SECONDS) + 300) * 1000,
};
