import { fold } from '../text/alphabet.ts';

/** The kinds of page the site search finds, as its "type" filter knows them. */
export const SEARCH_TYPES = ['association', 'news', 'event', 'resource', 'procedure', 'survey', 'appointment', 'pharmacy', 'notice', 'place', 'route'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * `data-pagefind-filter` values for a page, one per filter value (`type:Asociaciones`, `category:Cultural`):
 * Pagefind reads everything after the first colon as one value, so each value needs its own element.
 */
export function searchFilterValues(filters: Record<string, string[]>): string[] {
  return Object.entries(filters).flatMap(([name, values]) => [...new Set(values.filter(Boolean))].map((value) => `${name}:${value}`));
}

/**
 * A town hall's search synonym (the realm's portal settings, `searchSynonyms`): in `lang`, people search with
 * `words` ("farola", "reservar sala") for the pages whose own text has one of `means` ("alumbrado", "reserva").
 */
export interface SearchSynonym {
  lang: string;
  words: string[];
  means: string[];
}

/** Whether `term` is in the folded `haystack` (spaces around), starting a word: "incidencia" is in "incidencias". */
const hasTerm = (haystack: string, term: string) => {
  const folded = fold(term);
  return folded !== '' && haystack.includes(` ${folded}`);
};

/**
 * The words a page is also searched by, which its page shows ("También se busca como: …") and the index reads with
 * the page's own text: the words of its kind (`kindWords`: "trámite", "encuesta"), always, and those of each synonym
 * of `lang` whose meaning the page's `texts` (its title, description, what its form asks) have, unless the texts
 * have them already. Repeats are left out, whatever their case or accents.
 */
export function alsoSearchedAs(
  texts: string[],
  { lang, synonyms = [], kindWords = [] }: { lang: string; synonyms?: SearchSynonym[]; kindWords?: string[] },
): string[] {
  const own = ` ${fold(texts.join(' '))} `;
  const withKind = ` ${fold([...texts, ...kindWords].join(' '))} `;
  const candidates = [
    ...kindWords,
    ...synonyms.filter((synonym) => synonym.lang === lang && synonym.means.some((term) => hasTerm(withKind, term))).flatMap((synonym) => synonym.words),
  ];
  const seen = new Set<string>();
  const words: string[] = [];
  candidates.forEach((candidate, i) => {
    const word = candidate.trim();
    const key = fold(word);
    // A kind's words stay even where the page says them: every survey is found alike by "encuesta".
    if (!key || seen.has(key) || (i >= kindWords.length && own.includes(` ${key} `))) return;
    seen.add(key);
    words.push(word);
  });
  return words;
}

/** A kind's words as the dictionaries list them, "trámite, solicitud" → ["trámite", "solicitud"]. */
export const wordList = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
