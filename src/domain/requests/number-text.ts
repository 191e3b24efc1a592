/**
 * Numbers as citizens type them in the request form's number fields, and as the form's messages write them
 * (docs/mailbox-form.md "Number fields"). Pure, shared by the form island and the local API.
 *
 * The page's language decides the one separator that could mean either: in Spanish, Valencian and Catalan a comma
 * separates the decimals and a point groups thousands ("2.000", "1.500,50"); in English the other way round. A
 * lone separator that cannot be a thousands group is read as the decimal one whatever the language ("1500.50",
 * "1500,5" are 1500.5 everywhere), as people with a phone or a computer set to another language type them.
 */

/** The locale the rules read and write numbers in when the caller names none: the portal's default language. */
export const DEFAULT_NUMBER_LOCALE = 'es-ES';

/** The locale's decimal separator: a comma in es-ES and ca-ES, a point in en. */
export function decimalSeparator(locale: string): ',' | '.' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return part === '.' ? '.' : ',';
}

const literal = (c: string) => (c === '.' ? '\\.' : c);

/**
 * What a citizen typed → the number it means in the locale, or undefined when it is no number. Spaces (also
 * non-breaking ones) may group thousands; a sign may lead.
 */
export function parseNumber(text: string, locale: string = DEFAULT_NUMBER_LOCALE): number | undefined {
  const decimal = decimalSeparator(locale);
  const group = decimal === ',' ? '.' : ',';
  const match = /^([+-]?)([\d.,]+)$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return undefined;
  const [, sign, digits] = match as unknown as [string, string, string];
  const grouped = new RegExp(`^\\d{1,3}(${literal(group)}\\d{3})+$`);
  const decimals = digits.split(decimal);
  if (decimals.length > 2) return undefined;
  let [whole, fraction] = decimals as [string, string | undefined];
  if (whole.includes(group)) {
    if (grouped.test(whole)) whole = whole.split(group).join('');
    // "1500.50" in Spanish: a lone point that groups nothing separates the decimals.
    else if (fraction === undefined && whole.split(group).length === 2) [whole, fraction] = whole.split(group) as [string, string];
    else return undefined;
  }
  if (!/^\d*$/.test(whole) || (fraction !== undefined && !/^\d+$/.test(fraction)) || (whole === '' && fraction === undefined)) return undefined;
  const n = Number(`${sign}${whole || '0'}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A number as the request body's text (the server reads the body's numbers back as text, `FIELD_RULES.number`):
 * digits and a point, which every locale's `parseNumber` reads back the same. A fraction of exactly three digits
 * gets a fourth, a zero, so that no reader takes its point for a thousands group ("1.125" is 1125 in Spanish).
 */
export function numberText(n: number): string {
  const text = String(n);
  return /\.\d{3}$/.test(text) ? `${text}0` : text;
}

/**
 * A number as the locale writes it in a message ("entre 100 y 6000"): Intl's grouping, which follows each norm
 * (Spanish groups from five digits on, as the RAE writes them, 6000 and 15.000; Valencian and Catalan from four,
 * 6.000), as the copy of a request does (src/domain/requests/request-copy.ts). A whole number shows no decimals;
 * another shows as many as the field's `step` has (1500,50 in steps of 0.01, not 1500,5).
 */
export function formatNumber(n: number, locale: string = DEFAULT_NUMBER_LOCALE, step?: number): string {
  const decimals = Number.isInteger(n) ? 0 : step !== undefined && step > 0 && step < 1 ? (numberText(step).split('.')[1]?.length ?? 0) : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 6) }).format(n);
}
