import { EventEmitter, once } from 'node:events';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { csvRecord, neutraliseFormula } from '../../lib/spreadsheet-cell';
import { camelHeader, exportQuery } from './export-query';
import type { ExportSource } from './export-sources';
import type { ReadOnlySnapshot } from './read-only-snapshot';

type Cell = string | number | boolean | null;

/** Excel opens a CSV as UTF-8 (and shows Hindi) only when the file starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * A list export as CSV: BOM, a header row of the API's field names, then one RFC 4180 record per
 * row, produced one cursor batch at a time as the response is read.
 */
export async function* listAsCsv(snapshot: ReadOnlySnapshot, source: ExportSource): AsyncGenerator<string> {
  const { columns, sql } = await exportQuery(snapshot, source);
  yield UTF8_BOM + csvRecord(columns.map(camelHeader));
  for await (const rows of snapshot.batches(sql)) {
    yield rows.map((row) => csvRecord(columns.map((column) => row[column] as Cell))).join('');
  }
}

/** Text cells are neutralised like the CSV's, so a copy pasted or saved as CSV stays inert too. */
const xlsxCell = (value: Cell) => (typeof value === 'string' ? neutraliseFormula(value) : value);

/** How long a batch waits for the zip to produce output before the next one is read anyway. */
const ZIP_OUTPUT_WAIT_MS = 100;

/** Resolves on the zip's next output or after ZIP_OUTPUT_WAIT_MS, leaving no listener or timer behind. */
async function firstOutput(arrivals: EventEmitter): Promise<void> {
  const done = new AbortController();
  await Promise.race([once(arrivals, 'chunk', { signal: done.signal }), sleep(ZIP_OUTPUT_WAIT_MS, undefined, { signal: done.signal })]);
  done.abort();
}

/**
 * The same list as a real XLSX, written by exceljs's streaming WorkbookWriter (no shared strings,
 * no styles: nothing grows with the row count). Its zip output is collected from a sink and handed
 * on after each cursor batch, so the next batch is read only when the client has taken the last.
 * exceljs feeds its zip without backpressure, so after a batch the writer also waits (briefly) for
 * the deflated output: what sits inside the zip stays about one batch.
 */
export async function* listAsXlsx(snapshot: ReadOnlySnapshot, source: ExportSource, sheetName: string): AsyncGenerator<Buffer> {
  const { columns, sql } = await exportQuery(snapshot, source);
  const written: Buffer[] = [];
  const arrivals = new EventEmitter();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk);
      arrivals.emit('chunk');
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false });
  workbook.creator = 'Citizen Connect';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(columns.map(camelHeader)).commit();
  for await (const rows of snapshot.batches(sql)) {
    for (const row of rows) sheet.addRow(columns.map((column) => xlsxCell(row[column] as Cell))).commit();
    if (!written.length) await firstOutput(arrivals);
    if (written.length) yield Buffer.concat(written.splice(0));
  }
  sheet.commit();
  await workbook.commit();
  if (written.length) yield Buffer.concat(written.splice(0));
}
