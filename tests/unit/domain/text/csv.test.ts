import { describe, expect, it } from 'vitest';
import { CSV_SEPARATOR, csv, formulaSafe } from '../../../../src/domain/text/csv.ts';

describe('cells no spreadsheet runs as a formula', () => {
  it('puts an apostrophe before a cell that starts a formula', () => {
    for (const cell of ['=SUM(A1)', '@cmd', '\tx', '\rx', '+A1', '-2+3+cmd|/C calc!A0', '-x']) expect(formulaSafe(cell)).toBe(`'${cell}`);
  });

  it('leaves phone numbers, signed numbers and plain text as they are', () => {
    for (const cell of ['+34 962 000 111', '-12.5', '+(34) 962/000-111', 'Farola = rota', '']) expect(formulaSafe(cell)).toBe(cell);
  });
});

describe('a CSV file as Spanish offices open it', () => {
  it('starts with a byte-order mark, splits on ";" and ends rows in CRLF', () => {
    expect(CSV_SEPARATOR).toBe(';');
    expect(csv(['a', 'b'], [['1', '2']])).toBe('\uFEFFa;b\r\n1;2\r\n');
  });

  it('quotes cells with a separator, a quote or a line break, doubling quotes', () => {
    expect(csv(['x'], [['uno; dos'], ['dice "hola"'], ['línea\nnueva']])).toBe('\uFEFFx\r\n"uno; dos"\r\n"dice ""hola"""\r\n"línea\nnueva"\r\n');
  });

  it('makes every cell formula-safe, the header too', () => {
    expect(csv(['=H'], [['=1+1']])).toBe("\uFEFF'=H\r\n'=1+1\r\n");
  });
});
