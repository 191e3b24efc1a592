import XLSX from 'sheetjs-style';
import { madridMinute } from '../content/calendar.ts';

/**
 * A cell: text, a number, an instant (`{ instant: ISO 8601 }`, written as Madrid's date and time in a real date
 * cell, which a spreadsheet sorts, filters by day and subtracts from today), or nothing.
 */
export type SheetCell = string | number | { instant: string } | null;

/** How a date cell reads: day first, as Spain writes dates, and the minute. */
export const DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/** 1899-12-30, day 0 of a spreadsheet's dates (1900 system, with Lotus's leap-year mistake before March 1900). */
const EPOCH = Date.UTC(1899, 11, 30);

/** An instant as a spreadsheet's serial date, in Madrid's wall-clock time (spreadsheets have no time zones). */
export function serialDate(instant: string): number {
  const [day, time] = madridMinute(instant).split(' ') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return (Date.UTC(year, month - 1, date, hour, minute) - EPOCH) / 86_400_000;
}

const cellOf = (value: SheetCell): XLSX.CellObject | undefined => {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string') return { t: 's', v: value };
  if (typeof value === 'number') return { t: 'n', v: value };
  return { t: 'n', v: serialDate(value.instant), z: DATE_FORMAT };
};

/** How many characters a cell shows, for the column's width. */
const shown = (value: SheetCell | undefined) =>
  value === null || value === undefined ? 0 : typeof value === 'object' ? DATE_FORMAT.length : String(value).length;

/** The sheet's first row stays in view while the rows scroll under it: a frozen pane below the header. */
const FROZEN_HEADER = '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>';

/**
 * The header row frozen. The SheetJS build the project uses writes no panes, so the sheet's XML gets its
 * `<pane>` in the package SheetJS wrote (its own zip reader and writer, CFB).
 */
function freezeHeader(bytes: Uint8Array): Uint8Array {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const at = zip.FullPaths.findIndex((path) => path.endsWith('xl/worksheets/sheet1.xml'));
  const entry = zip.FileIndex[at];
  if (!entry?.content) throw new Error('workbook without its sheet');
  const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
  const frozen = xml.replace(/<sheetView workbookViewId="0"\s*\/>/, FROZEN_HEADER);
  if (frozen === xml) throw new Error('workbook sheet without the view to freeze');
  entry.content = Buffer.from(frozen, 'utf8');
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array;
}

/**
 * An .xlsx workbook with one sheet: a bold header row in the realm's colour, frozen, with filters, and columns
 * wide enough for their content; numbers and dates in real number and date cells. Runs at build time (the
 * directory) and on the server (the desk's exports); no spreadsheet code reaches visitors.
 */
export function workbook(sheetName: string, header: string[], rows: SheetCell[][], headerColor: string): Uint8Array {
  const sheet: XLSX.WorkSheet = {};
  [header, ...rows].forEach((row, r) => {
    row.forEach((value, c) => {
      const cell = cellOf(value);
      if (cell) sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    });
  });
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: Math.max(width, 1) - 1 } });
  const fill = headerColor.replace('#', '').toUpperCase();
  header.forEach((_, column) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: 0, c: column })];
    if (cell) {
      cell.s = {
        font: { bold: true, color: { rgb: 'FFFFFF' } },
        fill: { patternType: 'solid', fgColor: { rgb: fill } },
        alignment: { vertical: 'center' },
      };
    }
  });
  sheet['!cols'] = header.map((title, column) => ({
    wch: Math.min(60, Math.max(title.length, ...rows.map((row) => shown(row[column]))) + 2),
  }));
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(rows.length, 1), c: header.length - 1 } }) };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return freezeHeader(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array);
}
