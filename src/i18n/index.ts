import { localeOf, type Language } from '../schemas/languages.ts';
import { fallbackChain } from './pick.ts';
import { fillPlaceholders } from './placeholders.ts';
import es from './es.json' with { type: 'json' };
import va from './va.json' with { type: 'json' };
import ca from './ca.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** Every UI string key; Spanish is the reference and must have them all. */
export type UiKey = keyof typeof es;
type Strings = Partial<Record<UiKey, string>>;

/** One per language of src/schemas/languages.ts: a language the table has and this lacks fails to compile. */
const dictionaries: Record<Language, Strings> = { es, va, ca, en };

/** Every UI language's dictionary, for tests that go through them all. */
export const DICTIONARIES: Readonly<Record<Language, Strings>> = dictionaries;

export { fallbackChain, pick, pickedLanguage } from './pick.ts';
export { htmlLang } from '../schemas/languages.ts';
export { dateFormat } from './dates.ts';

const warned = new Set<string>();

/**
 * The UI string `key` in `lang` (then its sibling, then Spanish), with `{name}` placeholders filled.
 * A key no dictionary has is shown as itself and warned about once (docs/product-spec.md §8).
 */
export function t(lang: Language, key: UiKey | string, params: Record<string, string | number> = {}): string {
  const text = resolved(lang).get(key);
  if (text === undefined) {
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`Missing translation: "${key}" (${lang})`);
    }
    return key;
  }
  if (!text.includes('{')) return text;
  const elided = lang === 'va' || lang === 'ca' ? elide(text, params) : text;
  return fillPlaceholders(elided, params);
}

const resolvedByLanguage = new Map<Language, Map<string, string>>();

/** A language's strings with its fallbacks filled in, built once: a build looks up keys millions of times. */
function resolved(lang: Language): Map<string, string> {
  let strings = resolvedByLanguage.get(lang);
  if (!strings) {
    strings = new Map();
    for (const candidate of [...fallbackChain(lang), 'es'].reverse()) {
      for (const [key, value] of Object.entries(dictionaries[candidate as Language] ?? {})) strings.set(key, value);
    }
    resolvedByLanguage.set(lang, strings);
  }
  return strings;
}

/**
 * Catalan and Valencian elide "de" before a vowel or h: "Portal d'Associacions de {municipio}" with Alcantir
 * reads "… d'Alcantir". Only "de" right before a placeholder depends on the value, so only that is rewritten.
 * The article does the same before the days 1 and 11 ("l'1 de desembre", "de l'11", "a l'1"), which a
 * placeholder of dates can hold.
 */
function elide(text: string, params: Record<string, string | number>): string {
  return text
    .replace(/\b([Dd])e \{(\w+)\}/g, (whole, d: string, name: string) => {
      const value = String(params[name] ?? '');
      return /^[aeiouhàáèéíïòóúü]/i.test(value) && !/^(hi|hu|i|u)[aeiouàèéíòóú]/i.test(value) ? `${d}'{${name}}` : whole;
    })
    .replace(/\b([Ee]l|[Dd]el|[Aa]l) \{(\w+)\}/g, (whole, article: string, name: string) => {
      if (!/^1{1,2}\b/.test(String(params[name] ?? ''))) return whole;
      const elided = { el: "l'", del: "de l'", al: "a l'" }[article.toLowerCase()]!;
      const capital = article[0] !== article[0]!.toLowerCase();
      return `${capital ? elided[0]!.toUpperCase() + elided.slice(1) : elided}{${name}}`;
    });
}

/** A translator bound to one language, for components. */
export function translator(lang: Language) {
  return (key: UiKey | string, params?: Record<string, string | number>) => t(lang, key, params);
}

/** The BCP 47 locale for dates and numbers: the language with the -ES region (src/schemas/languages.ts). */
export function locale(lang: Language): string {
  return localeOf(lang);
}
