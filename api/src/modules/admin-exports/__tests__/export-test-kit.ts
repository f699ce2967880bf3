import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import type { TestClient } from '../../../../test/support/test-app';
import { officeDay } from '@cc/types';

/** GET with the body kept as bytes (CSV with BOM, XLSX, zip), as a browser saves a download. */
export function download(client: TestClient, path: string): Promise<Response & { body: Buffer }> {
  return client.agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }) as unknown as Promise<Response & { body: Buffer }>;
}

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Parses a CSV as a spreadsheet program would: BOM honoured, RFC 4180 quoting, header row as keys. */
export function parseCsv(bytes: Buffer): { header: string[]; rows: Record<string, string>[] } {
  const records = parse(bytes, { bom: true, relaxColumnCount: false }) as string[][];
  const [header, ...body] = records;
  return { header: header!, rows: body.map((values) => Object.fromEntries(header!.map((name, i) => [name, values[i]!]))) };
}

/** Column names that would betray a secret: none may appear in any export. */
export const SECRET_COLUMN = /pass|hash|token|secret|session|csrf|captcha|api_?key|salt/i;

/** A stored argon2id hash: the prefix must never leave the database. */
export const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZXhwb3J0dGVzdA$notarealhashbutlookslikeone';

export const today = () => officeDay();

let counter = 0;
export const unique = (prefix: string) => `${prefix}${process.pid}x${Date.now().toString(36)}x${(counter += 1)}`;
