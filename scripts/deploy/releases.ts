/**
 * A realm's releases in the bucket: which are complete, and deleting the old ones. Deleting starts with the
 * manifest, so that a release half-deleted (the run stopped) is seen as incomplete and never rolled back to.
 */
import { manifestPath, manifestsPath, releasePath, releasesPath } from './bucket-layout.ts';
import { readPointer } from './live-pointer.ts';
import type { Manifest } from './local-release.ts';
import type { ObjectStore } from './object-store.ts';

export async function readManifest(store: ObjectStore, realm: string, release: string): Promise<Manifest | undefined> {
  const text = await store.getText(store.key(manifestPath(realm, release)));
  return text === undefined ? undefined : (JSON.parse(text) as Manifest);
}

/** The names of the realm's complete releases (those with a manifest), oldest first. */
export async function completeReleases(store: ObjectStore, realm: string): Promise<string[]> {
  const prefix = store.key(manifestsPath(realm));
  return (await store.list(prefix))
    .map((key) => key.slice(prefix.length))
    .filter((name) => name.endsWith('.json') && !name.includes('/'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** The names of every release folder, complete or not, oldest first. */
async function allReleases(store: ObjectStore, realm: string): Promise<string[]> {
  const prefix = store.key(releasesPath(realm));
  return (await store.folders(prefix)).map((folder) => folder.slice(prefix.length, -1)).sort();
}

/**
 * An incomplete release is left this long after its last object was written: until then it may be a deploy under
 * way on another machine (an editor's rebuild during the nightly run), which must not lose objects it has sent.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the live release and the newest other complete ones, `keep` in all, and deletes the rest: older complete
 * releases, and incomplete ones nobody has written to for a day (deploys that stopped). Returns the names deleted.
 */
export async function pruneReleases(store: ObjectStore, realm: string, keep: number, now = Date.now()): Promise<string[]> {
  const live = (await readPointer(store, realm))?.release;
  if (!live) return [];
  const complete = await completeReleases(store, realm);
  const kept = new Set([live, ...complete.filter((name) => name !== live).slice(-(Math.max(keep, 2) - 1))]);
  const deleted: string[] = [];
  for (const release of [...new Set([...complete, ...(await allReleases(store, realm))])].sort()) {
    if (kept.has(release)) continue;
    const objects = await store.listWithDates(store.key(releasePath(realm, release)));
    const abandoned = objects.every((object) => now - object.modified.getTime() > ABANDONED_AFTER_MS);
    if (!complete.includes(release) && !abandoned) continue;
    await store.delete([store.key(manifestPath(realm, release))]);
    if (objects.length) await store.delete(objects.map((object) => object.key));
    deleted.push(release);
  }
  return deleted;
}
