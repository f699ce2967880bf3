import path from 'node:path';
import type { SessionUser } from '@cc/types';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { createDb, type Db } from '../../src/db/knex';
import { createLogger } from '../../src/lib/logger';
import type { AppKoa } from '../../src/types';
import { TEST_LIMITS } from './test-limits';

export interface TestApp {
  app: AppKoa;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/** An app on the run's test database (see jest/global-setup.ts). */
export function createTestApp(overrides: Partial<AppConfig> = {}): TestApp {
  const url = process.env.CC_TEST_DATABASE_URL;
  if (!url) throw new Error('CC_TEST_DATABASE_URL is not set: run the API tests through api/jest.config.js');
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: url },
    {
      webRoot: path.join(__dirname, '__no_web_root__'),
      ...TEST_LIMITS,
      ...overrides,
    },
  );
  const db = createDb(config);
  const app = createApp({ db, config, logger: createLogger(config.logLevel) });
  return { app, db, config, close: () => db.destroy() };
}

export function cookieValue(res: request.Response, name: string): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const line = raw?.find((cookie) => cookie.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0]!) : undefined;
}

export function setCookieLine(res: request.Response, name: string): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return raw?.find((cookie) => cookie.startsWith(`${name}=`));
}

/**
 * A browser-like client: keeps cookies (supertest agent) and, like libs/api-client, copies the
 * cc_csrf cookie into x-csrf-token on every non-GET.
 */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  csrf: string | undefined;

  /** `from`: the client address, sent as X-Forwarded-For (honoured when the app trusts a proxy). */
  constructor(app: AppKoa, from?: string) {
    this.agent = request.agent(app.callback());
    if (from) this.agent.set('X-Forwarded-For', from);
  }

  private track(res: request.Response): request.Response {
    const token = cookieValue(res, 'cc_csrf');
    if (token !== undefined) this.csrf = token;
    return res;
  }

  async get(path: string): Promise<request.Response> {
    return this.track(await this.agent.get(path));
  }

  /** Makes sure a CSRF cookie exists, as the shell's first GET /api/auth/user does. */
  async prime(): Promise<void> {
    if (!this.csrf) await this.get('/api/auth/user');
  }

  async send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object): Promise<request.Response> {
    await this.prime();
    const req = this.agent[method](path).set('x-csrf-token', this.csrf ?? '');
    return this.track(await (body === undefined ? req : req.send(body)));
  }

  post(path: string, body?: object) {
    return this.send('post', path, body);
  }

  async login(username: string, password: string): Promise<SessionUser> {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
    return res.body.user;
  }
}
