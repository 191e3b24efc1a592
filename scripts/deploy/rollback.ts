/**
 * `--rollback <realm>`: the live pointer goes back to the complete release before the live one (or the one named
 * with `--to`). Nothing is uploaded or deleted, so it takes one request and can itself be undone by deploying
 * again. The next build that finds the content changed publishes a new release over it.
 */
import type { ReleaseInfo } from '../pipeline/publish.ts';
import { checkReleaseName, releasePath } from './bucket-layout.ts';
import { type LivePointer, readPointer, switchPointer } from './live-pointer.ts';
import type { ObjectStore } from './object-store.ts';
import { completeReleases } from './releases.ts';

export async function rollback(store: ObjectStore, realm: string, to?: string): Promise<{ from: string; pointer: LivePointer }> {
  const pointer = await readPointer(store, realm);
  if (!pointer) throw new Error(`${realm} has no live release in ${store.url} to roll back`);
  const complete = await completeReleases(store, realm);
  const target = to ? checkReleaseName(to) : complete.filter((name) => name < pointer.release).at(-1);
  if (!target) throw new Error(`${realm} has no complete release older than the live one (${pointer.release}) to roll back to`);
  if (target === pointer.release) throw new Error(`${target} is already ${realm}'s live release`);
  if (!complete.includes(target)) throw new Error(`${target} is not a complete release of ${realm}; complete ones: ${complete.join(', ') || 'none'}`);
  const text = await store.getText(store.key(`${releasePath(realm, target)}.release.json`));
  if (!text) throw new Error(`${store.key(`${releasePath(realm, target)}.release.json`)} is missing: the release cannot be told apart from a broken one`);
  const info = JSON.parse(text) as ReleaseInfo;
  return { from: pointer.release, pointer: await switchPointer(store, realm, target, info, pointer.release) };
}
