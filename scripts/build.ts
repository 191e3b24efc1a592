/**
 * `npm run build [-- --realm a,b] [--shard 2/4] [--api-origin URL] [--force]`
 *
 * Pulls each realm's content from its API, validates it into a snapshot, renders every realm whose snapshot
 * or code changed in one Astro build, and publishes each realm atomically to `dist/<id>/`. A realm that fails
 * keeps its last published site; the run then ends non-zero with a report naming the realm and the cause.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadRealms, realmsDir } from '../src/realm/load.ts';
import type { RealmConfig } from '../src/schemas/realm.ts';
import { codeHash } from './pipeline/code-hash.ts';
import { clearOldReleases, currentRelease, publishRealm } from './pipeline/publish.ts';
import { closeSearchIndexer } from './pipeline/search-index.ts';
import { pullRealm } from './pipeline/pull.ts';
import { renderPages, renderProcesses } from './pipeline/render.ts';
import { snapshotHash, writeSnapshot } from '../src/data/snapshot.ts';
import { selectRealms } from './pipeline/realm-selection.ts';
import { assetUrl } from '../src/api/assets.ts';
import { createApiClient } from '../src/api/client.ts';
import { probeFrameAssets } from './pipeline/frame-assets.ts';
import { countsOf, publishBlock } from './pipeline/gate.ts';
import { removeStaleRenders } from './pipeline/publish.ts';
import { securityHeaders } from '../src/realm/security.ts';

interface Row { realm: string; pages: number | string; ms: number; warnings: number; result: string; detail?: string }

const { values } = parseArgs({
  options: {
    realm: { type: 'string' },
    shard: { type: 'string' },
    'api-origin': { type: 'string' },
    force: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});

const origin = values['api-origin'] ?? process.env.PORTAL_API_ORIGIN ?? 'http://127.0.0.1:4321';
const distDir = values.dist ?? process.env.PORTAL_DIST_DIR ?? join(process.cwd(), 'dist');
const cacheDir = process.env.PORTAL_CACHE_DIR ?? join(process.cwd(), '.cache');
const snapshots = join(cacheDir, 'snapshots');
const started = performance.now();
/** Per attempt; reads are retried twice with back-off. Tests shorten it to exercise a hanging API quickly. */
const apiTimeout = Number(process.env.PORTAL_API_TIMEOUT_MS) || undefined;
const retryDelay = Number(process.env.PORTAL_API_RETRY_DELAY_MS) || undefined;

