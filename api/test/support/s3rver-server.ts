import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LoopbackS3 {
  /** http://127.0.0.1:<port>, path-style. */
  endpoint: string;
  /** s3rver's one account: access key and secret are both S3RVER. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Stops the server, keeping its port and its files (S3 down for a while). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same files. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback with one empty bucket, its files in a temp folder. */
export async function startLoopbackS3(bucket: string): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'cc-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    return { server, port: address.port };
  };
  let running: Awaited<ReturnType<typeof serve>> | null = await serve(0);
  const port = running.port;
  const stop = async () => {
    await running?.server.close();
    running = null;
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop,
    start: async () => {
      running ??= await serve(port);
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
