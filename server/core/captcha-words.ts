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

/** A number in words (digits past twenty, which only a fixed test answer can reach). */
export function numberInWords(n: number, lang: CaptchaLanguage): string {
  return NUMBERS[lang][n] ?? String(n);
}

/** '¿Cuánto es siete más tres?' / 'Quant fan set més tres?' */
export function questionInWords(a: number, op: Operator, b: number, lang: CaptchaLanguage): string {
  return QUESTION[lang](`${numberInWords(a, lang)} ${OPERATORS[lang][op]} ${numberInWords(b, lang)}`);
}
