import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never log credentials or session material.
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'password', '*.password'],
  });
}
