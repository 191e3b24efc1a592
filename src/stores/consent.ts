import { atom } from 'nanostores';

/** Purposes a visitor can consent to (docs/product-spec.md §3 "Cookie consent"). */
export const PURPOSES = ['deviceStorage', 'preciseGeolocation', 'deviceFingerprinting'] as const;
export type Purpose = (typeof PURPOSES)[number];
/** A purpose's choice: not yet decided, accepted or rejected. */
export type Choice = boolean | undefined;

export interface Consent {
  /** undecided → accepted (saved) | rejected (this session only) | configured (saved, per purpose). */
  state: 'undecided' | 'accepted' | 'rejected' | 'configured';
  proposals: Partial<Record<Purpose, boolean>>;
}

/** Where the decision is kept: `isAccepted` and `proposals`, as the spec stores it. */
export const CONSENT_KEY = 'consent';
const SESSION_KEY = 'consent-rejected';

interface Stored {
  isAccepted: boolean;
  proposals: Partial<Record<Purpose, boolean>>;
}

function read(storage: Pick<Storage, 'getItem'> | undefined, session: Pick<Storage, 'getItem'> | undefined): Consent {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (raw) {
      const stored = JSON.parse(raw) as Stored;
      const proposals = Object.fromEntries(PURPOSES.filter((p) => typeof stored.proposals?.[p] === 'boolean').map((p) => [p, stored.proposals[p]]));
      const all = PURPOSES.every((p) => proposals[p] === true);
      return { state: stored.isAccepted && all ? 'accepted' : 'configured', proposals };
    }
    if (session?.getItem(SESSION_KEY) === '1') return { state: 'rejected', proposals: {} };
  } catch {
    // Unreadable storage counts as no decision.
  }
  return { state: 'undecided', proposals: {} };
}

const browser = typeof window !== 'undefined';
export const $consent = atom<Consent>(browser ? read(localStorage, sessionStorage) : { state: 'undecided', proposals: {} });

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
    sessionStorage.removeItem(SESSION_KEY);
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

/** Reject: nothing allowed, nothing stored beyond this session's "asked already". */
export function rejectAll(): void {
  try {
    localStorage.removeItem(CONSENT_KEY);
    sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    // As above.
  }
  $consent.set({ state: 'rejected', proposals: {} });
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
