import type { Language } from '../schemas/realm.ts';
import type { Translatable } from '../schemas/common.ts';
import es from './es.json' with { type: 'json' };
import va from './va.json' with { type: 'json' };
import ca from './ca.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** Every UI string key; Spanish is the reference and must have them all. */
export type UiKey = keyof typeof es;
type Strings = Partial<Record<UiKey, string>>;

const dictionaries: Record<Language, Strings> = { es, va, ca, en };

/** Valencian and Catalan stand in for each other when one lacks a text (spec §1). */
const SIBLING: Partial<Record<string, Language>> = { va: 'ca', ca: 'va' };

const warned = new Set<string>();

/** Languages to try, in order, for a text wanted in `lang`. */
export function fallbackChain(lang: string): string[] {
  const chain = [lang];
  const sibling = SIBLING[lang];
  if (sibling) chain.push(sibling);
  return chain;
}

/**
 * The UI string `key` in `lang` (then its sibling, then Spanish), with `{name}` placeholders filled.
 * A key no dictionary has is shown as itself and warned about once (spec §8).
 */
export function t(lang: Language, key: UiKey | string, params: Record<string, string | number> = {}): string {
  let text: string | undefined;
  for (const candidate of [...fallbackChain(lang), 'es']) {
    text = dictionaries[candidate as Language]?.[key as UiKey];
    if (text !== undefined) break;
  }
  if (text === undefined) {
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`Missing translation: "${key}" (${lang})`);
    }
    return key;
  }
  if (lang === 'va' || lang === 'ca') text = elide(text, params);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Catalan and Valencian elide "de" before a vowel or h: "Portal d'Associacions de {municipio}" with Alcantir
 * reads "… d'Alcantir". Only "de" right before a placeholder depends on the value, so only that is rewritten.
 */
function elide(text: string, params: Record<string, string | number>): string {
  return text.replace(/\b([Dd])e \{(\w+)\}/g, (whole, d: string, name: string) => {
    const value = String(params[name] ?? '');
    return /^[aeiouhàáèéíïòóúü]/i.test(value) && !/^(hi|hu|i|u)[aeiouàèéíòóú]/i.test(value) ? `${d}'{${name}}` : whole;
  });
}

/** A translator bound to one language, for components. */
export function translator(lang: Language) {
  return (key: UiKey | string, params?: Record<string, string | number>) => t(lang, key, params);
}

/**
 * Picks a translatable text for `lang`: the language, its sibling (va ↔ ca), `und`, Spanish, then any text.
 * A plain string is the same in every language. Returns '' when there is nothing.
 */
export function pick(text: Translatable | null | undefined, lang: string): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  if (typeof text !== 'object') {
    console.warn(`ERR translation: ${typeof text}`);
    return '';
  }
  const record = text as Record<string, string | null | undefined>;
  for (const candidate of [...fallbackChain(lang), 'und', 'es']) {
    const value = record[candidate];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  for (const value of Object.values(record)) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}

/** The language of the text `pick` returns, to mark text in another language with `lang` (WCAG 3.1.2). */
export function pickedLanguage(text: Translatable | null | undefined, lang: string): string {
  if (text == null || typeof text === 'string') return lang;
  const record = text as Record<string, string | null | undefined>;
  for (const candidate of [...fallbackChain(lang), 'und', 'es']) {
    const value = record[candidate];
    if (typeof value === 'string' && value.trim() !== '') return candidate === 'und' ? lang : candidate;
  }
  return lang;
}

/** The BCP 47 locale for dates and numbers: the language with the -ES region (spec §9). */
export function locale(lang: Language): string {
  return lang === 'va' ? 'ca-ES-valencia' : `${lang}-ES`;
}

/** The `lang` attribute value for a UI language. */
export function htmlLang(lang: string): string {
  return lang === 'va' ? 'ca-valencia' : lang;
}
