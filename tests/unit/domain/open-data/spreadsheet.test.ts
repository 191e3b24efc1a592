import { inflateRawSync } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { serialDate, workbook } from '../../../../src/domain/open-data/spreadsheet.ts';

/**
 * One file of a zip package (an .xlsx is one), read by hand from the zip's central directory (APPNOTE 4.3), so
 * that what the writer's own zip code wrote is checked by code that shares nothing with it.
 */
function zipEntry(bytes: Uint8Array, name: string): string {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + skip;
  }
  throw new Error(`${name} is not in the package`);
}

const read = (bytes: Uint8Array) => XLSX.read(bytes, { type: 'buffer', cellStyles: true });

describe('an .xlsx workbook of one sheet', () => {
  const header = ['Nombre', 'Correo'];
  const rows = [
    ['Coral', 'coral@example.es'],
    ['Asociación de vecinos del barrio', 'x@example.es'],
  ];
  const book = read(workbook('Directorio de asociaciones del municipio', header, rows, '#1a6b3c'));
  const sheet = book.Sheets[book.SheetNames[0]!]!;

  it('holds the header and rows, in order, in a sheet named at most 31 characters', () => {
    expect(book.SheetNames).toEqual(['Directorio de asociaciones del ']);
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([header, ...rows]);
  });

  it('filters over the header and every row', () => {
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:B3' });
  });

  it('makes each column as wide as its longest text, two characters more, at most 60', () => {
    expect(sheet['!cols']?.map((c) => c.wch)).toEqual(['Asociación de vecinos del barrio'.length + 2, 'coral@example.es'.length + 2]);
    const wide = read(workbook('x', ['t'], [['y'.repeat(100)]], '#000000'));
    expect(wide.Sheets.x!['!cols']?.[0]?.wch).toBe(60);
  });

  it('freezes the header row, so that it stays in view over the rows', () => {
    const xml = zipEntry(workbook('x', header, rows, '#000000'), 'xl/worksheets/sheet1.xml');
    expect(xml).toMatch(/<sheetView [^>]*><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/><\/sheetView>/);
  });

  it('writes numbers as numbers and instants as date cells in Madrid time, which a reader reads back as dates', async () => {
    const book = workbook(
      'x',
      ['Fecha', 'Importe', 'Nada'],
      [
        [{ instant: '2026-07-01T08:05:00Z' }, 20.5, null],
        [{ instant: '2026-01-15T23:30:00Z' }, 3, ''],
      ],
      '#000000',
    );
    // read-excel-file: its own zip and XML code, and it reads a number as a date only by the cell's date format.
    const read = await readSheet(Buffer.from(book));
    // A spreadsheet's dates have no zone: the reader gives the wall-clock time (Madrid's) as UTC.
    expect(read).toEqual([
      ['Fecha', 'Importe', 'Nada'],
      [new Date('2026-07-01T10:05:00Z'), 20.5, null],
      [new Date('2026-01-16T00:30:00Z'), 3, null],
    ]);
    const sheet = XLSX.read(book, { type: 'buffer' }).Sheets.x!;
    expect(sheet.A2).toMatchObject({ t: 'n', w: '01/07/2026 10:05' });
  });

  it('counts days as spreadsheets do, from 30 December 1899', () => {
    expect(serialDate('2000-01-01T00:00:00+01:00')).toBe(36526);
    expect(serialDate('2026-05-03T10:30:00+02:00')).toBe(46145 + 10.5 / 24);
  });
});
