import type { UiKey } from '../../i18n/index.ts';
import { OTHER } from '../text/alphabet.ts';

/**
 * How the A–Z directory is split into pages (docs/performance.md). A town hall's directory stays one page, every card
 * under its letter, up to a few hundred associations; above that one page would be megabytes that a phone lays out
 * for tens of seconds, so each letter gets its own page, and a letter with more cards than a page holds continues on
 * numbered pages. No page of the directory then grows with the size of the town.
 */

/** Above this many associations, each letter has its own page. */
export const LETTER_PAGES_ABOVE = 300;

/** The most cards one page shows: a letter with more continues on `/asociaciones/letra/a/2`, … */
export const CARDS_PER_PAGE = 100;

/** Whether a directory of `count` associations is split into letter pages. */
export const hasLetterPages = (count: number): boolean => count > LETTER_PAGES_ABOVE;

/** A letter's group of items, as `groupByInitial` makes them. */
export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** One page of the split directory: a letter's cards from `from` (1-based) on, and where it sits among its letter's pages. */
export interface LetterPage<T> {
  letter: string;
  /** 1 for the letter's first page. */
  page: number;
  /** How many pages the letter has. */
  pages: number;
  /** How many items the letter has in all. */
  total: number;
  /** The position of the page's first item within its letter, from 1. */
  from: number;
  items: T[];
}

/** The id of a letter's section on a one-page directory: `letra-a`, and `letra-otros` for digits and signs. */
export const letterAnchor = (letter: string): string => `letra-${letterSlug(letter)}`;

/** A letter as readers are told it: the letter itself, or "Números y signos" for the "#" group. */
export const letterName = (letter: string, t: (key: UiKey) => string): string => (letter === OTHER ? t('directory.otherGroup') : letter);

/** The letter's part of a URL: `a`, `ñ`, and `otros` for the digits-and-signs group. */
export const letterSlug = (letter: string): string => (letter === OTHER ? 'otros' : letter.toLowerCase());

/**
 * The site path of a letter's page, without the language prefix: `/asociaciones/letra/a`, then
 * `/asociaciones/letra/a/2` and on for the letter's further pages.
 */
export const letterPagePath = (letter: string, page = 1): string => `/asociaciones/letra/${letterSlug(letter)}${page > 1 ? `/${page}` : ''}`;

/** Every page of the split directory, letter by letter in the groups' order; letters without items have none. */
export function letterPages<T>(groups: Array<LetterGroup<T>>, perPage = CARDS_PER_PAGE): Array<LetterPage<T>> {
  return groups.flatMap(({ letter, items }) => {
    const pages = Math.ceil(items.length / perPage);
    return Array.from({ length: pages }, (_, i) => ({
      letter,
      page: i + 1,
      pages,
      total: items.length,
      from: i * perPage + 1,
      items: items.slice(i * perPage, (i + 1) * perPage),
    }));
  });
}