let realms: RealmConfig[];
try {
  realms = selectRealms(loadRealms(realmsDir()), { realm: values.realm, shard: values.shard });
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const code = codeHash();
const rows = new Map<string, Row>();
const toRender: Array<{ realm: RealmConfig; hash: string; t0: number; warnings: number; counts: ReturnType<typeof countsOf> }> = [];
/** Same-origin frame images (logo, favicon) per realm, for the service worker's precache. */
const logos = new Map<string, string[]>();

async function pullOne(realm: RealmConfig): Promise<void> {
  const t0 = performance.now();
  try {
    const client = createApiClient({ origin, language: realm.languages[0], timeout: apiTimeout, retryDelay });
    const snap = await pullRealm(realm, origin, client);
    const hash = snapshotHash(snap);
    for (const p of snap.problems) console.warn(`  ! ${p.realm} ${p.collection} ${p.id}: dropped, ${p.message}`);
    for (const notice of snap.notices ?? []) console.warn(`  ! ${realm.id}: ${notice}`);
    const warnings = snap.problems.length + (snap.notices?.length ?? 0);
    const published = currentRelease(distDir, realm.id);
    const blocked = publishBlock(snap, published?.counts, values.force);
    if (blocked) throw new Error(blocked);

    const base = realm.endpoints.assets ?? '/api';
    const frame = [['logo', snap.settings.logo], ['favicon', snap.settings.favicon]] as const;
    const frameAssets = frame.map(([label, a]) => ({ label: `settings ${label}`, url: assetUrl(base, realm.id, 'settings', a) }))
      .filter((a): a is { label: string; url: string } => !!a.url);
    await probeFrameAssets(frameAssets, origin, { timeout: apiTimeout, retryDelay });
    logos.set(realm.id, frameAssets.map((a) => a.url).filter((u) => u.startsWith('/')));
    snap.hash = hash;
    writeSnapshot(snapshots, snap);
    const counts = `${snap.associations.length} associations, ${snap.newsEvents.length} news and events`;
    if (!values.force && published && published.snapshotHash === hash && published.codeHash === code) {
      console.log(`${realm.id.padEnd(16)} unchanged (${counts})`);
      rows.set(realm.id, { realm: realm.id, pages: published.pages, ms: performance.now() - t0, warnings, result: 'unchanged' });
    } else {
      console.log(`${realm.id.padEnd(16)} pulled ${counts} in ${Math.round(performance.now() - t0)} ms`);
      toRender.push({ realm, hash, t0, warnings, counts: countsOf(snap) });
    }
  } catch (error) {
    const message = (error as Error).message;
    console.error(`${realm.id.padEnd(16)} FAILED: ${message}`);
    rows.set(realm.id, { realm: realm.id, pages: '-', ms: performance.now() - t0, warnings: 0, result: 'failed', detail: message });
  }
}

// Pull a few realms at a time: the API answers in parallel, the machine has two cores.
const queue = [...realms];
await Promise.all(Array.from({ length: Math.min(4, queue.length) }, async () => {
  for (let realm = queue.shift(); realm; realm = queue.shift()) await pullOne(realm);
}));

/** Old releases of the realms about to be rendered, deleted in the background while they render. */
let clearing: Promise<unknown> = Promise.resolve();
if (toRender.length) {
  removeStaleRenders(join(cacheDir, 'render'));
  clearing = Promise.all(toRender.map(({ realm }) => clearOldReleases(distDir, realm.id).catch((error: Error) => console.warn(`  ! ${realm.id}: old releases not removed: ${error.message}`))));
  const buildId = `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${process.pid}`;
  const renderDir = join(cacheDir, 'render', buildId);
  mkdirSync(renderDir, { recursive: true });
  const ids = toRender.map((r) => r.realm.id);
  const t0 = performance.now();
  // A page per association, news item and event, in each language: what decides how many processes render.
  const estimate = toRender.reduce((n, { realm, counts }) => n + (counts.associations + counts.newsEvents + 10) * realm.languages.length, 0);
  const processes = renderProcesses(estimate);
  console.log(`Rendering ${ids.length} realm(s) (about ${estimate} pages, ${processes} process${processes > 1 ? 'es' : ''}): ${ids.join(', ')}`);
  try {
    await renderPages({ realms: ids, snapshotDir: snapshots }, renderDir, processes);
    const renderMs = performance.now() - t0;
    const shared = readdirSync(renderDir).filter((name) => !ids.includes(name));
    for (const { realm, hash, t0: pulledAt, warnings, counts } of toRender) {
      try {
        const info = await publishRealm({
          distDir, renderDir, realm: realm.id, sharedEntries: shared, languages: realm.languages, precacheExtra: logos.get(realm.id), host: realm.hosts[0]!, headers: securityHeaders(realm),
          info: { realm: realm.id, buildId, snapshotHash: hash, codeHash: code, counts },
        });
        rows.set(realm.id, { realm: realm.id, pages: info.pages, ms: performance.now() - pulledAt, warnings, result: 'published' });
        if (info.search) {
          const kb = Object.entries(info.search.bytesByLanguage).map(([lang, bytes]) => `${lang} ${(bytes / 1024).toFixed(0)} KB`).join(', ');
          console.log(`${realm.id.padEnd(16)} search index: ${info.search.pages} pages in ${Math.round(info.search.ms)} ms (${kb})`);
        }
      } catch (error) {
        rows.set(realm.id, { realm: realm.id, pages: '-', ms: performance.now() - pulledAt, warnings, result: 'failed', detail: `publishing: ${(error as Error).message}` });
      }
    }
    console.log(`Rendered in ${(renderMs / 1000).toFixed(1)} s`);
  } catch (error) {
    const message = `rendering: ${(error as Error).stack ?? (error as Error).message}`;
    console.error(message);
    for (const { realm, t0: pulledAt, warnings } of toRender) rows.set(realm.id, { realm: realm.id, pages: '-', ms: performance.now() - pulledAt, warnings, result: 'failed', detail: message.split('\n')[0] });
  } finally {
    rmSync(renderDir, { recursive: true, force: true });
    await closeSearchIndexer();
  }
}
await clearing;

const table = realms.map((r) => rows.get(r.id)!).filter(Boolean);
console.log('\nrealm             pages   time (s)  warnings  result');
for (const row of table) {
  console.log(`${row.realm.padEnd(16)}  ${String(row.pages).padStart(5)}  ${(row.ms / 1000).toFixed(1).padStart(9)}  ${String(row.warnings).padStart(8)}  ${row.result}${row.detail ? `: ${row.detail}` : ''}`);
}
const failed = table.filter((row) => row.result === 'failed');
console.log(`\n${table.length} realm(s) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${table.filter((r) => r.result === 'published').length} published, ${table.filter((r) => r.result === 'unchanged').length} unchanged, ${failed.length} failed`);
// For the bench: the process's peak resident memory, in MiB.
console.log(`peak-memory-mib ${(process.resourceUsage().maxRSS / 1024).toFixed(0)}`);
process.exit(failed.length ? 1 : 0);
