/**
 * Who is signed in, as the frame shows it. docs/product-spec.md §6: authentication is per realm and logged-in realms
 * are remembered locally: this browser keeps the ids of the realms it signed in to (nothing about the person), so the
 * header asks the API who is signed in only on a realm where someone did, and every other visitor's pages make no
 * call at all. The session itself is the API's HttpOnly cookie; what is kept here is only a hint, checked on every
 * page.
 */
import { atom } from 'nanostores';

/** The local-storage key of the realms this browser signed in to. */
export const SIGNED_IN_REALMS_KEY = 'logged realms';

export type AccountState =
  /** Not asked yet, or the answer is on its way. */
  | { state: 'unknown' }
  | { state: 'signedOut' }
  /** `name` is what the header shows: the citizen's first name, else their address. */
  | { state: 'signedIn'; name: string };

export const $account = atom<AccountState>({ state: 'unknown' });

function read(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(SIGNED_IN_REALMS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(realms: string[]): void {
  try {
    if (realms.length) localStorage.setItem(SIGNED_IN_REALMS_KEY, JSON.stringify(realms));
    else localStorage.removeItem(SIGNED_IN_REALMS_KEY);
  } catch {
    // Storage disabled: the header then shows "Acceder" after each page, and the session still works.
  }
}

/** Whether this browser signed in to the realm and has not signed out since. */
export function rememberedSignIn(realm: string): boolean {
  return read().includes(realm);
}

export function rememberSignIn(realm: string, name: string): void {
  if (!rememberedSignIn(realm)) write([...read(), realm]);
  $account.set({ state: 'signedIn', name });
}

export function forgetSignIn(realm: string): void {
  write(read().filter((id) => id !== realm));
  $account.set({ state: 'signedOut' });
}
