import { Readable } from 'node:stream';
import type { Ctx } from '../../types';
import { ReadOnlySnapshot } from './read-only-snapshot';
import { officeDay } from '@cc/types';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  ndjson: 'application/x-ndjson; charset=utf-8',
} as const;

type ExportFormat = keyof typeof CONTENT_TYPES;


/** Download headers. The name is built from constants and the date only: nothing a caller typed. */
export function setDownloadHeaders(ctx: Ctx, baseName: string, format: ExportFormat): void {
  ctx.set('Content-Type', CONTENT_TYPES[format]);
  ctx.set('Content-Disposition', `attachment; filename="${baseName}-${officeDay()}.${format}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  // api-cache-control says no-store for every API answer; said here too, as this is personal data.
  ctx.set('Cache-Control', 'no-store');
}

/**
 * Streams `produce(snapshot)` as the response body. The snapshot closes (its connection returns to
 * the pool) when the response is over, however it ends. A failure after the headers went out
 * destroys the socket, so the client sees a broken download, never a short file that looks whole.
 */
export function streamFromSnapshot(ctx: Ctx, produce: (snapshot: ReadOnlySnapshot) => { body: NodeJS.ReadableStream; abort?: () => void }): void {
  const snapshot = new ReadOnlySnapshot(ctx.deps.db);
  const { body, abort } = produce(snapshot);
  const stream = body as Readable;
  const finish = () => {
    abort?.();
    void snapshot.close();
  };
  stream.once('end', () => void snapshot.close());
  stream.once('error', (error) => {
    // A client that went away is not a failure of the export.
    if (ctx.res.destroyed || ctx.res.writableEnded) return;
    ctx.log.error({ err: error, path: ctx.path }, 'export failed while streaming');
    // Before the first byte koa still answers the error; after it, only a cut connection tells.
    if (ctx.res.headersSent) ctx.res.destroy(error);
  });
  ctx.res.once('close', finish);
  ctx.body = stream;
}

/**
 * A body read from an async generator: the generator runs only as fast as the client reads, one
 * chunk (a cursor batch) ahead at most.
 */
export const fromGenerator = (chunks: AsyncGenerator<string | Buffer>) => ({ body: Readable.from(chunks, { highWaterMark: 1 }) });
