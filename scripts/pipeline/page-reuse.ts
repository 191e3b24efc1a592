/**
 * The pipeline's side of keeping pages (src/data/page-inputs.ts): which published release a render may keep
 * pages of, what the render processes said they rendered and kept, linking the kept files into the new
 * release, and what the new release's pages were rendered from, for the next build.
 *
 * Kept in the cache, never in a release: it is the build's bookkeeping, not something to serve or deploy.
 * A release is offered only with the code hash it was built with and only for files it still has; a build with
 * `--force`, a new cache or new code renders every page.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync, realpathSync } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ReleaseInputs, RouteInputs } from '../../src/data/page-inputs.ts';
import type { RenderPlan } from '../../src/data/render-plan.ts';
import { localizedFile } from './localize.ts';

const recordFile = (cacheDir: string, realm: string) => join(cacheDir, 'page-inputs', `${realm}.json`);

/**
 * The reuse part of a render plan: render processes write what they rendered into `dir`; each realm whose
 * published release was built from `codeHash` and recorded is offered that release's pages (those it still holds).
 */
export function reusePlan(options: {
  cacheDir: string;
  distDir: string;
  realms: string[];
  /** The build id of a realm's published release (publish.ts's currentRelease). */
  published: (realm: string) => string | undefined;
  /** A realm's languages, first one at the root: a page's file is recorded as Astro writes it, and published in its language's words (localize.ts). */
  languages: (realm: string) => readonly string[];
  codeHash: string;
  dir: string;
  force: boolean;
}): NonNullable<RenderPlan['reuse']> {
  const previous: Record<string, string> = {};
  mkdirSync(options.dir, { recursive: true });
  if (options.force) return { dir: options.dir, previous };
  for (const realm of options.realms) {
    const recorded = readRecord(options.cacheDir, realm);
    const published = options.published(realm);
    if (!recorded || !published || recorded.release !== published || recorded.codeHash !== options.codeHash) continue;
    const release = realpathSync(join(options.distDir, realm));
    const languages = options.languages(realm);
    const pages = Object.fromEntries(Object.entries(recorded.pages).filter(([file]) => existsSync(join(release, localizedFile(file, languages)))));
    const file = join(options.dir, `previous-${realm}.json`);
    writeFileSync(file, JSON.stringify({ ...recorded, pages } satisfies ReleaseInputs));
    previous[realm] = file;
  }
  return { dir: options.dir, previous };
}

function readRecord(cacheDir: string, realm: string): ReleaseInputs | undefined {
  try {
    return JSON.parse(readFileSync(recordFile(cacheDir, realm), 'utf8')) as ReleaseInputs;
  } catch {
    return undefined;
  }
}

/** What the render processes said of a realm's pages: every page's digest, and the pages they kept. */
export function renderedInputs(dir: string, realm: string): RouteInputs {
  const merged: RouteInputs = { pages: {}, kept: [] };
  const realmDir = join(dir, realm);
  if (!existsSync(realmDir)) return merged;
  for (const name of readdirSync(realmDir).sort()) {
    const part = JSON.parse(readFileSync(join(realmDir, name), 'utf8')) as RouteInputs;
    Object.assign(merged.pages, part.pages);
    merged.kept.push(...part.kept);
  }
  return merged;
}

/** Hard links at once: the file system's calls run on libuv's thread pool, this many in flight. */
const LINKS_IN_FLIGHT = 16;

/**
 * Puts `files` (paths under `from`) into `to` at the same paths: hard links (releases are never written once
 * published, so they can share files), copies where the file system cannot link. The kept pages of the published
 * release, and the files every release of a render shares (publish.ts). The calls run on libuv's thread pool: a next
 * night keeps some 28,000 files of a large town, each in a folder of its own, 52,000 calls to the file system
 * (1.5–5 s on the development machine's disk), which publishing spends beside the search index.
 */
export async function linkKept(from: string, to: string, files: readonly string[]): Promise<void> {
  const made = new Map<string, Promise<unknown>>();
  const one = async (file: string) => {
    const target = join(to, file);
    const parent = dirname(target);
    let folder = made.get(parent);
    if (!folder) {
      folder = mkdir(parent, { recursive: true });
      made.set(parent, folder);
    }
    await folder;
    try {
      await link(join(from, file), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV' && (error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      await copyFile(join(from, file), target);
    }
  };
  let next = 0;
  let failed = false;
  const lane = async () => {
    try {
      while (!failed && next < files.length) await one(files[next++]!);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  // Settles only once no lane is writing: a failed publish leaves nothing going on in its release.
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(LINKS_IN_FLIGHT, files.length) }, lane));
  const failure = lanes.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Records what a realm's new release was rendered from, once it is published. */
export function recordInputs(cacheDir: string, realm: string, record: ReleaseInputs): void {
  const file = recordFile(cacheDir, realm);
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(record));
  renameSync(temp, file);
}
