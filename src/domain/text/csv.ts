/**
 * Tables for spreadsheet programs: CSV as Spanish offices open it, and cells that never run as formulas. Shared
 * by the open-data files and the desk's exports.
 */

/**
 * Spreadsheet programs set up for Spain split CSV on ";" (the comma is the decimal separator), and read a
 * file as UTF-8 only when it starts with a byte-order mark; without them a Spanish user sees one column of
 * mojibake. Rows end in CRLF as RFC 4180 says.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * A cell as text that no spreadsheet runs as a formula (OWASP's CSV injection): one starting with "=", "@", a
 * tab or a carriage return, or with "+" or "-" followed by anything but a number, gets a leading apostrophe.
 * Phone numbers ("+34 962 000 111") and signed numbers stay as they are; "-2+3+cmd|…", which a spreadsheet
 * would run, does not.
 */
export function formulaSafe(value: string): string {
  return /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().,/-]*$/.test(value)) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const safe = formulaSafe(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file: byte-order mark, header row, one line per row. */
export function csv(header: string[], rows: string[][]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
