import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Where the index goes in a release; the search scripts load `/pagefind/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** Pagefind's ready-made interfaces: the portal has its own search page and box, so they are not published. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

export interface SearchIndexStats {
  pages: number;
  /** Bytes of the index per language (its wasm, metadata, index chunks, filters and fragments). */
  bytesByLanguage: Record<string, number>;
  ms: number;
}

function sizes(dir: string): Record<string, number> {
  const bytes: Record<string, number> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    // Per-language files are named "<kind>.<lang>…" or "<lang>_<hash>.pf_…".
    const lang = /^(?:wasm|pagefind)\.([a-z-]+)[._]/.exec(entry.name)?.[1] ?? /^([a-z-]+)_[0-9a-f]+\.pf_/.exec(entry.name)?.[1];
    if (lang) bytes[lang] = (bytes[lang] ?? 0) + statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/**
 * Writes the site search index of a release: Pagefind reads the built pages and indexes what they mark with
 * `data-pagefind-body` (associations, news and events, the resources guide), one index per language from
 * each page's `lang`, with the type and category filters the pages declare. Each language is indexed on its own
 * (the default one at the root, the others under `/<lang>/`), one after the other, and the indexes are then put
 * together as one. One after the other because Pagefind serves every index of a build from one process that
 * takes a call at a time: side by side, a language's pages waited for the other's (24,268 pages of the 10,000
 * town: 10.9 s side by side, 8.3 s one after the other, 8.2–11 s as a single index; `npm run bench`, scenario n).
 */
export async function writeSearchIndex(release: string, languages: readonly string[]): Promise<SearchIndexStats> {
  const started = performance.now();
  const output = join(release, SEARCH_DIR);
  const others = languages.slice(1);
  // The default language's pages: the home page and every top-level folder but the other languages'.
  const defaultPages = [
    'index.html',
    ...readdirSync(release, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !others.includes(entry.name))
      .map((entry) => `${entry.name}/**/index.html`),
  ];
  const parts = [defaultPages, ...others.map((lang) => [`${lang}/**/index.html`])].map((globs, i) => ({ globs, dir: `${output}.${i}` }));
  const pages: number[] = [];
  for (const { globs, dir } of parts) pages.push(await indexPages(release, globs, dir));
  mkdirSync(output, { recursive: true });
  const entry: PagefindEntry = { languages: {} };
  for (const { dir } of parts) {
    const own = JSON.parse(readFileSync(join(dir, ENTRY), 'utf8')) as PagefindEntry;
    Object.assign(entry, { ...own, languages: { ...entry.languages, ...own.languages } });
    mergeInto(dir, output);
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(join(output, ENTRY), JSON.stringify(entry));
  for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name));
  return { pages: pages.reduce((n, p) => n + p, 0), bytesByLanguage: sizes(output), ms: performance.now() - started };
}

/** Pagefind's list of a site's indexes, one per language: `{ version, languages: { es: { hash, … } }, … }`. */
interface PagefindEntry {
  languages: Record<string, unknown>;
}
const ENTRY = 'pagefind-entry.json';

/** One Pagefind index of the pages `globs` find in the release, written to `dir`; how many pages it holds. */
async function indexPages(release: string, globs: string[], dir: string): Promise<number> {
  // The share buttons and the lightbox are controls, not content: their labels would fill every excerpt.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.share', '.lightbox'] });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const glob of globs) {
      const added = await index.addDirectory({ path: release, glob });
      if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`);
      pages += added.page_count;
    }
    rmSync(dir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    return pages;
  } finally {
    await index.deleteIndex();
  }
}

/**
 * Moves one language's index files into the site's index. Their names carry their language (and a hash), so
 * only the files every index writes alike (Pagefind's script, worker and fallback wasm) meet, and are the same.
 */
function mergeInto(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.name === ENTRY) continue;
    // A folder the site's index has not got yet moves whole: one rename instead of one per fragment.
    if (!existsSync(target)) renameSync(source, target);
    else if (entry.isDirectory()) mergeInto(source, target);
    else renameSync(source, target);
  }
}

/** Stops Pagefind's indexing process, so the build can exit. */
export const closeSearchIndexer = () => pagefind.close();
