/**
 * A realm's live pointer, `<realm>/current.json`: the one small object whose replacement makes a release live.
 * S3 replaces an object atomically, so a CDN rule that reads it sends every request to one whole release. The
 * release's name is also in the object's metadata (`x-amz-meta-release`), for rules that read headers only.
 */
import type { ReleaseInfo } from '../pipeline/publish.ts';
import { pointerPath } from './bucket-layout.ts';
import type { ObjectStore } from './object-store.ts';

export interface LivePointer {
  realm: string;
  release: string;
  /** The release it replaced, which a CDN rule may fall back to for a fingerprinted file of a page loaded before. */
  previous?: string;
  switchedAt: string;
  /** What the build wrote about the release: its content and code hashes tell the next build whether to render. */
  info: ReleaseInfo;
}

export async function readPointer(store: ObjectStore, realm: string): Promise<LivePointer | undefined> {
  const text = await store.getText(store.key(pointerPath(realm)));
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as LivePointer;
  } catch {
    throw new Error(`${store.key(pointerPath(realm))} is not JSON: fix or delete it, then deploy again`);
  }
}

/** Makes `release` live; the release must be complete (its manifest written). */
export async function switchPointer(store: ObjectStore, realm: string, release: string, info: ReleaseInfo, previous?: string): Promise<LivePointer> {
  const pointer: LivePointer = { realm, release, ...(previous && previous !== release ? { previous } : {}), switchedAt: new Date().toISOString(), info };
  await store.put(store.key(pointerPath(realm)), JSON.stringify(pointer, null, 2), {
    contentType: 'application/json; charset=utf-8',
    // CDN rules keep it a few seconds at most (docs/deploy.md); a browser never reads it.
    cacheControl: 'no-cache',
    metadata: { release, ...(pointer.previous ? { previous: pointer.previous } : {}) },
  });
  return pointer;
}
