/**
 * `npm run build [-- --realm a,b] [--shard 2/4] [--api-origin URL] [--force] [--dist DIR]`
 *
 * Pulls each realm's content from its API, checks it and keeps it as a snapshot, renders every realm whose
 * snapshot or code changed in one Astro build, and publishes each realm atomically to `dist/<id>/`. A realm that
 * fails keeps its last published site; the run then ends non-zero with a report naming the realm and the cause.
 * `main()` runs the steps in their order; each step's work is in scripts/pipeline/.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiClient } from '../src/api/client.ts';
import { snapshotHash, writeSnapshot } from '../src/data/snapshot.ts';
import { forTerminal } from '../src/domain/terminal-text.ts';
import { ConfigError } from '../src/realm/friendly-errors.ts';
import { loadRealms, realmsDir } from '../src/realm/load.ts';
import { securityHeaders } from '../src/realm/security.ts';
import type { RealmConfig } from '../src/schemas/realm.ts';
import { codeHash } from './pipeline/code-hash.ts';
import { checkFrameAssets } from './pipeline/frame-assets.ts';
import { countsOf, publishBlock, type ContentCounts } from './pipeline/gate.ts';
import { clearOldReleases, currentRelease, publishRealm, type ReleaseInfo } from './pipeline/publish.ts';
import { pullRealm } from './pipeline/pull.ts';
import { selectRealms } from './pipeline/realm-selection.ts';
import { estimatePages, removeRenderFolder, renderPages, renderProcesses, startRenderFolder, type RenderFolder } from './pipeline/render.ts';
import { printReport, type ReportRow } from './pipeline/report.ts';
import { closeSearchIndexer } from './pipeline/search-index.ts';

export interface BuildOptions {
  /** `--realm a,b`: only these realms (all by default). */
  realm?: string;
  /** `--shard k/n`: every n-th realm by id, from the k-th, so that n machines share a run. */
  shard?: string;
  /** Where same-origin `/api` endpoints are reached at build time. */
  apiOrigin: string;
  realmsDir: string;
  /** Where `<id>` links to each realm's live release. */
  distDir: string;
  /** Snapshots and render folders. */
  cacheDir: string;
  /** Renders even when nothing changed; publishes despite the drop and invalid-record checks. */
  force: boolean;
  /** Per API read attempt, and before its first retry; tests shorten them to exercise a hanging API quickly. */
  apiTimeout?: number;
  retryDelay?: number;
}

/** The options of a command line, with their environment variables and defaults. */
export function buildOptions(args: string[]): BuildOptions {
  const env = process.env;
  const { values } = parseArgs({
    args,
    options: {
      realm: { type: 'string' },
      shard: { type: 'string' },
      'api-origin': { type: 'string' },
      force: { type: 'boolean', default: false },
      dist: { type: 'string' },
    },
  });
  return {
    realm: values.realm,
    shard: values.shard,
    apiOrigin: values['api-origin'] ?? env.PORTAL_API_ORIGIN ?? 'http://127.0.0.1:4321',
    realmsDir: realmsDir(),
    distDir: values.dist ?? env.PORTAL_DIST_DIR ?? join(process.cwd(), 'dist'),
    cacheDir: env.PORTAL_CACHE_DIR ?? join(process.cwd(), '.cache'),
    force: values.force,
    apiTimeout: Number(env.PORTAL_API_TIMEOUT_MS) || undefined,
    retryDelay: Number(env.PORTAL_API_RETRY_DELAY_MS) || undefined,
  };
}

/** What the steps of one run share. */
interface Run {
  options: BuildOptions;
  /** The hash of the code that renders: a change of it renders every realm again. */
  code: string;
  snapshotDir: string;
  /** Each realm's result as soon as it has one. */
  rows: Map<string, ReportRow>;
}

/** A realm whose content passed the checks and was kept as a snapshot: what rendering and publishing need. */
interface PulledRealm {
  realm: RealmConfig;
  snapshotHash: string;
  counts: ContentCounts;
  /** Same-origin frame images (logo, favicon), for the service worker's precache. */
  frameImages: string[];
  warnings: number;
  published: ReleaseInfo | undefined;
  /** When its pull began, and how long it took: its row's time runs from the start. */
  startedAt: number;
  pullMs: number;
}

