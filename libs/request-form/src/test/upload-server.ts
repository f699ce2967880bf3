import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedUpload {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A real HTTP server on 127.0.0.1 for the upload that reports progress: jsdom's own
 * XMLHttpRequest sends the multipart body to it (no fake XHR). It answers CORS as the page's
 * origin (http://localhost) needs, and holds each upload until the test answers it.
 */
export async function startUploadServer() {
  const received: ReceivedUpload[] = [];
  const held: ServerResponse[] = [];
  let waiters: Array<() => void> = [];

  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'POST');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '');
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
      held.push(res);
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** Resolves once the first upload has fully arrived. */
    firstUpload(): Promise<ReceivedUpload> {
      if (received[0]) return Promise.resolve(received[0]);
      return new Promise((resolve) => waiters.push(() => resolve(received[0])));
    },
    answer(status: number, body: unknown) {
      held.shift()?.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
