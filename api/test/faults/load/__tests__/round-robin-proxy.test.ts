import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRoundRobinProxy } from '../round-robin-proxy';

/** An upstream that answers with its name and the X-Forwarded-For it was given. */
async function upstream(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => res.end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

it('sends each request to the next upstream in turn and adds X-Forwarded-For like a balancer', async () => {
  const [a, b] = [await upstream('A'), await upstream('B')];
  const proxy = await startRoundRobinProxy([a.url, b.url], 0);
  try {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await (await fetch(`${proxy.url}/x`, { headers: i === 3 ? { 'x-forwarded-for': '203.0.113.9' } : {} })).json());
    expect(answers.map((answer) => answer.name)).toEqual(['A', 'B', 'A', 'B']);
    expect(answers[0]).toMatchObject({ forwardedFor: '127.0.0.1', proto: 'http' });
    // A client's own header is kept and the peer appended, as nginx's $proxy_add_x_forwarded_for does.
    expect(answers[3].forwardedFor).toBe('203.0.113.9, 127.0.0.1');
    expect(await proxy.perUpstream()).toEqual([2, 2]);
  } finally {
    await proxy.close();
    await a.close();
    await b.close();
  }
});

it('answers 502 when an upstream cannot be reached', async () => {
  const proxy = await startRoundRobinProxy(['http://127.0.0.1:1'], 0);
  try {
    expect((await fetch(`${proxy.url}/x`)).status).toBe(502);
  } finally {
    await proxy.close();
  }
});