/** API text in the log keeps the line breaks of the build's own messages (a record's issues, one per line). */
const LOG = { multiline: true };

/** Realms pulled at once: the API answers in parallel, the machine has two cores. */
const PULLS_AT_ONCE = 4;

/**
 * Builds the selected realms: pull and check each one, skip those that did not change, render the others
 * and publish each of them. Prints and returns the report, one row per realm; throws a ConfigError when a
 * realm's configuration or the selection is wrong.
 */
export async function main(options: BuildOptions): Promise<ReportRow[]> {
  const started = performance.now();
  const realms = selectRealms(loadRealms(options.realmsDir), options);
  const run: Run = { options, code: codeHash(), snapshotDir: join(options.cacheDir, 'snapshots'), rows: new Map() };

  const pulled = (await atMost(PULLS_AT_ONCE, realms, (realm) => pullAndCheck(realm, run))).filter((realm) => !!realm);
  const changed = pulled.filter((realm) => !skipIfUnchanged(realm, run));
  if (changed.length) {
    const clearing = clearOldReleasesOf(changed, run);
    const folder = startRenderFolder(options.cacheDir);
    try {
      const shared = await render(changed, folder, run);
      if (shared) for (const realm of changed) await publish(realm, folder, shared, run);
    } finally {
      removeRenderFolder(folder);
      await closeSearchIndexer();
    }
    await clearing;
  }

  const rows = realms.map((realm) => run.rows.get(realm.id)).filter((row) => !!row);
  printReport(rows, performance.now() - started);
  return rows;
}

/**
 * Pull and check: the realm's content from its API, validated; the gate, which refuses a snapshot that must
 * not replace the published site; the frame's images, which must answer; then the snapshot, kept for the render.
 */
async function pullAndCheck(realm: RealmConfig, run: Run): Promise<PulledRealm | undefined> {
  const startedAt = performance.now();
  const { apiOrigin, apiTimeout: timeout, retryDelay, distDir, force } = run.options;
  try {
    const client = createApiClient({ origin: apiOrigin, language: realm.languages[0], timeout, retryDelay });
    const snapshot = await pullRealm(realm, apiOrigin, client);
    for (const p of snapshot.problems) console.warn(forTerminal(`  ! ${p.realm} ${p.collection} ${p.id}: dropped, ${p.message}`, LOG));
    for (const notice of snapshot.notices ?? []) console.warn(forTerminal(`  ! ${realm.id}: ${notice}`, LOG));

    const published = currentRelease(distDir, realm.id);
    const blocked = publishBlock(snapshot, published?.counts, force);
    if (blocked) throw new Error(blocked);
    const frameImages = await checkFrameAssets(realm, snapshot.settings, apiOrigin, { timeout, retryDelay });

    snapshot.hash = snapshotHash(snapshot);
    writeSnapshot(run.snapshotDir, snapshot);
    return {
      realm,
      snapshotHash: snapshot.hash,
      counts: countsOf(snapshot),
      frameImages,
      published,
      startedAt,
      warnings: snapshot.problems.length + (snapshot.notices?.length ?? 0),
      pullMs: performance.now() - startedAt,
    };
  } catch (error) {
    const message = forTerminal((error as Error).message, LOG);
    console.error(`${realm.id.padEnd(16)} FAILED: ${message}`);
    run.rows.set(realm.id, { realm: realm.id, pages: '-', ms: performance.now() - startedAt, warnings: 0, result: 'failed', detail: message });
    return undefined;
  }
}

/**
 * Skip: a realm whose snapshot and code are those of its published release is left as it is and reported
 * unchanged (true); the others are said to be pulled, for rendering.
 */
function skipIfUnchanged(pulled: PulledRealm, run: Run): boolean {
  const { realm, published, counts } = pulled;
  const what = `${counts.associations} associations, ${counts.newsEvents} news and events`;
  if (run.options.force || !published || published.snapshotHash !== pulled.snapshotHash || published.codeHash !== run.code) {
    console.log(`${realm.id.padEnd(16)} pulled ${what} in ${Math.round(pulled.pullMs)} ms`);
    return false;
  }
  console.log(`${realm.id.padEnd(16)} unchanged (${what})`);
  run.rows.set(realm.id, { realm: realm.id, pages: published.pages, ms: performance.now() - pulled.startedAt, warnings: pulled.warnings, result: 'unchanged' });
  return true;
}

