import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { basename, join, relative } from 'node:path';
import { writeServiceWorker } from './service-worker.ts';
import { writeRouteBundles } from './route-bundles.ts';
import { builtPages, writeSitemap } from './sitemap.ts';
import { writeSearchIndex, type SearchIndexStats } from './search-index.ts';
import { writeHeadersFile } from './headers-file.ts';
import { writeRedirectsFile } from './redirects-file.ts';
import { linkKept } from './page-reuse.ts';
import { PAGE, placeSearchSources } from './search-source.ts';
import { localizedFile, localizeRelease } from './localize.ts';
import type { ContentCounts } from './gate.ts';

export interface ReleaseInfo {
  realm: string;
  buildId: string;
  snapshotHash: string;
  codeHash: string;
  publishedAt: string;
  pages: number;
  /** The site search index: pages indexed, bytes per language, time taken. */
  search?: SearchIndexStats;
  /** What the release holds, for the next build's drop check (absent in releases of older builds). */
  counts?: ContentCounts;
}

const RELEASES = '.releases';
/** Releases being deleted by a build's background `rm` (see clearOld); the next build takes them over. */
const TRASH = '.trash-';

/** What is published for a realm now, if anything. */
export function currentRelease(distDir: string, realm: string): ReleaseInfo | undefined {
  const file = join(distDir, realm, '.release.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReleaseInfo;
  } catch {
    return undefined;
  }
}

/**
 * Publishes one realm's rendered pages with the shared assets as a new release, then switches `dist/<id>`
 * to it by renaming a symbolic link, which is atomic: a visitor gets the old site or the new one, never a
 * mix, even if the process dies midway. Everything the release serves (sitemap, headers and redirects files, search index,
 * service worker) is written into it before the switch. The previous release is kept for rollback; older
 * ones are removed.
 */
export async function publishRealm(options: {
  distDir: string;
  renderDir: string;
  realm: string;
  sharedEntries: string[];
  info: Omit<ReleaseInfo, 'pages' | 'publishedAt'>;
  /** The realm's languages, default first (for the service worker's precache). */
  languages: string[];
  /** Further same-origin URLs to precache (the logo). */
  precacheExtra?: string[];
  /** The realm's primary host, for the sitemap's canonical URLs. */
  host: string;
  /** The realm's response headers, for the CDN's `_headers` file. */
  headers: Record<string, string>;
  /** Pages the render kept from the published release instead of rendering them again (page-reuse.ts). */
  kept?: string[];
  /**
   * The pages' search sources (search-source.ts): those the render wrote for this realm (`rendered`, its pages'
   * paths as Astro wrote them), and the folder that keeps a realm's, one folder per release (`root`). Absent:
   * the index is made from the pages themselves.
   */
  searchSources?: { rendered: string; root: string };
}): Promise<ReleaseInfo> {
  const { distDir, renderDir, realm, sharedEntries, info } = options;
  const releaseRoot = join(distDir, RELEASES, realm);
  const release = join(releaseRoot, info.buildId);
  mkdirSync(releaseRoot, { recursive: true });
  renameSync(join(renderDir, realm), release);
  // Each language's pages at its own words' addresses; the kept pages are linked at theirs, as published.
  localizeRelease(release, options.languages);
  const kept = options.kept?.length ? options.kept.map((file) => localizedFile(file, options.languages)) : [];
  const keptFrom = kept.length ? realpathSync(join(distDir, realm)) : undefined;
  await linkKept(renderDir, release, sharedFiles(renderDir, sharedEntries));
  // The release's pages, for the sitemap, the search sources and the count: one walk of the rendered ones, before
  // the kept ones are linked and the search index adds its thousands of fragment files to the tree, and the kept
  // ones from their list. (Astro writes every page as <path>/index.html.)
  const built = withKeptPages(builtPages(release), kept);
  // The kept pages are linked in while the search index is made from the search sources (an index made from the
  // release itself waits for them).
  const linking = keptFrom ? linkKept(keptFrom, release, kept) : Promise.resolve();
  // Awaited below; handled from here on, so that a failure while the index is made is never an unhandled rejection.
  linking.catch(() => undefined);
  let search: ReleaseInfo['search'];
  try {
    const sources =
      options.searchSources &&
      placeSearchSources({
        release,
        pages: built,
        languages: options.languages,
        buildId: info.buildId,
        ...options.searchSources,
        ...(keptFrom ? { previous: { buildId: basename(keptFrom), kept }, keptFrom } : {}),
      });
    writeSitemap(release, options.host, options.languages, built);
    writeHeadersFile(release, options.headers);
    writeRedirectsFile(release, options.languages);
    // Without any source (no page marks its content), the index is made from the release: all of it.
    if (!sources || !readdirSync(sources).length) await linking;
    search = await writeSearchIndex(release, options.languages, sources);
  } catch (error) {
    // Nothing is left writing into the release once publishing has failed; what failed here is told, whatever the links did.
    await linking.catch(() => undefined);
    throw error;
  }
  await linking;
  // After the index: the worker precaches the search page and the index's core files.
  writeRouteBundles(release, options.languages);
  writeServiceWorker(release, options.languages, `${info.snapshotHash}-${info.codeHash}`, options.precacheExtra);
  const full: ReleaseInfo = { ...info, pages: built.length, publishedAt: new Date().toISOString(), search };
  writeFileSync(join(release, '.release.json'), JSON.stringify(full, null, 2));

  const previous = switchTo(distDir, realm, release);
  clearOld(releaseRoot, [info.buildId, previous]);
  // The next build keeps pages of this release only, and takes their sources over from here.
  if (options.searchSources) clearOld(options.searchSources.root, [info.buildId]);
  return full;
}

