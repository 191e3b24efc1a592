/**
 * The site search index, loaded on demand: Pagefind's own script, written by the build next to the pages
 * (`/pagefind/pagefind.js`), picks the index of the page's language from `<html lang>`.
 */
import { fillPlaceholders } from '../i18n/placeholders.ts';

export interface SearchHit {
  url: string;
  excerpt: string;
  meta: { title?: string; image?: string };
  filters: Record<string, string[]>;
  sub_results: Array<{ title: string; url: string; excerpt: string }>;
}
export interface SearchResponse {
  results: Array<{ id: string; data: () => Promise<SearchHit> }>;
}
export type SearchFilters = Record<string, string | { any: string[] }>;
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: { filters?: SearchFilters }): Promise<SearchResponse | null>;
  preload(query: string): Promise<void>;
}

const URL_OF_INDEX = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ URL_OF_INDEX).then(async (pagefind: Pagefind) => {
    await pagefind.options({ excerptLength: 22 });
    await pagefind.init();
    return pagefind;
  });
  // A failed load (offline, say) is tried again on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A result's address as the site writes its links: Pagefind gives "/asociaciones/a1/", the site "/asociaciones/a1". */
export const pageUrl = (url: string) => url.replace(/(.)\/(?=#|$)/, '$1');

/** Pagefind's excerpt as safe nodes: its text with only the <mark> highlights kept as elements. */
export function excerptNodes(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  return [...doc.body.firstChild!.childNodes].map((node) => {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    }
    return document.createTextNode(node.textContent ?? '');
  });
}

/** "{count} resultados para «{query}»" with its values. */
export const fill = (template: string, values: Record<string, string | number>) => fillPlaceholders(template, values);
