/**
 * CSV for spreadsheets: RFC 4180 quoting, a UTF-8 BOM so Excel reads Indonesian text, and every
 * cell that a spreadsheet would take for a formula (= + - @, tab, CR) prefixed with an apostrophe,
 * since the cells hold what visitors typed.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when needed and defused when it would start a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header row, rows, CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `antrian-testdrive-2026-11-21.csv`: a safe attachment name. */
export function csvFileName(stem: string, day: string): string {
  return `${stem.replace(/[^a-z0-9-]/gi, '')}-${day}.csv`;
}
