import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { workbook } from '../../../../src/domain/open-data/spreadsheet.ts';

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
});
