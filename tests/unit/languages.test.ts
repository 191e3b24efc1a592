/** The table of UI languages (src/schemas/languages.ts): what every language needs, read from the table itself. */
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, t } from '../../src/i18n/index.ts';
import { fallbackChain } from '../../src/i18n/pick.ts';
import { htmlLang, isLanguage, LANGUAGE_TABLE, localeOf, siblingOf, UI_LANGUAGES } from '../../src/schemas/languages.ts';
import { UI_LANGUAGES as REALM_LANGUAGES } from '../../src/schemas/realm.ts';

describe.each(UI_LANGUAGES)('the UI language %s', (lang) => {
  it('has a dictionary that names it, and a name in every dictionary for a text in it ("en valenciano")', () => {
    expect(Object.keys(DICTIONARIES[lang]).length).toBeGreaterThan(0);
    expect(t(lang, 'language.name')).not.toBe('language.name');
    for (const other of UI_LANGUAGES) expect(DICTIONARIES[other], `language.in.${lang} in ${other}`).toHaveProperty(`language.in.${lang}`);
  });

  it('has a lang value and a locale that BCP 47 and Intl accept', () => {
    expect(Intl.getCanonicalLocales(htmlLang(lang))).toEqual([htmlLang(lang)]);
    expect(Intl.getCanonicalLocales(localeOf(lang))[0]!.toLowerCase()).toBe(localeOf(lang).toLowerCase());
    expect(localeOf(lang)).toMatch(/-ES(-|$)/);
  });

  it('stands in for its sibling, and its sibling for it', () => {
    const sibling = siblingOf(lang);
    if (sibling === undefined) expect(fallbackChain(lang)).toEqual([lang]);
    else {
      expect(siblingOf(sibling)).toBe(lang);
      expect(fallbackChain(lang)).toEqual([lang, sibling]);
    }
  });
});

describe('the languages table', () => {
  it('is the list realm.json’s languages are checked against', () => {
    expect(REALM_LANGUAGES).toEqual(Object.keys(LANGUAGE_TABLE));
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it('writes Valencian as ca-valencia in lang, ca-ES-valencia for dates, and leaves an unknown code as it is', () => {
    expect(htmlLang('va')).toBe('ca-valencia');
    expect(localeOf('va')).toBe('ca-ES-valencia');
    expect(htmlLang('es')).toBe('es');
    expect(htmlLang('qaa')).toBe('qaa');
    expect(isLanguage('qaa')).toBe(false);
    expect(isLanguage('toString')).toBe(false);
  });
});
