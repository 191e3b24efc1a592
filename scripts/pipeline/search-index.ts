import { readdirSync, rmSync, statSync } from 'node:fs';
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
 * each page's `lang`, with the type and category filters the pages declare.
 */
export async function writeSearchIndex(release: string): Promise<SearchIndexStats> {
  const started = performance.now();
  // The share buttons and the lightbox are controls, not content: their labels would fill every excerpt.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.share', '.lightbox'] });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: release, glob: '**/index.html' });
    if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`);
    const output = join(release, SEARCH_DIR);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name));
    return { pages: added.page_count, bytesByLanguage: sizes(output), ms: performance.now() - started };
  } finally {
    await index.deleteIndex();
  }
}

/** Stops Pagefind's indexing process, so the build can exit. */
export const closeSearchIndexer = () => pagefind.close();
