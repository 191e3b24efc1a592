/**
 * What the site search indexes of a realm's pages besides their text (docs/site.md "Site search"): the categories of
 * its filter, one per meaning, and the words a procedure, survey, appointment service or pharmacy page is also
 * searched by.
 */
import { canonicalCategories } from '../domain/search/categories.ts';
import { alsoSearchedAs, type SearchType, wordList } from '../domain/search/site-search.ts';
import { isVisible } from '../domain/content/news.ts';
import { spanishCollator } from '../domain/text/alphabet.ts';
import { t } from '../i18n/index.ts';
import { newsCategoryLabel } from '../i18n/vocabulary.ts';
import type { Translatable } from '../schemas/common.ts';
import type { Language } from '../schemas/realm.ts';
import { type MailboxSummary, snapshot } from './snapshot.ts';

export interface SearchCategories {
  /** The filter's categories in the page's language, sorted, one per meaning. */
  labels: string[];
  /** The filter value of an association's category (`nodeTypes`, in Spanish). */
  association: (category: string) => string;
  /** The filter value of a news item's or an event's category (in Spanish). */
  news: (category: string) => string;
}

const categoriesByRealm = new Map<string, SearchCategories>();

/**
 * The realm's search categories in `lang`. Near-twins are found on the Spanish words the data carries
 * (`canonicalCategories`), the news' nouns first ("Cultura", not "Cultural"); each meaning is then named in `lang`
 * as its first category is. Made once per realm and language: every association and news page asks.
 */
export function searchCategories(realm: string, lang: Language): SearchCategories {
  const key = `${realm}/${lang}`;
  const made = categoriesByRealm.get(key);
  if (made) return made;
  const snap = snapshot(realm);
  const news = [...new Set(snap.newsEvents.filter((item) => isVisible(item)).flatMap((item) => item.categories))];
  const associations = [...new Set(snap.associations.flatMap((a) => a.nodeTypes))];
  const fromNews = new Set(news);
  const canonical = canonicalCategories([...news, ...associations]);
  const label = (category: string) => {
    const name = canonical.get(category) ?? category;
    return fromNews.has(name) ? newsCategoryLabel(name, lang) : t(lang, `category.${name}`);
  };
  const categories: SearchCategories = {
    labels: [...new Set([...news, ...associations].map(label))].sort(spanishCollator.compare),
    association: label,
    news: label,
  };
  categoriesByRealm.set(key, categories);
  return categories;
}

/**
 * The words a page of `realm` of kind `type` is also searched by in `lang`, shown on it (`SearchAlso.astro`): its
 * kind's words ("trámite", "encuesta") and the town hall's synonyms (`searchSynonyms` of its portal settings) whose
 * meaning `texts` have — the page's title and description, and what else it is about.
 */
export function searchWords(realm: string, lang: Language, type: SearchType | 'proposals', texts: string[]): string[] {
  return alsoSearchedAs(texts, { lang, synonyms: snapshot(realm).settings.searchSynonyms, kindWords: wordList(t(lang, `siteSearch.keywords.${type}`)) });
}

/**
 * What a procedure (a mailbox's request form) is about, for its search words: its title, its description, and what
 * its form asks, with the choices it offers ("Alumbrado público" of the incidences' "Tipo de incidencia").
 */
export function procedureTexts(mailbox: MailboxSummary, text: (value: Translatable | null | undefined) => string): string[] {
  const fields = (mailbox.form?.pages ?? []).flatMap((page) => page.fields);
  return [
    text(mailbox.title),
    text(mailbox.description),
    ...fields.flatMap((field) => [
      text(field.label),
      ...(field.options ?? []).map((option) => (typeof option === 'string' ? option : text(option.label ?? option.value))),
    ]),
  ].filter(Boolean);
}
