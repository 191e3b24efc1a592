/**
 * `npm run build [-- --realm a,b] [--shard 2/4] [--api-origin URL] [--force] [--dist DIR] [--report FILE] [--deploy --target s3://…]`
 *
 * Pulls each realm's content from its API, checks it and keeps it as a snapshot, renders every realm whose
 * snapshot or code changed in one Astro build, and publishes each realm atomically to `dist/<id>/`. A realm that
 * fails keeps its last published site; the run then ends non-zero with a report naming the realm and the cause.
 * With `--deploy`, what is live in the bucket counts as published, and each new release is deployed there
 * (scripts/deploy/). The report is printed for people and written as JSON to `<cache>/reports/` (or `--report FILE`):
 * the JSON (src/schemas/run-report.ts) is what programs read, never the log.
 * `main()` runs the steps in their order; each step's work is in scripts/pipeline/.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from '../src/api/client.ts';
import { snapshotHash, writeSnapshot } from '../src/data/snapshot.ts';
import { forTerminal } from '../src/domain/text/terminal-text.ts';
import { ConfigError } from '../src/config/config-error.ts';
import { loadRealms } from '../src/realm/load.ts';
import { securityHeaders } from '../src/realm/security.ts';
import type { RealmConfig } from '../src/schemas/realm.ts';
import { atMost } from './pipeline/at-most.ts';
import { type BuildOptions, buildOptions } from './pipeline/build-options.ts';
import { codeHash } from './pipeline/code-hash.ts';
import { checkFrameAssets } from './pipeline/frame-assets.ts';
import { countsOf, publishBlock, type ContentCounts } from './pipeline/gate.ts';
import { currentRelease, publishRealm, type ReleaseInfo } from './pipeline/publish.ts';
import { pullRealm } from './pipeline/pull.ts';
import { selectRealms } from './pipeline/realm-selection.ts';
import {
  estimatePages,
  newBuildId,
  removeRenderFolder,
  renderBatches,
  renderPages,
  renderProcesses,
  startRenderFolder,
  type RenderFolder,
} from './pipeline/render.ts';
import { printReport, type ReportRow } from './pipeline/report.ts';
import { recordInputs, renderedInputs, reusePlan } from './pipeline/page-reuse.ts';
import { closeSearchIndexer, searchLanes } from './pipeline/search-index.ts';
import { runId, writeRunReport } from './pipeline/report-file.ts';
import { ObjectStore } from './deploy/object-store.ts';
import { deployPublished, readLiveReleases } from './pipeline/deploy-step.ts';

export type { BuildOptions };
export { buildOptions };

/** What the steps of one run share. */
interface Run {
  options: BuildOptions;
  /** The hash of the code that renders: a change of it renders every realm again. */
  code: string;
  snapshotDir: string;
  /** Each realm's result as soon as it has one. */
  rows: Map<string, ReportRow>;
  /** How long rendering the changed realms took, when they were rendered. */
  renderMs?: number;
  /** With --deploy: the bucket, and what is live there per realm (what "published" means then). */
  bucket?: { store: ObjectStore; live: Map<string, ReleaseInfo | undefined> };
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
  const startedAt = new Date();
  const realms = selectRealms(loadRealms(options.realmsDir), options);
  const run: Run = { options, code: codeHash(), snapshotDir: join(options.cacheDir, 'snapshots'), rows: new Map() };

