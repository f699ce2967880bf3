import type { AppConfig } from '../../src/config/config';

/**
 * The abuse limits of the test kits: every test file runs from 127.0.0.1 on a shared database, so
 * the shipped limits would make unrelated files trip each other. The tests of a limit set their own.
 */
export const TEST_LIMITS: Partial<AppConfig> = {
  rateLimit: { windowSeconds: 900, maxWrites: 10_000 },
  loginAddressLimit: { maxFailures: 10_000, windowMinutes: 15 },
  captchaLimit: { maxChallenges: 10_000, windowSeconds: 60 },
  requestLimit: { citizenMax: 10_000, staffMax: 10_000, windowMinutes: 60 },
  exportLimit: { listPerHour: 10_000, databasePerHour: 10_000 },
  trackLimit: { maxFailures: 10_000, windowSeconds: 900 },
};
