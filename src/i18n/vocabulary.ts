import vocabulary from './vocabulary.json' with { type: 'json' };

/*
 * Words the provider's data carries in Spanish (a street's type, a province, a news item's type and categories),
 * shown in the page's language. A word the vocabulary lacks is shown as it came: it is a name the data owns.
 * No UI dictionaries here, so islands can import it (the street autocomplete does).
 */

type Words = Record<string, Partial<Record<string, string>>>;
const streetTypes: Words = vocabulary.streetTypes;
const provinces: Words = vocabulary.provinces;
const newsTypes: Words = vocabulary.newsTypes;
const newsCategories: Words = vocabulary.newsCategories;

/** Valencian and Catalan share these words; a language the vocabulary lacks keeps the Spanish one. */
const word = (words: Words, spanish: string, lang: string): string => words[spanish]?.[lang] ?? spanish;

/** A street's type in `lang`: "Calle" → "Carrer" in Valencian and Catalan. */
export function streetType(type: string, lang: string): string {
  return word(streetTypes, type, lang);
}

/**
 * An address line whose first word is a street type, in `lang`: "Calle Mestre Serrano, 4" → "Carrer Mestre
 * Serrano, 4". Only the type changes: the street's own name is a name (the town hall's street directory gives it).
 */
export function localStreet(street: string, lang: string): string {
  const match = /^(\S+)(\s.*)$/u.exec(street);
  if (!match) return street;
  return `${streetType(match[1]!, lang)}${match[2]}`;
}

/** A province in `lang`: "Valencia" → "València". */
export function localProvince(province: string, lang: string): string {
  return word(provinces, province, lang);
}

/** A news item's type (`nodeTypes`: Noticia, Evento) in `lang`. */
export function newsTypeLabel(type: string, lang: string): string {
  return word(newsTypes, type, lang);
}

/** A news item's or an event's category in `lang`: "Juventud" → "Joventut". */
export function newsCategoryLabel(category: string, lang: string): string {
  return word(newsCategories, category, lang);
}

/** Every news category the vocabulary knows with its label in `lang`, for an island that shows live events. */
export function newsCategoryLabels(lang: string): Record<string, string> {
  return Object.fromEntries(Object.keys(newsCategories).map((category) => [category, newsCategoryLabel(category, lang)]));
}