  try {
    if (options.deploy) await readLive(realms, run, new ObjectStore(options.deploy.target));
    const reachable = realms.filter((realm) => !run.rows.has(realm.id));
    const pulled = (await atMost(PULLS_AT_ONCE, reachable, (realm) => pullAndCheck(realm, run))).filter((realm) => !!realm);
    const changed = pulled.filter((realm) => !skipIfUnchanged(realm, run));
    // A realm not live in the bucket but already built here (a deploy that failed last time) needs no render.
    const toRender = changed.filter((realm) => !run.bucket || !builtLocally(realm, run));
    if (toRender.length) {
      // In batches of a bounded number of pages (renderBatches): a render's memory grows with its pages, and a
      // batch that fails fails only its own realms. All of them are releases of one build id. (Publishing a batch
      // while the next one rendered was measured on the fleet of the bench: 16.6 min against 17.2, within the
      // noise of one run, since rendering already keeps both cores busy; it was left out.)
      const batches = renderBatches(toRender, pagesOf);
      const buildId = newBuildId();
      try {
        for (const [i, batch] of batches.entries()) {
          const folder = startRenderFolder(options.cacheDir, buildId, batches.length > 1 ? i + 1 : undefined);
          try {
            if (batches.length > 1) console.log(`Batch ${i + 1}/${batches.length}:`);
            const shared = await render(batch, folder, run);
            // As many realms at once as the search indexer has lanes: one realm's index is made while the next
            // one's files are put in place (publishRealm).
            if (shared) await atMost(searchLanes(), batch, (realm) => publish(realm, folder, shared, run));
          } finally {
            removeRenderFolder(folder);
          }
        }
      } finally {
        await closeSearchIndexer();
      }
    }
    if (run.bucket) for (const realm of changed) if (run.rows.get(realm.realm.id)?.result !== 'failed') await deploy(realm, run);
  } finally {
    run.bucket?.store.close();
  }

  const rows = realms.map((realm) => run.rows.get(realm.id)).filter((row) => !!row);
  const ms = performance.now() - started;
  printReport(rows, ms);
  writeRunReport(
    options.cacheDir,
    {
      run: runId(process.env, startedAt),
      ...(options.shard ? { shard: options.shard } : {}),
      selected: realms.map((realm) => realm.id),
      startedAt: startedAt.toISOString(),
      ms,
      ...(run.renderMs !== undefined ? { renderMs: run.renderMs } : {}),
      peakMemoryMib: Math.round(process.resourceUsage().maxRSS / 1024),
      ...(run.bucket ? { target: run.bucket.store.url } : {}),
      rows,
    },
    options.report,
  );
  return rows;
}

/** With --deploy: each realm's live release in the bucket; a realm whose pointer cannot be read fails, unbuilt. */
async function readLive(realms: RealmConfig[], run: Run, store: ObjectStore): Promise<void> {
  const started = performance.now();
  const live = await readLiveReleases(
    store,
    realms.map((realm) => realm.id),
  );
  run.bucket = { store, live: new Map() };
  for (const [realm, info] of live) {
    if (!(info instanceof Error)) run.bucket.live.set(realm, info);
    else fail(realm, `deploy target: ${info.message}`, started, 0, run);
  }
}

/** Whether the realm's release in dist/ is of this content and code already, so that it only needs deploying. */
function builtLocally(pulled: PulledRealm, run: Run): boolean {
  const local = currentRelease(run.options.distDir, pulled.realm.id);
  return !run.options.force && local?.snapshotHash === pulled.snapshotHash && local.codeHash === run.code;
}

/** Deploy (with --deploy): the realm's release goes live in the bucket; a failure fails the realm, naming the object. */
async function deploy(pulled: PulledRealm, run: Run): Promise<void> {
  const { realm, startedAt, warnings } = pulled;
  try {
    const deployed = await deployPublished(run.bucket!.store, run.options.distDir, realm.id, run.options.deploy!.options);
    const built = run.rows.get(realm.id);
    const pages = built?.pages ?? currentRelease(run.options.distDir, realm.id)?.pages ?? '-';
    // What publishing it here recorded (pages kept, the search index) stays on its row.
    run.rows.set(realm.id, { ...built, realm: realm.id, pages, ms: performance.now() - startedAt, warnings, result: 'published', deployed });
  } catch (error) {
    fail(realm.id, `deploying: ${(error as Error).message}`, startedAt, warnings, run);
  }
}

