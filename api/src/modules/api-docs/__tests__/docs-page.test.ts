import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

/** The policy's directives by name: `script-src 'self'` → { 'script-src': ["'self'"] }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('GET /api/docs', () => {
  it('answers an HTML page whose scripts and styles are all files of this origin, none inline', async () => {
    const res = await new TestClient(t.app).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      // Same origin: a path of this server, never a scheme or a protocol-relative //host.
      expect(src).toMatch(/^\/(?!\/)/);
      expect(body!.trim()).toBe('');
    }
    expect(res.text).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    for (const [, href] of res.text.matchAll(/<link\b[^>]*href="([^"]+)"/gi)) expect(href).toMatch(/^\/(?!\/)/);
  });

  it('has a policy of its own without unsafe-inline or unsafe-eval, nor any other origin', async () => {
    const res = await new TestClient(t.app).get('/api/docs');
    const policy = directives(res.headers['content-security-policy'] as string);
    for (const name of ['script-src', 'style-src']) {
      expect({ name, values: policy[name] }).toEqual({ name, values: ["'self'"] });
    }
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(Object.values(policy).flat().filter((value) => /unsafe|\*|https?:/.test(value))).toEqual([]);
  });

  it('serves each file the page names from swagger-ui-dist or this API, with its type', async () => {
    const page = (await new TestClient(t.app).get('/api/docs')).text;
    const files = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files.sort()).toEqual(['/api/docs/init.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
    for (const file of files) {
      const res = await new TestClient(t.app).get(file);
      expect({ file, status: res.status }).toEqual({ file, status: 200 });
      expect(res.headers['content-type']).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const init = (await new TestClient(t.app).get('/api/docs/init.js')).text;
    expect(init).toContain("url: '/api/openapi.json'");
  });

  it('keeps the strict API policy on everything else, the document included', async () => {
    const res = await new TestClient(t.app).get('/api/openapi.json');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
