import XLSX from 'sheetjs-style';

/**
 * An .xlsx workbook with one sheet: a bold header row in the realm's colour, frozen, with filters, and columns
 * wide enough for their content. Runs at build time (the directory) and on the server (the desk's exports);
 * no spreadsheet code reaches visitors.
 */
export function workbook(sheetName: string, header: string[], rows: string[][], headerColor: string): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
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
    wch: Math.min(60, Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)) + 2),
  }));
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(rows.length, 1), c: header.length - 1 } }) };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
