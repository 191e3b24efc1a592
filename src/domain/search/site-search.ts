/** The kinds of page the site search finds, as its "type" filter knows them. */
export const SEARCH_TYPES = ['association', 'news', 'event', 'resource', 'appointment', 'pharmacy', 'notice'] as const;

/**
 * `data-pagefind-filter` values for a page, one per filter value (`type:Asociaciones`, `category:Cultural`):
 * Pagefind reads everything after the first colon as one value, so each value needs its own element.
 */
export function searchFilterValues(filters: Record<string, string[]>): string[] {
  return Object.entries(filters).flatMap(([name, values]) => [...new Set(values.filter(Boolean))].map((value) => `${name}:${value}`));
}
