import {
  cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { writeServiceWorker } from './service-worker.ts';
import { writeSitemap } from './sitemap.ts';
import { writeSearchIndex, type SearchIndexStats } from './search-index.ts';

export interface ReleaseInfo {
  realm: string;
  buildId: string;
  snapshotHash: string;
  codeHash: string;
  publishedAt: string;
  pages: number;
  /** The site search index: pages indexed, bytes per language, time taken. */
  search?: SearchIndexStats;
}

const RELEASES = '.releases';

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

export function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  return pages;
}

/**
 * Publishes one realm's rendered pages with the shared assets as a new release, then switches `dist/<id>`
 * to it by renaming a symbolic link, which is atomic: a visitor gets the old site or the new one, never a
 * mix, even if the process dies midway. The search index is written into the release before the switch. The previous release is kept for rollback; older ones are removed.
 */
export async function publishRealm(options: {
  distDir: string; renderDir: string; realm: string; sharedEntries: string[]; info: Omit<ReleaseInfo, 'pages' | 'publishedAt'>;
  /** The realm's languages, default first (for the service worker's precache). */
  languages: string[];
  /** Further same-origin URLs to precache (the logo). */
  precacheExtra?: string[];
  /** The realm's primary host, for the sitemap's canonical URLs. */
  host: string;
}): Promise<ReleaseInfo> {
  const { distDir, renderDir, realm, sharedEntries, info } = options;
  const releaseRoot = join(distDir, RELEASES, realm);
  const release = join(releaseRoot, info.buildId);
  mkdirSync(releaseRoot, { recursive: true });
  renameSync(join(renderDir, realm), release);
  for (const entry of sharedEntries) cpSync(join(renderDir, entry), join(release, entry), { recursive: true });
  writeSitemap(release, options.host, options.languages);
  const search = await writeSearchIndex(release);
  // After the index: the worker precaches the search page and the index's core files.
  writeServiceWorker(release, options.languages, `${info.snapshotHash}-${info.codeHash}`, options.precacheExtra);
  const full: ReleaseInfo = { ...info, pages: countPages(release), publishedAt: new Date().toISOString(), search };
  writeFileSync(join(release, '.release.json'), JSON.stringify(full, null, 2));

  const link = join(distDir, realm);
  const temp = join(distDir, `.${realm}.${process.pid}.link`);
  rmSync(temp, { force: true });
  symlinkSync(relative(distDir, release), temp);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) rmSync(link, { recursive: true, force: true });
  renameSync(temp, link);
  pruneReleases(releaseRoot, info.buildId);
  return full;
}

/** Keeps the current release and the one before it. */
function pruneReleases(releaseRoot: string, current: string): void {
  const others = readdirSync(releaseRoot).filter((name) => name !== current).sort();
  for (const old of others.slice(0, -1)) rmSync(join(releaseRoot, old), { recursive: true, force: true });
}
