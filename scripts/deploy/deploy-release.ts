/**
 * Puts a realm's local release in the bucket under its own prefix and, once every object is there, switches the
 * live pointer to it. Only files whose bytes the live release lacks travel; the others are copied by the store
 * from the live release, and objects a stopped deploy of the same release left behind are kept when their hash
 * (in their metadata) matches. Anything failing before the switch leaves visitors on the release they had.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentType } from '../../server/files/mime.ts';
import { atMost } from '../pipeline/at-most.ts';
import { cacheControlFor } from '../pipeline/cache-policy.ts';
import { manifestPath, releasePath } from './bucket-layout.ts';
import { readPointer, switchPointer } from './live-pointer.ts';
import type { LocalRelease, Manifest } from './local-release.ts';
import type { ObjectHeaders, ObjectStore } from './object-store.ts';
import { pruneReleases, readManifest } from './releases.ts';

export interface DeployOptions {
  /** Complete releases kept per realm, the live one included; older ones are deleted. At least 2 (live + rollback). */
  keep: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export interface DeployResult {
  realm: string;
  release: string;
  /**
   * `unchanged`: the release was already live, nothing was written. `superseded`: uploaded whole, but a newer
   * build went live meanwhile (an editor's rebuild during the nightly run), which it was not put in front of.
   */
  outcome: 'deployed' | 'unchanged' | 'superseded';
  /** Objects whose bytes were sent, and how many bytes. */
  uploaded: number;
  bytes: number;
  /** Objects the store copied from the live release. */
  copied: number;
  /** Objects already there from a deploy of this release that stopped midway. */
  resumed: number;
  /** The release visitors had before. */
  previous?: string;
  /** Old releases deleted. */
  deleted: string[];
  /** Why old releases could not be deleted: the new release is live all the same, the next deploy tries again. */
  pruneError?: string;
  ms: number;
}

/** How one file of the release gets into the bucket. */
type Step = { path: string; how: 'upload' } | { path: string; how: 'copy'; from: string } | { path: string; how: 'resumed' };

export const DEFAULT_DEPLOY_OPTIONS: DeployOptions = { keep: 3, concurrency: 16 };

/** The headers an object of a release is served with, and its content hash. */
export function objectHeaders(path: string, sha256: string): ObjectHeaders {
  return { contentType: contentType(path), cacheControl: cacheControlFor(path), metadata: { sha256 } };
}

export async function deployRelease(store: ObjectStore, local: LocalRelease, options: DeployOptions = DEFAULT_DEPLOY_OPTIONS): Promise<DeployResult> {
  const started = performance.now();
  const { realm, release, manifest } = local;
  const result: DeployResult = { realm, release, outcome: 'deployed', uploaded: 0, bytes: 0, copied: 0, resumed: 0, deleted: [], ms: 0 };
  const pointer = await readPointer(store, realm);
  result.previous = pointer?.release;
  const target = await readManifest(store, realm, release);

  if (target && sameFiles(target, manifest)) {
    // Complete already: live (an unchanged re-deploy) or uploaded by a deploy that stopped before the switch.
    if (pointer?.release === release) result.outcome = 'unchanged';
    else await switchPointer(store, realm, release, local.info, pointer?.release);
  } else {
    const live = pointer ? await readManifest(store, realm, pointer.release) : undefined;
    const steps = await plan(store, local, live);
    await atMost(options.concurrency, steps, (step) => carryOut(store, local, step, result));
    await store.put(store.key(manifestPath(realm, release)), JSON.stringify(manifest), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-cache',
    });
    // Build ids sort by when the build began, after its pull: a newer live release has newer content.
    const now = await readPointer(store, realm);
    if (now && now.release > release) {
      result.outcome = 'superseded';
      result.previous = now.release;
    } else await switchPointer(store, realm, release, local.info, now?.release);
  }
  try {
    result.deleted = await pruneReleases(store, realm, options.keep);
  } catch (error) {
    result.pruneError = (error as Error).message;
  }
  result.ms = performance.now() - started;
  return result;
}

/** One line per realm for the log. */
export function describeDeploy(result: DeployResult): string {
  const head = `${result.realm.padEnd(16)} ${result.outcome} ${result.release}`;
  const deleted = `${result.deleted.length ? `; deleted ${result.deleted.length} old release(s)` : ''}${result.pruneError ? `; old releases kept: ${result.pruneError}` : ''}`;
  if (result.outcome === 'unchanged') return `${head} (already live, nothing uploaded${deleted})`;
  if (result.outcome === 'superseded') return `${head} uploaded but not made live: a newer build (${result.previous}) went live meanwhile${deleted}`;
  const kb = (result.bytes / 1024).toFixed(0);
  const resumed = result.resumed ? `, ${result.resumed} already there` : '';
  return `${head} in ${(result.ms / 1000).toFixed(1)} s: ${result.uploaded} uploaded (${kb} KB), ${result.copied} copied${resumed}${deleted}`;
}

const sameFiles = (a: Manifest, b: Manifest) =>
  Object.keys(a.files).length === Object.keys(b.files).length && Object.entries(b.files).every(([path, file]) => a.files[path]?.sha256 === file.sha256);

/**
 * Each file's way into the bucket: kept if a stopped deploy of this release already put the same bytes there,
 * copied if the live release has them (at the same path, or another), uploaded otherwise.
 */
async function plan(store: ObjectStore, local: LocalRelease, live: Manifest | undefined): Promise<Step[]> {
  const { realm, release, manifest } = local;
  const prefix = store.key(releasePath(realm, release));
  const already = new Set((await store.list(prefix)).map((key) => key.slice(prefix.length)));
  const resumed = new Set<string>();
  await atMost(16, [...already], async (path) => {
    const expected = manifest.files[path];
    if (expected && (await store.metadata(prefix + path))?.sha256 === expected.sha256) resumed.add(path);
  });

  const liveByHash = new Map<string, string>();
  for (const [path, file] of Object.entries(live?.files ?? {})) if (!liveByHash.has(file.sha256)) liveByHash.set(file.sha256, path);
  return Object.entries(manifest.files).map(([path, file]): Step => {
    if (resumed.has(path)) return { path, how: 'resumed' };
    const from = live?.files[path]?.sha256 === file.sha256 ? path : liveByHash.get(file.sha256);
    return from !== undefined && live ? { path, how: 'copy', from: store.key(releasePath(realm, live.release) + from) } : { path, how: 'upload' };
  });
}

async function carryOut(store: ObjectStore, local: LocalRelease, step: Step, result: DeployResult): Promise<void> {
  const file = local.manifest.files[step.path]!;
  const key = store.key(releasePath(local.realm, local.release) + step.path);
  const headers = objectHeaders(step.path, file.sha256);
  if (step.how === 'resumed') {
    result.resumed++;
  } else if (step.how === 'copy') {
    await store.copy(step.from, key, headers);
    result.copied++;
  } else {
    await store.put(key, readFileSync(join(local.dir, step.path)), headers);
    result.uploaded++;
    result.bytes += file.size;
  }
}
