/**
 * The notices a citizen has seen, hidden or saved on this device (docs/product-spec.md §3 keys "seen/deleted/saved
 * alerts"; docs/notices.md "On the device"): one entry per key, the notices' slugs by realm,
 * `{"alcantir": ["corte-de-agua-2026-11-23"]}`. As the request form's drafts and the survey's vote history, they are
 * kept in localStorage only with the visitor's consent to device storage (src/stores/consent.ts); without it, in
 * sessionStorage, forgotten when the tab closes.
 */
import { allows, type Consent } from './consent.ts';

export const NOTICE_MARK_KEYS = { seen: 'seen alerts', deleted: 'deleted alerts', saved: 'saved alerts' } as const;
export type NoticeMark = keyof typeof NOTICE_MARK_KEYS;

/** At most this many slugs per realm and mark: the oldest are forgotten first. */
export const MARKS_KEPT = 200;

type Stored = Record<string, string[]>;

function readAll(storage: Pick<Storage, 'getItem'>, mark: NoticeMark): Stored {
  try {
    const parsed = JSON.parse(storage.getItem(NOTICE_MARK_KEYS[mark]) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).map(([realm, slugs]) => [
        realm,
        Array.isArray(slugs) ? slugs.filter((s): s is string => typeof s === 'string') : [],
      ]),
    );
  } catch {
    return {};
  }
}

/** Where the marks are kept under the visitor's consent: the device's storage, or the tab's. */
export function markStorage<S>(storages: { local: S; session: S }, consent?: Consent): S {
  return allows('deviceStorage', consent) ? storages.local : storages.session;
}

/** The marks of one realm in `storage`. */
export function marksOf(storage: Pick<Storage, 'getItem'>, realm: string): Record<NoticeMark, Set<string>> {
  const of = (mark: NoticeMark) => new Set(readAll(storage, mark)[realm] ?? []);
  return { seen: of('seen'), deleted: of('deleted'), saved: of('saved') };
}

/** Writes one mark's slugs of a realm (the newest `MARKS_KEPT`). Returns whether it could. */
export function writeMarks(storage: Pick<Storage, 'getItem' | 'setItem'>, realm: string, mark: NoticeMark, slugs: Iterable<string>): boolean {
  const all = readAll(storage, mark);
  const list = [...new Set(slugs)].slice(-MARKS_KEPT);
  if (list.length) all[realm] = list;
  else delete all[realm];
  try {
    storage.setItem(NOTICE_MARK_KEYS[mark], JSON.stringify(all));
    return true;
  } catch {
    // Storage full or blocked: the marks hold for this page only.
    return false;
  }
}
