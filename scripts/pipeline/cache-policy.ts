/**
 * How long browsers and CDNs may keep each kind of file of a release: the one rule that the `_headers` file, the
 * nginx example and the objects uploaded to a bucket all follow.
 */

/** Files whose name changes with their content: cached for a year, never asked for again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages, feeds and data files keep their URL across builds: kept, but checked with the origin before each use. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/**
 * The service worker, never kept: a stale copy in a CDN would keep visitors on an old release's offline pages, and
 * browsers ask for it on every navigation anyway.
 */
export const NEVER_CACHED = 'no-store';

/** Path patterns (`_headers` syntax) of the fingerprinted files: Astro's bundles and Pagefind's hashed chunks. */
export const IMMUTABLE_PATHS = ['/_astro/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/filter/*'];
export const SERVICE_WORKER_PATH = '/sw.js';

/** The Cache-Control of a file of a release, by its path from the release's root (`noticias/rss.xml`). */
export function cacheControlFor(path: string): string {
  const url = `/${path}`;
  if (url === SERVICE_WORKER_PATH) return NEVER_CACHED;
  if (IMMUTABLE_PATHS.some((pattern) => url.startsWith(pattern.slice(0, -1)))) return IMMUTABLE;
  return REVALIDATE;
}
