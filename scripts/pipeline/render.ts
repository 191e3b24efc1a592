import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { partName, renderPlanEnv, type RenderPlan } from '../../src/data/render-plan.ts';
import type { ContentCounts } from './gate.ts';

/**
 * Below this many pages one render process is faster: each process bundles the site before rendering
 * (about 3 s of work that two processes both do), which only pays off on a large site.
 */
export const PAGES_PER_EXTRA_PROCESS = 3000;

/**
 * About how many pages the realms render into: one per association, news item and event, and the realm's own pages
 * (home, lists, letters, contact, legal texts…), in each language. What decides how many processes render and how
 * realms are batched. The fleet of the bench has 22 own pages per language in each small realm, a few more in the
 * larger ones (their letter pages).
 */
export function estimatePages(realms: Array<{ languages: readonly string[]; counts: ContentCounts }>): number {
  return realms.reduce((n, { languages, counts }) => n + (counts.associations + counts.newsEvents + OWN_PAGES) * languages.length, 0);
}
const OWN_PAGES = 22;

/**
 * Most pages (as `estimatePages` counts them) one render takes. An Astro build keeps every page's route and props
 * until it ends, so a render's memory grows with its pages: the Valencian fleet's 542 realms (229,458 pages)
 * in one render ran a render process out of its heap after 17 minutes, and failed every realm (`npm run bench`, row
 * g). A build renders its realms in batches of at most this many pages instead, each batch published before the
 * next starts; the largest town of the bench, (b), about 24,000 pages, is one batch. A realm larger than this is
 * a batch of its own.
 */
export const RENDER_BATCH_PAGES = 30_000;

/**
 * The realms in batches for rendering, in their order: each batch as many realms as fit in `limit` pages, a realm
 * larger than that alone.
 */
export function renderBatches<T>(realms: readonly T[], pagesOf: (realm: T) => number, limit = renderBatchPages()): T[][] {
  const batches: T[][] = [];
  let pages = 0;
  for (const realm of realms) {
    const own = pagesOf(realm);
    const last = batches.at(-1);
    if (last && pages + own <= limit) {
      last.push(realm);
      pages += own;
    } else {
      batches.push([realm]);
      pages = own;
    }
  }
  return batches;
}

/** RENDER_BATCH_PAGES, or PORTAL_RENDER_BATCH_PAGES when set (the tests render small realms in batches). */
export function renderBatchPages(): number {
  const fromEnv = Number(process.env.PORTAL_RENDER_BATCH_PAGES);
  return fromEnv >= 1 ? Math.floor(fromEnv) : RENDER_BATCH_PAGES;
}

/** How many render processes a build of `pages` pages gets: one per core, fewer for small builds. */
export function renderProcesses(pages: number, cores = availableParallelism()): number {
  const fromEnv = Number(process.env.PORTAL_RENDER_PROCESSES);
  if (fromEnv >= 1) return Math.floor(fromEnv);
  return Math.max(1, Math.min(cores, Math.floor(pages / PAGES_PER_EXTRA_PROCESS) + 1));
}

/**
 * Renders the pages of the plan's realms, from their snapshots, into `outDir`: Astro renders on one core, so a
 * large build runs `processes` Astro builds side by side, each rendering its share of every route (its part of
 * the plan, see `share` in src/data/site.ts), and their outputs are merged. Each process exits when done, so its
 * memory is returned before the search index is built.
 */
