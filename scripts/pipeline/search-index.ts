import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LaneJob, LaneReply } from './search-index-lane.ts';

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
 * (the default one at the root, the others under `/<lang>/`), one after the other on one of the indexer's lanes
 * (`indexOnLane`), and the indexes are then put together as one. Side by side in one Pagefind process, a
 * language's pages waited for the other's (24,268 pages of the 10,000 town: 10.9 s side by side, 8.3 s one after
 * the other; `npm run bench`, scenario n).
 */
export async function writeSearchIndex(release: string, languages: readonly string[], sources?: string): Promise<SearchIndexStats> {
  const started = performance.now();
  const output = join(release, SEARCH_DIR);
  const others = languages.slice(1);
  // From the pages' search sources when there are any (search-source.ts); none at all means that no page marks its
  // content, and Pagefind then indexes every page whole, as it reads them in the release.
  const pagesDir = sources && readdirSync(sources).length ? sources : release;
  // The default language's pages: the home page and every top-level folder but the other languages'.
  const defaultPages = [
    'index.html',
    ...readdirSync(pagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !others.includes(entry.name))
      .map((entry) => `${entry.name}/**/index.html`),
  ];
  const parts = [defaultPages, ...others.map((lang) => [`${lang}/**/index.html`])].map((globs, i) => ({ globs, dir: `${output}.${i}` }));
  // One language after the other: Pagefind indexes a language's pages on every core already (about 1.8 cores
  // for the 12,000 pages of a language of (b)), so two side by side were no sooner (the index of (b)'s release:
  // 15.3–16.6 s side by side, 16.3–21.5 s one after the other) and held two indexes' memory at once, about
  // 500 MiB each (`npm run bench`, n: 1,278 MiB against 1,220).
  const pages: number[] = [];
  for (const { globs, dir } of parts) pages.push(await indexOnLane({ release: pagesDir, globs, dir }));
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

/**
 * Moves the files of `from` into `to` at the same paths, replacing those there. One language's index files into
 * the site's index: their names carry their language (and a hash), so only the files every index writes alike
 * (Pagefind's script, worker and fallback wasm) meet, and are the same. The render's search sources into those of
 * the release it kept pages of (search-source.ts).
 */
export function mergeInto(from: string, to: string): void {
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

/**
 * The indexer's lanes: worker threads (search-index-lane.ts), each with a Pagefind process of its own, started as
 * work comes, at most one per core (or `PORTAL_SEARCH_LANES`), so that the realms a build publishes at once are
 * indexed side by side. That is for the many small realms of a fleet: Pagefind spreads a large index over the
 * cores by itself, but a small realm's index (a few hundred pages, about 0.1 s) is mostly work on one core. A lane
 * is referenced only while it works, so an idle one never keeps the build from ending.
 */
interface Lane {
  worker: Worker;
  task?: Task;
}
interface Task {
  job: LaneJob;
  resolve: (pages: number) => void;
  reject: (error: Error) => void;
}
let lanes: Lane[] = [];
const waiting: Task[] = [];

/** How many lanes the indexer runs. */
export function searchLanes(cores = availableParallelism()): number {
  const fromEnv = Number(process.env.PORTAL_SEARCH_LANES);
  return fromEnv >= 1 ? Math.floor(fromEnv) : Math.max(1, cores);
}

/** One Pagefind index of the pages `job.globs` find in the release, written to `job.dir`, on the first free lane. */
function indexOnLane(job: LaneJob): Promise<number> {
  return new Promise((resolve, reject) => {
    waiting.push({ job, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (waiting.length) {
    const lane = lanes.find((l) => !l.task) ?? (lanes.length < searchLanes() ? startLane() : undefined);
    if (!lane) return;
    const task = waiting.shift()!;
    lane.task = task;
    lane.worker.ref();
    lane.worker.postMessage(task.job);
  }
}

function startLane(): Lane {
  const worker = new Worker(new URL('./search-index-lane.ts', import.meta.url));
  const lane: Lane = { worker };
  const settle = (outcome: LaneReply | Error) => {
    const task = lane.task;
    lane.task = undefined;
    worker.unref();
    if (task) {
      if (outcome instanceof Error) task.reject(outcome);
      else if ('error' in outcome) task.reject(new Error(outcome.error));
      else task.resolve(outcome.pages);
    }
    dispatch();
  };
  worker.on('message', (reply: LaneReply) => settle(reply));
  // A lane that dies takes its job with it, never the others': it is dropped, and the next job starts a new one.
  const drop = (error: Error) => {
    lanes = lanes.filter((l) => l !== lane);
    settle(error);
  };
  worker.on('error', drop);
  worker.on('exit', (code) => drop(new Error(`search index: the indexer's thread ended (${code})`)));
  worker.unref();
  lanes.push(lane);
  return lane;
}

/** Stops the indexer's lanes and their Pagefind processes, so the build can exit. */
export async function closeSearchIndexer(): Promise<void> {
  const closing = lanes;
  lanes = [];
  await Promise.all(
    closing.map(
      ({ worker }) =>
        new Promise<void>((resolve) => {
          worker.removeAllListeners('exit');
          worker.once('exit', () => resolve());
          worker.ref();
          worker.postMessage('close');
        }),
    ),
  );
}
