/**
 * The captcha's operation in words, for those who cannot read the image (screen readers, low vision): the
 * accessible alternative the issue asks for, in each portal language.
 */
import { isLanguage, type Language } from '../../src/schemas/languages.ts';

/** Every UI language (src/schemas/languages.ts) has its words here: a new one fails to compile until it does. */
export type CaptchaLanguage = Language;
export type Operator = '+' | '-';

const NUMBERS: Record<CaptchaLanguage, string[]> = {
  es: [
    'cero',
    'uno',
    'dos',
    'tres',
    'cuatro',
    'cinco',
    'seis',
    'siete',
    'ocho',
    'nueve',
    'diez',
    'once',
    'doce',
    'trece',
    'catorce',
    'quince',
    'dieciséis',
    'diecisiete',
    'dieciocho',
    'diecinueve',
    'veinte',
  ],
  va: [
    'zero',
    'u',
    'dos',
    'tres',
    'quatre',
    'cinc',
    'sis',
    'set',
    'huit',
    'nou',
    'deu',
    'onze',
    'dotze',
    'tretze',
    'catorze',
    'quinze',
    'setze',
    'dèsset',
    'dihuit',
    'dènou',
    'vint',
  ],
  ca: [
    'zero',
    'un',
    'dos',
    'tres',
    'quatre',
    'cinc',
    'sis',
    'set',
    'vuit',
    'nou',
    'deu',
    'onze',
    'dotze',
    'tretze',
    'catorze',
    'quinze',
    'setze',
    'disset',
    'divuit',
    'dinou',
    'vint',
  ],
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
};

const OPERATORS: Record<CaptchaLanguage, Record<Operator, string>> = {
  es: { '+': 'más', '-': 'menos' },
  va: { '+': 'més', '-': 'menys' },
  ca: { '+': 'més', '-': 'menys' },
  en: { '+': 'plus', '-': 'minus' },
};

const QUESTION: Record<CaptchaLanguage, (operation: string) => string> = {
  es: (operation) => `¿Cuánto es ${operation}?`,
  va: (operation) => `Quant fan ${operation}?`,
  ca: (operation) => `Quant fan ${operation}?`,
  en: (operation) => `What is ${operation}?`,
};

export function isCaptchaLanguage(lang: string | undefined): lang is CaptchaLanguage {
  return isLanguage(lang);
}

/** The tens from twenty to ninety. */
const TENS: Record<CaptchaLanguage, string[]> = {
  es: ['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
  va: ['vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'huitanta', 'noranta'],
  ca: ['vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'],
  en: ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
};

/** Spanish writes twenty-one to twenty-nine as one word, with its own accents. */
const SPANISH_TWENTIES = ['veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];

/** A tens word and a unit, as each language joins them: 'treinta y dos', 'vint-i-dos', 'trenta-dos', 'thirty-two'. */
const COMPOUND: Record<CaptchaLanguage, (tens: number, unit: number) => string> = {
  es: (tens, unit) => (tens === 2 ? SPANISH_TWENTIES[unit - 1]! : `${TENS.es[tens - 2]} y ${NUMBERS.es[unit]}`),
  va: (tens, unit) => `${TENS.va[tens - 2]}${tens === 2 ? '-i-' : '-'}${NUMBERS.va[unit]}`,
  ca: (tens, unit) => `${TENS.ca[tens - 2]}${tens === 2 ? '-i-' : '-'}${NUMBERS.ca[unit]}`,
  en: (tens, unit) => `${TENS.en[tens - 2]}-${NUMBERS.en[unit]}`,
};

/** A number in words up to ninety-nine (digits past that, which only a fixed test answer can reach). */
export function numberInWords(n: number, lang: CaptchaLanguage): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n <= 20) return NUMBERS[lang][n]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  return unit === 0 ? TENS[lang][tens - 2]! : COMPOUND[lang](tens, unit);
}

/** '¿Cuánto es siete más tres?' / 'Quant fan set més tres?' */
export function questionInWords(a: number, op: Operator, b: number, lang: CaptchaLanguage): string {
  return QUESTION[lang](`${numberInWords(a, lang)} ${OPERATORS[lang][op]} ${numberInWords(b, lang)}`);
}
