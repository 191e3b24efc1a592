import { fold } from '../text/alphabet.ts';

/** One entry of the directory's static search index: [id, title, category label]. */
export type IndexEntry = [id: string, title: string, category: string];

export interface Searchable {
  id: string;
  title: string;
  category: string;
  /** The folded title and category, what queries are matched against. */
  haystack: string;
}

/** Prepares index entries once, when the index loads, so each keystroke only compares strings. */
export function prepare(entries: IndexEntry[]): Searchable[] {
  return entries.map(([id, title, category]) => ({ id, title, category, haystack: ` ${fold(title)} ${fold(category)}` }));
}

/**
 * The entries matching every word of the query, case-, accent- and middle-dot-insensitively. Entries whose
 * title starts with the query, then whose words start with it, come first; the rest keep the index order.
 */
export function search(items: Searchable[], query: string, limit = 10): { total: number; results: Searchable[] } {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return { total: 0, results: [] };
  const prefix = ` ${words.join(' ')}`;
  const starts: Searchable[] = [];
  const wordStarts: Searchable[] = [];
  const others: Searchable[] = [];
  for (const item of items) {
    let all = true;
    for (const word of words) {
      if (!item.haystack.includes(word)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    if (item.haystack.startsWith(prefix)) starts.push(item);
    else if (words.every((w) => item.haystack.includes(` ${w}`))) wordStarts.push(item);
    else others.push(item);
  }
  const total = starts.length + wordStarts.length + others.length;
  const results: Searchable[] = [];
  for (const list of [starts, wordStarts, others]) {
    for (const item of list) {
      if (results.length >= limit) break;
      results.push(item);
    }
  }
  return { total, results };
}
