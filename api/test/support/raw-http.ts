import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppKoa } from '../../src/types';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawServer {
  /** Sends `target` byte for byte: supertest parses URLs with WHATWG URL, which would fix `/./`, `\` and `%2e`. */
  send(method: string, target: string, headers?: Record<string, string>, body?: string | Buffer): Promise<RawResponse>;
  close(): Promise<void>;
}

/** The app on a local port, for requests whose path must reach the server exactly as written. */
export async function listenRaw(app: AppKoa): Promise<RawServer> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    send: (method, target, headers = {}, body) =>
      new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: target, headers: { connection: 'close', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
