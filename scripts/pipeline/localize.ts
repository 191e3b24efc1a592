/**
 * Puts a release's pages at their addresses in each language's own words (src/i18n/addresses.ts): Astro writes
 * every language's pages under the Spanish names of `src/pages` (`va/buzon/incidencias/index.html`); this renames
 * the folders whose name a language translates (`va/bustia/incidencias/index.html`), before the sitemap, the search
 * index and the service worker read the release. A folder is renamed whole, so a large realm's ten thousand
 * association pages move in one rename, and a subtree with no translated word below is not walked.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { ADDRESS_WORDS, localPath, ROUTE_VALUES, ROUTES } from '../../src/i18n/addresses.ts';
import { isLanguage, type Language } from '../../src/schemas/languages.ts';

interface Node {
  fixed: Map<string, Node>;
  /** The child that any one segment follows (`*`, or the first of `**`), if the routes have one here. */
  any?: Node;
  /** The values of that segment that the code names and a language translates (ROUTE_VALUES: a notice's topics). */
  values?: Set<string>;
}

function trie(): Node {
  const root: Node = { fixed: new Map() };
  for (const route of ROUTES) {
    let node = root;
    for (const [i, segment] of route.split('/').entries()) {
      const values = ROUTE_VALUES[route]?.[i];
      if (values) node.values = new Set([...(node.values ?? []), ...values]);
      if (segment === '**') {
        node.any ??= { fixed: new Map() };
        break;
      }
      if (segment === '*') node = node.any ??= { fixed: new Map() };
      else {
        const next = node.fixed.get(segment) ?? { fixed: new Map() };
        node.fixed.set(segment, next);
        node = next;
      }
    }
  }
  return root;
}

const ROUTE_TRIE = trie();

/** Whether a folder at `node` has a name to translate in `lang` at or below it. */
function hasWords(node: Node, words: Readonly<Record<string, string>>): boolean {
  for (const value of node.values ?? []) if ((words[value] ?? value) !== value) return true;
  for (const [segment, child] of node.fixed) if ((words[segment] ?? segment) !== segment || hasWords(child, words)) return true;
  return node.any ? hasWords(node.any, words) : false;
}

function localizeFolder(dir: string, node: Node, words: Readonly<Record<string, string>>): void {
  if (!hasWords(node, words)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const fixed = node.fixed.get(entry.name);
    const child = fixed ?? node.any;
    if (!child) continue;
    let name = entry.name;
    const word = fixed || node.values?.has(entry.name) ? words[entry.name] : undefined;
    if (word && word !== entry.name) {
      if (existsSync(join(dir, word))) throw new Error(`cannot move ${join(dir, entry.name)} to ${word}: a folder of that name exists`);
      renameSync(join(dir, entry.name), join(dir, word));
      name = word;
    }
    localizeFolder(join(dir, name), child, words);
  }
}

/**
 * Renames a release's folders into each of its languages' words. `languages` are the realm's, the first one at the
 * release's root, the others under `/<lang>/`.
 */
export function localizeRelease(release: string, languages: readonly string[]): void {
  languages.forEach((lang, i) => {
    if (!isLanguage(lang) || lang === 'es') return;
    const root = i === 0 ? release : join(release, lang);
    if (existsSync(root)) localizeFolder(root, ROUTE_TRIE, ADDRESS_WORDS[lang]);
  });
}

/**
 * A file of a release as Astro writes it (`va/asociaciones/12/index.html`) at its place once localized
 * (`va/associacions/12/index.html`).
 */
export function localizedFile(file: string, languages: readonly string[]): string {
  const [first = '', ...rest] = file.split('/');
  const other = languages.slice(1).includes(first) && isLanguage(first);
  const lang = (other ? first : languages[0]) as Language;
  const path = other ? rest : [first, ...rest];
  const index = path.at(-1) === 'index.html';
  const local = localPath(lang, `/${(index ? path.slice(0, -1) : path).join('/')}`).slice(1);
  return [...(other ? [first] : []), local, ...(index ? ['index.html'] : [])].filter(Boolean).join('/');
}