export async function renderPages(plan: Omit<RenderPlan, 'part'>, outDir: string, processes = 1): Promise<void> {
  if (processes <= 1) {
    await renderProcess(plan, outDir);
    return;
  }
  const parts = Array.from({ length: processes }, (_, index) => ({ index, count: processes, dir: join(outDir, `.part-${index}`) }));
  // One part failing fails the render: the others are stopped rather than left rendering for nothing.
  const stop = new AbortController();
  await Promise.all(
    parts.map(({ dir, ...part }) =>
      renderProcess({ ...plan, part }, dir, stop.signal).catch((error: unknown) => {
        stop.abort();
        throw error;
      }),
    ),
  );
  mkdirSync(outDir, { recursive: true });
  for (const { dir } of parts) {
    mergeInto(dir, outDir);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Memory settings of a render process. Bundling leaves a few hundred MiB in the native allocators of Rolldown
 * and Lightning CSS (mimalloc) and glibc unless told to give freed memory back; the JavaScript heap is capped
 * so that two processes and the parent stay well under 1.5 GiB (measured by `npm run bench`, scenario b).
 */
export const RENDER_HEAP_MIB = 512;
const MEMORY_ENV = { MIMALLOC_PURGE_DELAY: '0', MIMALLOC_ARENA_EAGER_COMMIT: '0', MALLOC_ARENA_MAX: '2' };

/** One Astro build in a child process (render-process.ts), of the pages `plan` gives it. */
function renderProcess(plan: RenderPlan, outDir: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${RENDER_HEAP_MIB}`, join(import.meta.dirname, 'render-process.ts'), outDir], {
      ...(signal ? { signal, killSignal: 'SIGKILL' as const } : {}),
      env: {
        ...MEMORY_ENV,
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        PORTAL_RENDER_WATCH_PARENT: '1',
        ...renderPlanEnv(absolutePlan(plan)),
      },
      // stdin is a pipe the process watches: if this build dies, the pipe closes and the render stops too.
      stdio: ['pipe', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      errors = (errors + chunk.toString()).slice(-4000);
    });
    // An abort (another part failed) reports as an AbortError here, and as its exit below: the first one counts.
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      // The cause: the last "…Error: message" line the process printed, else its last line that is not a stack frame.
      const lines = errors
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('at '));
      const last = lines.findLast((line) => /^\w*Error\b.*:/.test(line)) ?? lines.at(-1);
      reject(
        new Error(
          `render${plan.part ? ` part ${partName(plan.part)}` : ''} ${signal ? `killed by ${signal}` : `exited with ${code}`}${last ? `: ${last}` : ''}`,
        ),
      );
    });
  });
}

/** The plan with absolute folders: a render process works from a folder of its own (render-process.ts). */
function absolutePlan(plan: RenderPlan): RenderPlan {
  const { reuse } = plan;
  return {
    ...plan,
    snapshotDir: resolve(plan.snapshotDir),
    ...(plan.searchSources ? { searchSources: resolve(plan.searchSources) } : {}),
    ...(reuse
      ? { reuse: { dir: resolve(reuse.dir), previous: Object.fromEntries(Object.entries(reuse.previous).map(([realm, file]) => [realm, resolve(file)])) } }
      : {}),
  };
}

/**
 * Moves a render part's output into the merged folder. Folders merge; a file both parts wrote must be the same
 * bytes (the bundled scripts and styles, which every part builds alike), else two parts rendered one page and
 * the share is broken: that is an error, never a silent pick.
 */
export function mergeInto(from: string, to: string): void {
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (!existsSync(target)) {
      renameSync(source, target);
    } else if (lstatSync(source).isDirectory() && lstatSync(target).isDirectory()) {
      mergeInto(source, target);
    } else if (!readFileSync(source).equals(readFileSync(target))) {
      throw new Error(`two render processes wrote different ${target}: a route's getStaticPaths does not go through share()`);
    }
  }
}

/** Where a build renders to: `<cache>/render/<buildId>`, the build id also naming the realms' new releases. */
export interface RenderFolder {
  buildId: string;
  dir: string;
  /** Where render processes say what each page was rendered from, and which they kept (scripts/pipeline/page-reuse.ts). */
  inputs: string;
  /** Where render processes write the pages' search sources, one folder per realm (scripts/pipeline/search-source.ts). */
  search: string;
}

/**
 * A fresh render folder for this build, after removing those of builds that were killed (a whole site each).
 * Its name ends with this process's id, which tells a later build whether its owner is still running.
 */
export function startRenderFolder(cacheDir: string, buildId = newBuildId(), batch?: number): RenderFolder {
  const root = join(cacheDir, 'render');
  removeStaleRenders(root);
  // A batch's folder (renderBatches) is named apart; the name still ends with the process id.
  const name = batch === undefined ? buildId : `b${batch}-${buildId}`;
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  // Beside the render folder, not in it: what the folder holds besides realms is shared by every release.
  return { buildId, dir, inputs: join(root, `inputs-${name}`), search: join(root, `search-${name}`) };
}

/** A build's id: when it started, to the second, and its process id. */
export const newBuildId = () => `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${process.pid}`;

export function removeRenderFolder(folder: RenderFolder): void {
  rmSync(folder.dir, { recursive: true, force: true });
  rmSync(folder.inputs, { recursive: true, force: true });
  rmSync(folder.search, { recursive: true, force: true });
}

/**
 * Removes the folders under `renderRoot` left by processes that were killed: each folder's name ends with its
 * owner's process id (a build's render folders; a render process's working folder, render-process.ts).
 */
export function removeStaleRenders(renderRoot: string): void {
  if (!existsSync(renderRoot)) return;
  for (const name of readdirSync(renderRoot)) {
    const pid = Number(/-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && isAlive(pid)) continue;
    if (pid !== process.pid) rmSync(join(renderRoot, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
