/**
 * CSV for spreadsheets: RFC 4180 quoting, a UTF-8 BOM so Excel reads Indonesian text, and every
 * cell that a spreadsheet would take for a formula (= + - @, tab, CR) prefixed with an apostrophe,
 * since the cells hold what visitors typed.
 *
 * Excel set to Indonesian regional settings splits a CSV on `;`, not `,`, and then ignores our
 * quotes (they no longer open its fields): `"Budi;=1+1;x"` gives a cell `=1+1`. So a cell with a
 * `;` is quoted as well, and every segment a spreadsheet might start a cell with (after `,`, `;`
 * or a line break) is defused too, not only the cell's start.
 */

/** A formula character at the start of the text or right after a separator or line break. */
const FORMULA_SEGMENT = /(^|[,;\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell, quoted when needed and defused wherever a segment would start a formula. */
export function csvCell(value: unknown): string {
  const text = (value === null || value === undefined ? '' : String(value)).replace(FORMULA_SEGMENT, "$1'");
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header row, rows, CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `antrian-testdrive-2026-11-21.csv`: a safe attachment name. */
export function csvFileName(stem: string, day: string): string {
  return `${stem.replace(/[^a-z0-9-]/gi, '')}-${day}.csv`;
}
