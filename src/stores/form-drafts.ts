/**
 * Where the request forms keep what a citizen typed (docs/product-spec.md §3 key `form autocomplete`): one entry per
 * realm and mailbox, `alcantir/subvenciones`, in localStorage or sessionStorage (`islands/RequestForm/draft.ts`).
 */
export const DRAFT_KEY = 'form autocomplete';

/**
 * Forgets a realm's drafts on this device. Signing out calls it: on a shared computer the next person must not
 * find the last one's request half written, their name and ID number in it.
 */
export function forgetDrafts(realm: string): void {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      const all = JSON.parse(storage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
      if (!all || typeof all !== 'object' || Array.isArray(all)) continue;
      const kept = Object.fromEntries(Object.entries(all).filter(([id]) => !id.startsWith(`${realm}/`)));
      if (Object.keys(kept).length) storage.setItem(DRAFT_KEY, JSON.stringify(kept));
      else storage.removeItem(DRAFT_KEY);
    } catch {
      // Unreadable or blocked storage holds no draft worth keeping.
    }
  }
}
