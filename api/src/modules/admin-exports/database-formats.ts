import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { csvRecord } from '../../lib/spreadsheet-cell';
import { exportQuery } from './export-query';
import { DATABASE_EXPORT, type ExportSource } from './export-sources';
import type { ExportRow, ReadOnlySnapshot } from './read-only-snapshot';

type Cell = string | number | boolean | null;

const UTF8_BOM = '\uFEFF';

/** The moment the snapshot shows: the start of its transaction, in UTC. */
async function snapshotTime(snapshot: ReadOnlySnapshot): Promise<string> {
  const [row] = await snapshot.query(`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at`);
  return String(row!.taken_at);
}

interface TableBatch {
  columns: string[];
  jsonColumns: Set<string>;
  rows: ExportRow[];
}

/** A table's columns first (rows empty), then its rows batch by batch. */
async function* tableRows(snapshot: ReadOnlySnapshot, source: ExportSource): AsyncGenerator<TableBatch> {
  const { columns, jsonColumns, sql } = await exportQuery(snapshot, source);
  yield { columns, jsonColumns, rows: [] };
  for await (const rows of snapshot.batches(sql)) yield { columns, jsonColumns, rows };
}

const ndjsonValue = (value: unknown, isJson: boolean) => (isJson && typeof value === 'string' ? JSON.parse(value) : value);

/**
 * The whole business database as NDJSON: a first line naming the format, the snapshot time and the
 * tables, then one `{"table":…,"row":{…}}` line per row, values as stored (no spreadsheet
 * neutralising: this file is for programs, not for Excel).
 */
export async function* databaseAsNdjson(snapshot: ReadOnlySnapshot): AsyncGenerator<string> {
  const takenAt = await snapshotTime(snapshot);
  yield `${JSON.stringify({ format: 'citizen-connect-database', version: 1, takenAt, tables: DATABASE_EXPORT.map((source) => source.table) })}\n`;
  for (const source of DATABASE_EXPORT) {
    for await (const { columns, jsonColumns, rows } of tableRows(snapshot, source)) {
      if (rows.length === 0) continue;
      const line = (row: ExportRow) => Object.fromEntries(columns.map((column) => [column, ndjsonValue(row[column], jsonColumns.has(column))]));
      yield rows.map((row) => `${JSON.stringify({ table: source.table, row: line(row) })}\n`).join('');
    }
  }
}

/** One table as CSV (BOM, the database's column names, neutralised cells): Excel opens each file. */
async function* tableAsCsv(snapshot: ReadOnlySnapshot, source: ExportSource, counted: (rows: number) => void): AsyncGenerator<string> {
  for await (const { columns, rows } of tableRows(snapshot, source)) {
    if (rows.length === 0) {
      yield UTF8_BOM + csvRecord(columns);
      continue;
    }
    counted(rows.length);
    yield rows.map((row) => csvRecord(columns.map((column) => row[column] as Cell))).join('');
  }
}

interface DatabaseZip {
  output: NodeJS.ReadableStream;
  /** Stops the table being read (the client went away); the caller then closes the snapshot. */
  abort(): void;
}

/**
 * A zip of one CSV per table plus `manifest.json` (snapshot time, tables, row counts), written by
 * yazl. Entries are opened lazily and one at a time, so the tables are read in turn through the
 * one snapshot, each as fast as the zip is read.
 */
export function databaseAsZip(snapshot: ReadOnlySnapshot): DatabaseZip {
  const zip = new ZipFile();
  const counts: Record<string, number> = {};
  let reading: Readable | undefined;
  let takenAt: Promise<string> | undefined;
  for (const source of DATABASE_EXPORT) {
    counts[source.table] = 0;
    zip.addReadStreamLazy(`${source.table}.csv`, (give) => {
      takenAt ??= snapshotTime(snapshot);
      reading = Readable.from(tableAsCsv(snapshot, source, (rows) => (counts[source.table]! += rows)), { highWaterMark: 1 });
      give(null, reading);
    });
  }
  zip.addReadStreamLazy('manifest.json', (give) => {
    reading = Readable.from(
      (async function* manifest() {
        yield JSON.stringify({ format: 'citizen-connect-database', version: 1, takenAt: await takenAt, rowCounts: counts }, null, 2);
      })(),
    );
    give(null, reading);
  });
  zip.end();
  const output = zip.outputStream as unknown as Readable;
  // yazl reports a failed entry on the ZipFile: end the download as failed (never a short zip
  // that looks whole), instead of an unhandled 'error' event.
  zip.on('error', (error: Error) => output.destroy(error));
  return { output, abort: () => reading?.destroy() };
}
