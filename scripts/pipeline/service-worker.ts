import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMED_STYLES } from '../../src/domain/maps/map-style.ts';
import { localPath } from '../../src/i18n/addresses.ts';
import { isLanguage } from '../../src/schemas/languages.ts';

const WORKER = join(import.meta.dirname, '..', '..', 'src', 'sw', 'worker.js');

/** The pharmacies' board file (BOARD_PATH of src/data/pharmacies.ts, which reads the snapshot and is not imported here). */
const BOARD_FILE = '/farmacias/guardias.json';

/**
 * The hosts of the named map styles' tiles (src/domain/maps/map-style.ts): the worker answers their tiles from a
 * route kept for offline use (docs/routes.md "Offline"), and leaves every other origin alone.
 */
export function tileHosts(): string[] {
  const hosts = new Set<string>();
  for (const style of Object.values(NAMED_STYLES))
    for (const s of style.subdomains ?? ['']) hosts.add(new URL(style.tiles.replace('{s}', s).replace(/\{\w+\}/g, '0')).host);
  return [...hosts].sort();
}

/**
 * Every `/_astro/…` file a page needs, following the scripts' imports of other chunks. With `dynamic: false`,
 * chunks reached only through `import()` (loaded on demand, like MapLibre) are left out.
 */
export function pageAssets(release: string, htmlFiles: string[], { dynamic = true } = {}): string[] {
  const found = new Set<string>();
  const queue: string[] = [];
  for (const file of htmlFiles) {
    const html = readFileSync(join(release, file), 'utf8');
    for (const match of html.matchAll(/(?:href|src|component-url|renderer-url)="(\/_astro\/[^"]+)"/g)) queue.push(match[1]!);
    for (const match of html.matchAll(/import\s*["'](\/_astro\/[^"']+)["']/g)) queue.push(match[1]!);
  }
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    if (!url.endsWith('.js') || !existsSync(join(release, url))) continue;
    const code = readFileSync(join(release, url), 'utf8');
    // Static imports and lazy ones (Vite writes those as template literals: import(`./chunk.js`)).
    for (const match of code.matchAll(/(import\(\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      if (dynamic || !match[1]) queue.push(`/_astro/${match[2]}`);
    }
  }
  return [...found].sort();
}

/**
 * The search index's files that every search needs (Pagefind's script, worker, wasm, entry, metadata, index
 * chunks and filters), not the per-page fragments: those the worker keeps as visitors see them.
 */
export function searchIndexCore(release: string): string[] {
  const dir = join(release, 'pagefind');
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir, { withFileTypes: true, recursive: true })
      // wasm.unknown serves pages in languages without an index: the portal has none.
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.pf_fragment') && entry.name !== 'wasm.unknown.pagefind')
      .map((entry) => `/${join(entry.parentPath, entry.name).slice(release.length + 1)}`)
      .sort()
  );
}

/**
 * Writes the realm's `sw.js`, versioned by the build: it precaches the resources guide in every language, the
 * offline pages, the on-call pharmacies' page and its board file, the search page with the search index's core files, the frame's CSS and scripts and the logo,
 * and nothing else (no association pages, no photos).
 */
export function writeServiceWorker(release: string, languages: string[], version: string, extra: string[] = []): string[] {
  const prefixes = languages.map((lang, i) => (i === 0 ? '' : `/${lang}`));
  // Each language's pages at its own words' addresses (src/i18n/addresses.ts).
  const local = (lang: string, path: string) => (isLanguage(lang) ? localPath(lang, path) : path);
  const pages = languages
    .flatMap((lang, i) => ['/recursos', '/offline', '/buscar', '/farmacias'].map((path) => `${prefixes[i]}${local(lang, path)}`))
    .filter((url) => existsSync(join(release, url, 'index.html')));
  // The on-call pharmacies' board file, which their page's island reads: the duty of the moment, offline too.
  const files = [BOARD_FILE].filter((url) => existsSync(join(release, url)));
  const precache = [
    ...pages,
    ...files,
    ...pageAssets(
      release,
      pages.map((p) => join(p, 'index.html')),
    ),
    ...searchIndexCore(release),
    ...extra,
  ];
  const offline = Object.fromEntries(prefixes.map((p) => [p.slice(1), `${p}/offline`]));
  const header =
    `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\nconst OFFLINE = ${JSON.stringify(offline)};\n` +
    `const TILE_HOSTS = ${JSON.stringify(tileHosts())};\n`;
  writeFileSync(join(release, 'sw.js'), header + readFileSync(WORKER, 'utf8'));
  return precache;
}
