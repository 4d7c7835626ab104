/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF lines). Pure and client-safe.
 *
 * - Excel opens a file as UTF-8 only when it starts with a byte-order mark, so Turkish letters
 *   (ç, ğ, ı, ö, ş, ü) survive: `CSV_BOM` goes first.
 * - Excel splits columns on the list separator of the computer's region: `;` where the decimal
 *   mark is a comma (Turkish, Russian), `,` in English. `csvDelimiter(locale)` follows that.
 * - A cell beginning with = + - @ (or a tab / carriage return) is a formula to a spreadsheet
 *   ("CSV injection"): such text gets a leading apostrophe so it is shown, never run. Numbers we
 *   write ourselves are passed as numbers and left alone.
 * - Whatever separator we chose, a spreadsheet set to the other one splits the cell at its `;` or
 *   `,`: such a character followed by a formula character gets the apostrophe after it too, so
 *   `S;=2+3` is written `S;'=2+3` (docs/dashboard.md, CSV exports).
 */
export const CSV_BOM = '\uFEFF';

type CsvDelimiter = ',' | ';';
export type CsvValue = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A `;` or `,` (spaces allowed) before a formula character: a cell of its own to the other separator. */
const FORMULA_AFTER_SEPARATOR = /([;,] *)(?=[=+\-@\t\r])/g;

export function csvDelimiter(locale: string): CsvDelimiter {
  return locale === 'en' ? ',' : ';';
}

export function csvCell(value: CsvValue, delimiter: CsvDelimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[], delimiter: CsvDelimiter = ','): string {
  return `${values.map((value) => csvCell(value, delimiter)).join(delimiter)}\r\n`;
}

/** A whole document (BOM, header, rows): for small exports and tests; large ones stream csvRow. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[], delimiter: CsvDelimiter = ','): string {
  return CSV_BOM + csvRow(header, delimiter) + rows.map((row) => csvRow(row, delimiter)).join('');
}

/**
 * A cell of tab-separated text, as the reports' "copy" button puts it on the clipboard for pasting
 * into a spreadsheet: on one line, and a text that would start a formula gets the apostrophe as in CSV.
 */
export function tsvCell(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value === null || value === undefined) return '';
  const text = (value instanceof Date ? value.toISOString() : String(value)).replace(/[\t\r\n]+/g, ' ');
  // A space before the formula character does not stop every spreadsheet from running it.
  return FORMULA_START.test(text.trimStart()) ? `'${text}` : text;
}
