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
 * Keeps the live release and the newest other complete ones, `keep` in all, and deletes the rest: older complete
 * releases, and incomplete ones older than the live release (a newer incomplete one may be a deploy under way).
 * Returns the names deleted.
 */
export async function pruneReleases(store: ObjectStore, realm: string, keep: number): Promise<string[]> {
  const live = (await readPointer(store, realm))?.release;
  if (!live) return [];
  const complete = await completeReleases(store, realm);
  const kept = new Set([live, ...complete.filter((name) => name !== live).slice(-(Math.max(keep, 2) - 1))]);
  const old = [...new Set([...complete, ...(await allReleases(store, realm))])].filter((name) => !kept.has(name) && (complete.includes(name) || name < live));
  for (const release of old) {
    await store.delete([store.key(manifestPath(realm, release))]);
    const objects = await store.list(store.key(releasePath(realm, release)));
    if (objects.length) await store.delete(objects);
  }
  return old;
}
