/** Numbers as citizens type them in the request form, and as its messages write them (docs/mailbox-form.md "Number fields"). */
import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatNumber, numberText, parseNumber } from '../../../../src/domain/requests/number-text.ts';
import { LANGUAGE_TABLE } from '../../../../src/schemas/languages.ts';

describe('a number typed in the request form', () => {
  it.each([
    ['2.000', 2000],
    ['6.500', 6500],
    ['1.500,50', 1500.5],
    ['1500,50', 1500.5],
    ['12.345.678', 12_345_678],
    ['1 500,50', 1500.5],
    ['50', 50],
    ['7000', 7000],
    ['-3,5', -3.5],
    [',5', 0.5],
    // A lone point that groups no thousands separates the decimals, as a computer set to English types them.
    ['1500.50', 1500.5],
    ['1.5', 1.5],
    // A comma always separates the decimals in Spanish: "2,000" is two.
    ['2,000', 2],
  ])('reads %s in Spanish as %d', (typed, expected) => {
    expect(parseNumber(typed)).toBe(expected);
  });

  it.each(['', 'abc', '1.500.50', '1,5,0', '1e5', '5,', '1..0', '12 €'])('finds no number in %j', (typed) => {
    expect(parseNumber(typed)).toBeUndefined();
  });

  it('reads the other way round in a language whose decimals follow a point', () => {
    expect(decimalSeparator('en-GB')).toBe('.');
    expect(parseNumber('2,000', 'en-GB')).toBe(2000);
    expect(parseNumber('1,500.50', 'en-GB')).toBe(1500.5);
    expect(parseNumber('1500,50', 'en-GB')).toBe(1500.5);
  });

  it('every language of the portal writes decimals after a comma, so the rules read what any page typed the same', () => {
    // Were a language to write a decimal point, the form would have to tell the rules its locale.
    for (const [lang, { locale }] of Object.entries(LANGUAGE_TABLE)) expect(decimalSeparator(locale), lang).toBe(',');
  });
});

describe('a number as the request body’s text', () => {
  it.each([1500.5, 2000, 1.125, -1.125, 1500.125, 0.1])('%d is read back the same in every locale', (n) => {
    for (const locale of ['es-ES', 'ca-ES', 'en-GB']) expect(parseNumber(numberText(n), locale)).toBe(n);
  });
});

describe('a number in a message', () => {
  it('follows each language’s norm: Spanish groups from five digits on, Valencian from four', () => {
    expect(formatNumber(6000, 'es-ES')).toBe('6000');
    expect(formatNumber(15_000, 'es-ES')).toBe('15.000');
    expect(formatNumber(6000, 'ca-ES-valencia')).toBe('6.000');
    expect(formatNumber(1500.5, 'es-ES')).toBe('1500,5');
  });
  it('shows the decimals of a field’s step, and none for a whole number', () => {
    expect(formatNumber(1500.5, 'es-ES', 0.01)).toBe('1500,50');
    expect(formatNumber(100, 'es-ES', 0.01)).toBe('100');
    expect(formatNumber(0.25, 'ca-ES', 0.5)).toBe('0,25');
  });
});
