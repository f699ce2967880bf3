import type { ExportSource } from './export-sources';
import type { ReadOnlySnapshot } from './read-only-snapshot';

interface ExportQuery {
  /** The allow-listed columns this database has, in file order. */
  columns: string[];
  /** Columns of type json/jsonb, selected as their text: NDJSON embeds them as JSON again. */
  jsonColumns: Set<string>;
  sql: string;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * The select of one column, as a value every file format writes the same way: timestamps as UTC
 * ISO 8601 text, dates as YYYY-MM-DD, JSON as its text; numbers and booleans stay typed (an XLSX
 * writes them as numbers and booleans).
 */
function columnValue(column: string, dataType: string): string {
  const name = quote(column);
  if (dataType === 'timestamp with time zone') return `to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (dataType === 'date') return `to_char(${name}, 'YYYY-MM-DD')`;
  if (['integer', 'smallint', 'bigint', 'boolean', 'text', 'character varying'].includes(dataType)) return name;
  return `${name}::text`;
}

/**
 * Builds the select of one export source from its allow-list and the catalogue, read in the same
 * snapshot. A listed column the schema does not have (yet) is skipped: `deleted_at` before
 * migration 010. Identifiers come from the allow-list in code, never from the caller.
 */
export async function exportQuery(snapshot: ReadOnlySnapshot, source: ExportSource): Promise<ExportQuery> {
  const catalogue = await snapshot.query(
    'select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ?',
    [source.table],
  );
  const types = new Map(catalogue.map((row) => [String(row.column_name), String(row.data_type)]));
  if (types.size === 0) throw new Error(`export source ${source.table} is not a table of this database`);
  const columns = source.columns.filter((column) => types.has(column));
  const live = source.liveRowsOnly && types.has('deleted_at') ? ` where ${quote('deleted_at')} is null` : '';
  const select = columns.map((column) => `${columnValue(column, types.get(column)!)} as ${quote(column)}`).join(', ');
  const jsonColumns = new Set(columns.filter((column) => ['json', 'jsonb'].includes(types.get(column)!)));
  return { columns, jsonColumns, sql: `select ${select} from ${quote(source.table)}${live} order by ${quote(source.orderBy)}` };
}

/** The API's spelling of a column (first_name → firstName), as the list exports' header row. */
export const camelHeader = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