/**
 * Old releases of the realms about to be rendered, moved aside and deleted by another process while they
 * render; resolves when they are gone.
 */
function clearOldReleasesOf(changed: PulledRealm[], run: Run): Promise<unknown> {
  return Promise.all(
    changed.map(({ realm }) =>
      clearOldReleases(run.options.distDir, realm.id).catch((error: Error) => console.warn(`  ! ${realm.id}: old releases not removed: ${error.message}`)),
    ),
  );
}

/**
 * Render: the changed realms' pages, in as many Astro processes as their size is worth. Returns what the
 * render folder holds besides one folder per realm, which every realm's release shares (`_astro/`…), or
 * undefined when rendering failed.
 */
async function render(changed: PulledRealm[], folder: RenderFolder, run: Run): Promise<string[] | undefined> {
  const realms = changed.map(({ realm }) => realm.id);
  const pages = estimatePages(changed.map(({ realm, counts }) => ({ languages: realm.languages, counts })));
  const processes = renderProcesses(pages);
  console.log(`Rendering ${realms.length} realm(s) (about ${pages} pages, ${processes} process${processes > 1 ? 'es' : ''}): ${realms.join(', ')}`);
  const t0 = performance.now();
  try {
    await renderPages({ realms, snapshotDir: run.snapshotDir }, folder.dir, processes);
    console.log(`Rendered in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return readdirSync(folder.dir).filter((name) => !realms.includes(name));
  } catch (error) {
    const message = `rendering: ${(error as Error).stack ?? (error as Error).message}`;
    console.error(message);
    for (const { realm, startedAt, warnings } of changed) {
      run.rows.set(realm.id, {
        realm: realm.id,
        pages: '-',
        ms: performance.now() - startedAt,
        warnings,
        result: 'failed',
        detail: forTerminal(message.split('\n')[0]!, LOG),
      });
    }
    return undefined;
  }
}

/**
 * Publish: the realm's rendered pages and the shared assets become its new release, with its sitemap,
 * headers file, search index and service worker, and go live.
 */
async function publish(pulled: PulledRealm, folder: RenderFolder, shared: string[], run: Run): Promise<void> {
  const { realm, startedAt, warnings } = pulled;
  try {
    const info = await publishRealm({
      distDir: run.options.distDir,
      renderDir: folder.dir,
      realm: realm.id,
      sharedEntries: shared,
      languages: realm.languages,
      precacheExtra: pulled.frameImages,
      host: realm.hosts[0]!,
      headers: securityHeaders(realm),
      info: { realm: realm.id, buildId: folder.buildId, snapshotHash: pulled.snapshotHash, codeHash: run.code, counts: pulled.counts },
    });
    run.rows.set(realm.id, { realm: realm.id, pages: info.pages, ms: performance.now() - startedAt, warnings, result: 'published' });
    if (info.search) {
      const kb = Object.entries(info.search.bytesByLanguage)
        .map(([lang, bytes]) => `${lang} ${(bytes / 1024).toFixed(0)} KB`)
        .join(', ');
      console.log(`${realm.id.padEnd(16)} search index: ${info.search.pages} pages in ${Math.round(info.search.ms)} ms (${kb})`);
    }
  } catch (error) {
    run.rows.set(realm.id, {
      realm: realm.id,
      pages: '-',
      ms: performance.now() - startedAt,
      warnings,
      result: 'failed',
      detail: forTerminal(`publishing: ${(error as Error).message}`, LOG),
    });
  }
}

/** Runs `step` over `items`, at most `limit` at a time; the results in the items' order. */
async function atMost<T, R>(limit: number, items: T[], step: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await step(items[i]!);
    }),
  );
  return results;
}

if (import.meta.main) {
  try {
    const rows = await main(buildOptions(process.argv.slice(2)));
    // For the bench: the process's peak resident memory, in MiB.
    console.log(`peak-memory-mib ${(process.resourceUsage().maxRSS / 1024).toFixed(0)}`);
    process.exit(rows.some((row) => row.result === 'failed') ? 1 : 0);
  } catch (error) {
    // A wrong option, realm.json or selection: the message says what to fix; anything else is a bug, with its stack.
    const usage = error instanceof ConfigError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? (error as Error).message : error);
    process.exit(usage ? 2 : 1);
  }
}
