/**
 * The portal's UI languages in one table: what each is called in a page's `lang` and `hreflang` (BCP 47), the
 * locale its dates and numbers follow (the language with the -ES region), and the language that stands in for
 * it when a text is missing. A new language is one line here and one dictionary in `src/i18n` (its `<code>.json`,
 * which `src/i18n/index.ts` must list: the compiler says so). `es` is the default and the reference dictionary.
 * No dictionaries here, so islands and the schemas can import it.
 */
interface LanguageRow {
  /** The `lang`/`hreflang` value: Valencian is `ca-valencia`, since BCP 47 has no `va`. */
  htmlLang: string;
  /** The Intl locale for dates and numbers. */
  locale: string;
  /** The language whose text stands in for a missing one (Valencian and Catalan for each other), if any. */
  sibling?: string;
}

export const LANGUAGE_TABLE = {
  es: { htmlLang: 'es', locale: 'es-ES' },
  va: { htmlLang: 'ca-valencia', locale: 'ca-ES-valencia', sibling: 'ca' },
  ca: { htmlLang: 'ca', locale: 'ca-ES', sibling: 'va' },
  en: { htmlLang: 'en', locale: 'en-ES' },
} as const satisfies Record<string, LanguageRow>;

export type Language = keyof typeof LANGUAGE_TABLE;

/** UI languages the portal can be built in, in the table's order. */
export const UI_LANGUAGES = Object.keys(LANGUAGE_TABLE) as readonly Language[] as readonly [Language, ...Language[]];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_TABLE, value);
}

/** The `lang` attribute value for a UI language; a code the table lacks is already one. */
export function htmlLang(lang: string): string {
  return isLanguage(lang) ? LANGUAGE_TABLE[lang].htmlLang : lang;
}

/** The BCP 47 locale for dates and numbers. */
export function localeOf(lang: Language): string {
  return LANGUAGE_TABLE[lang].locale;
}

/** The language that stands in for `lang` when it lacks a text, if any. */
export function siblingOf(lang: string): Language | undefined {
  return isLanguage(lang) ? ((LANGUAGE_TABLE[lang] as LanguageRow).sibling as Language | undefined) : undefined;
}