/** A realm's failed row, and (unless said already) its line in the log. */
function fail(realm: string, message: string, startedAt: number, warnings: number, run: Run, { log = true } = {}): void {
  const detail = forTerminal(message, LOG);
  if (log) console.error(`${realm.padEnd(16)} FAILED: ${detail}`);
  run.rows.set(realm, { realm, pages: '-', ms: performance.now() - startedAt, warnings, result: 'failed', detail });
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

    const published = run.bucket ? run.bucket.live.get(realm.id) : currentRelease(distDir, realm.id);
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
    fail(realm.id, (error as Error).message, startedAt, 0, run);
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
 * Render: the changed realms' pages, in as many Astro processes as their size is worth. Returns what the
 * render folder holds besides one folder per realm, which every realm's release shares (`_astro/`…), or
 * undefined when rendering failed.
 */
async function render(changed: PulledRealm[], folder: RenderFolder, run: Run): Promise<string[] | undefined> {
  const realms = changed.map(({ realm }) => realm.id);
  const pages = changed.reduce((n, realm) => n + pagesOf(realm), 0);
  const processes = renderProcesses(pages);
  console.log(`Rendering ${realms.length} realm(s) (about ${pages} pages, ${processes} process${processes > 1 ? 'es' : ''}): ${realms.join(', ')}`);
  const t0 = performance.now();
  try {
    const { options } = run;
    const published = (realm: string) => currentRelease(options.distDir, realm)?.buildId;
    const languagesOf = new Map(changed.map(({ realm }) => [realm.id, realm.languages]));
    const reuse = reusePlan({ ...options, realms, published, languages: (id) => languagesOf.get(id) ?? [], codeHash: run.code, dir: folder.inputs });
    await renderPages({ realms, snapshotDir: run.snapshotDir, reuse, searchSources: folder.search }, folder.dir, processes);
    const ms = performance.now() - t0;
    run.renderMs = (run.renderMs ?? 0) + ms;
    console.log(`Rendered in ${(ms / 1000).toFixed(1)} s`);
    return readdirSync(folder.dir).filter((name) => !realms.includes(name));
  } catch (error) {
    const message = `rendering: ${(error as Error).stack ?? (error as Error).message}`;
    console.error(message);
    for (const { realm, startedAt, warnings } of changed) fail(realm.id, message.split('\n')[0]!, startedAt, warnings, run, { log: false });
    return undefined;
  }
}

/** About how many pages a pulled realm renders into (estimatePages). */
const pagesOf = ({ realm, counts }: PulledRealm) => estimatePages([{ languages: realm.languages, counts }]);

/**
 * Publish: the realm's rendered pages and the shared assets become its new release, with its sitemap,
 * headers file, search index and service worker, and go live.
 */
async function publish(pulled: PulledRealm, folder: RenderFolder, shared: string[], run: Run): Promise<void> {
  const { realm, startedAt, warnings } = pulled;
  try {
    const inputs = renderedInputs(folder.inputs, realm.id);
    if (inputs.kept.length) console.log(`${realm.id.padEnd(16)} kept ${inputs.kept.length} pages of the published release: their inputs did not change`);
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
      kept: inputs.kept,
      searchSources: { rendered: join(folder.search, realm.id), root: join(run.options.cacheDir, 'search-sources', realm.id) },
    });
    recordInputs(run.options.cacheDir, realm.id, { release: folder.buildId, codeHash: run.code, pages: inputs.pages });
    run.rows.set(realm.id, {
      realm: realm.id,
      pages: info.pages,
      ms: performance.now() - startedAt,
      warnings,
      result: 'published',
      ...(inputs.kept.length ? { kept: inputs.kept.length } : {}),
      ...(info.search ? { searchIndexMs: info.search.ms } : {}),
    });
    if (info.search) {
      const kb = Object.entries(info.search.bytesByLanguage)
        .map(([lang, bytes]) => `${lang} ${(bytes / 1024).toFixed(0)} KB`)
        .join(', ');
      console.log(`${realm.id.padEnd(16)} search index: ${info.search.pages} pages in ${Math.round(info.search.ms)} ms (${kb})`);
    }
  } catch (error) {
    fail(realm.id, `publishing: ${(error as Error).message}`, startedAt, warnings, run);
  }
}

if (import.meta.main) {
  try {
    const rows = await main(buildOptions(process.argv.slice(2)));
    process.exit(rows.some((row) => row.result === 'failed') ? 1 : 0);
  } catch (error) {
    // A wrong option, realm.json or selection: the message says what to fix; anything else is a bug, with its stack.
    const usage = error instanceof ConfigError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? (error as Error).message : error);
    process.exit(usage ? 2 : 1);
  }
}
