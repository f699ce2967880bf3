import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { insertRequest, userId } from '../../modules/requests/__tests__/request-test-kit';
import { createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';
import { pageDirectives, s3UploadOrigins } from '../security-headers';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-headers-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-headers-data-'));
function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
}
write('shell/index.html', '<!doctype html><title>shell</title>');
write(
  'shell/mf-remotes.json',
  JSON.stringify({
    mf_public: '/mf/mf-public/remoteEntry.js',
    mf_citizen: 'https://cdn.example.org:8443/citizen/remoteEntry.js',
    mf_staff: '//static.example.net/mf-staff/remoteEntry.js',
    mf_admin: 'javascript:alert(1)',
  }),
);

/** `content-security-policy` as directive → sources. */
function csp(header: string | undefined): Record<string, string[]> {
  expect(header).toBeDefined();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const apps: TestApp[] = [];
function appFor(nodeEnv: 'production' | 'development' | 'test'): TestApp {
  const t = createTestApp({ webRoot, dataDir, nodeEnv, isProduction: nodeEnv === 'production' });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('security headers of the pages', () => {
  it('HTML gets the strict page policy with the remote origins of mf-remotes.json', async () => {
    const res = await request(appFor('production').app.callback()).get('/citizen');
    expect(res.type).toBe('text/html');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.org:8443', 'static.example.net']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
    // Nothing lets an injected string run as script or style.
    for (const sources of Object.values(policy)) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('javascript:alert(1)');
    }
  });

  it('keeps nosniff, the referrer policy, COOP and same-origin framing', async () => {
    const res = await request(appFor('test').app.callback()).get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('HSTS only in production, on pages and API answers alike', async () => {
    const production = request(appFor('production').app.callback());
    for (const target of ['/', '/api/request-types', '/api/nothing-here']) {
      expect((await production.get(target)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    for (const nodeEnv of ['development', 'test'] as const) {
      const other = request(appFor(nodeEnv).app.callback());
      expect((await other.get('/')).headers['strict-transport-security']).toBeUndefined();
      expect((await other.get('/api/request-types')).headers['strict-transport-security']).toBeUndefined();
      expect(csp((await other.get('/')).headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
    }
  });
});

describe('security headers of the API', () => {
  it('JSON answers, errors included, may load and be framed by nothing', async () => {
    const api = request(appFor('production').app.callback());
    for (const res of [await api.get('/api/request-types'), await api.get('/api/auth/user'), await api.get('/api/nothing-here'), await api.post('/api/auth/logout')]) {
      expect(csp(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the attachment download keeps its sandbox policy', async () => {
    // Not production: its Secure cookies would not travel over the test's plain http.
    const t = appFor('test');
    const key = `${'ab'.repeat(16)}.pdf`;
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', key), '%PDF-1.4\n%%EOF\n');
    const id = await insertRequest(t.db, { submitterId: await userId(t.db, 'citizen') });
    await t.db('requests').where({ id }).update({ attachmentPath: key, attachmentName: 'letter.pdf', attachmentType: 'pdf' });
    const client = new TestClient(t.app);
    await client.login('citizen', 'citizen123');
    const res = await client.get(`/api/requests/${id}/attachment`);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the S3 upload origin', () => {
  it('joins connect-src only with the S3 driver (the admin PUTs gallery media to the bucket)', () => {
    expect(s3UploadOrigins({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com/' })).toEqual(['https://s3.ap-south-1.amazonaws.com']);
    expect(s3UploadOrigins({ STORAGE_DRIVER: 'local', S3_ENDPOINT: 'https://s3.example.in' })).toEqual([]);
    expect(pageDirectives([], true, ['https://s3.example.in'])['connect-src']).toEqual(["'self'", 'https://s3.example.in']);
  });
});
