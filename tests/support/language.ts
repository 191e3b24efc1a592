/*
 * The language rules the glossary keeps (src/i18n/glossary.json), as the unit and e2e language tests apply
 * them to UI strings, demo content and built pages.
 */
import glossary from '../../src/i18n/glossary.json' with { type: 'json' };

/**
 * The words of a text: letters with their inner apostrophes, hyphens and middle dots, so that Valencian
 * "enviar-los" or "d'Alcantir" stay one word and never read as Spanish "los".
 */
export function words(text: string): string[] {
  return text.match(/\p{L}+(?:[-'’·]\p{L}+)*/gu) ?? [];
}

const spanishOnly = new Set(glossary.spanishOnly);

/**
 * The glossary's Spanish-only words in a Valencian or Catalan text. Lower case or capitalised at the start of a
 * sentence or title ("Noticia", "Calle"); a word in capitals throughout is an acronym and is left alone.
 */
export function spanishWordsIn(text: string): string[] {
  // An e-mail address, a URL or a host name is an address, not words: "asociaciones.alcantir.es" is the town hall's.
  const prose = text.replace(/\S+@\S+|\bhttps?:\/\/\S+|[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu, ' ');
  return words(prose).filter((word) => spanishOnly.has(word) || (/^\p{Lu}\p{Ll}+$/u.test(word) && spanishOnly.has(word.toLowerCase())));
}

/** Words of another register than `lang`'s (docs/language.md): tú in Spanish, tu or aquest in Valencian, tu in Catalan. */
export function wrongRegisterIn(text: string, lang: 'es' | 'va' | 'ca'): string[] {
  const wrong = new Set(glossary.wrongRegister[lang]);
  return words(text).filter((word) => wrong.has(word.toLowerCase()));
}