/**
 * The release's pages as `builtPages` lists them, from the walk of the rendered ones and the files kept (at their
 * addresses): a kept `<path>/index.html` is the page `/<path>`.
 */
export function withKeptPages(rendered: readonly string[], kept: readonly string[]): string[] {
  if (!kept.length) return [...rendered];
  const pages = new Set(rendered);
  for (const file of kept) {
    if (file === PAGE) pages.add('/');
    else if (file.endsWith(`/${PAGE}`)) pages.add(`/${file.slice(0, -PAGE.length - 1)}`);
  }
  return [...pages].sort();
}

/**
 * The files under the render folder's `entries` that every release of the render shares (the bundled scripts and
 * styles, the category icons), as paths under the folder. Each release gets them as hard links (`linkKept`), as it
 * gets the kept pages: the render folder is removed after its batch, the links keep the bytes. Copied, the 153
 * files (3.1 MB) of the bundle were half of what a small realm's release wrote, and about 50–110 ms a realm of
 * publishing (`npm run bench`, g).
 */
function sharedFiles(renderDir: string, entries: string[]): string[] {
  return entries.flatMap((entry) =>
    lstatSync(join(renderDir, entry)).isDirectory()
      ? readdirSync(join(renderDir, entry), { recursive: true, withFileTypes: true })
          .filter((file) => file.isFile())
          .map((file) => relative(renderDir, join(file.parentPath, file.name)))
      : [entry],
  );
}

/** Points `dist/<realm>` at `release` in one rename; returns the name of the release it pointed at before. */
function switchTo(distDir: string, realm: string, release: string): string | undefined {
  const link = join(distDir, realm);
  const previous = existsSync(link) && lstatSync(link).isSymbolicLink() ? basename(realpathSync(link)) : undefined;
  const temp = join(distDir, `.${realm}.${process.pid}.link`);
  rmSync(temp, { force: true });
  symlinkSync(relative(distDir, release), temp);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) rmSync(link, { recursive: true, force: true });
  renameSync(temp, link);
  return previous;
}

/**
 * After the switch: keeps the current release and the one it replaced (for rollback), and removes the rest,
 * including half-written releases of builds that were killed, which must never become the rollback target, and
 * what earlier builds left to delete (and the same for the releases' search sources, of which only the current
 * release's are kept). They are moved out of the way (a rename, instant) and deleted by a separate process that
 * outlives the build: the site is live by then, and deleting a large realm's release
 * (tens of thousands of files; 10–17 s on the bench's disk) would otherwise hold up the rest of the build,
 * the search index of the next realm, and its exit. A deletion that is cut short is taken over by the next
 * build, which moves whatever is left into its own trash.
 */
function clearOld(root: string, keep: Array<string | undefined>): void {
  const old = readdirSync(root).filter((name) => !keep.includes(name));
  if (!old.length) return;
  const trash = join(root, `${TRASH}${process.pid}-${Date.now()}`);
  mkdirSync(trash);
  for (const name of old) renameSync(join(root, name), join(trash, name));
  try {
    spawn('rm', ['-rf', trash], { detached: true, stdio: 'ignore' })
      // Without rm (not POSIX), delete here; a failure only leaves garbage, never a broken site.
      .on('error', () => rmSync(trash, { recursive: true, force: true }))
      .unref();
  } catch {
    rmSync(trash, { recursive: true, force: true });
  }
}
