/**
 * Spreadsheet safety for every file the API hands out (reports, admin exports). A text cell that
 * starts with = + - @ tab or carriage return would run as a formula in Excel or LibreOffice (CSV
 * injection, OWASP): it gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 asks. */
export const csvRecord = (values: ReadonlyArray<string | number | boolean | null | undefined>): string => `${values.map(csvCell).join(',')}\r\n`;
