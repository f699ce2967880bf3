import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
}

const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['export const secret = 1;'], mappings: '' });

let t: TestApp;
beforeAll(() => {
  write('shell/index.html', '<!doctype html><title>shell</title>');
  write('shell/main.1a2b3c4d.js', 'console.log(1)');
  write('shell/mf-remotes.json', '{}');
  write('mf-public/remoteEntry.js', 'var mf_public;');
  write('mf-public/123.abcdef12.js', 'x');
  write('shell/main.1a2b3c4d.js.map', SOURCE_MAP);
  write('shell/styles.map', SOURCE_MAP);
  write('mf-public/123.abcdef12.js.map', SOURCE_MAP);
  t = createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (p: string) => request(t.app.callback()).get(p);

describe('static web serving', () => {
  it('serves the shell at / with no-cache', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for SPA routes', async () => {
    const res = await get('/citizen/requests');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
  });

  it('does not answer a missing asset with HTML', async () => {
    expect((await get('/main.deadbeef.js')).status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates remoteEntry.js and mf-remotes.json', async () => {
    expect((await get('/main.1a2b3c4d.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/mf/mf-public/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
    const entry = await get('/mf/mf-public/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/mf-remotes.json')).headers['cache-control']).toBe('no-cache');
  });

  it('never serves files outside the web root', async () => {
    const res = await get('/mf/mf-public/..%2F..%2Fetc%2Fpasswd');
    expect(res.status).not.toBe(200);
  });

  it('leaves /api to the API: unknown paths are JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Not found');
  });

  it.each([
    '/main.1a2b3c4d.js.map',
    '/styles.map',
    '/main.1a2b3c4d.js.m%61p',
    '/main.1a2b3c4d.js%2emap',
    '/main.1a2b3c4d.js.MAP',
    '/mf/mf-public/123.abcdef12.js.map',
    '/mf/mf-public/123.abcdef12.js.m%61p',
    '/mf/mf-public/123.abcdef12.js.map/',
  ])('never serves a source map: %s is 404', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('sourcesContent');
  });
});
