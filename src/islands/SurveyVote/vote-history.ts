/**
 * The vote history (docs/product-spec.md §3 local storage key `vote history`): the surveys this device took part in,
 * by `realm/survey`, with the day, so the page says "Ya ha participado" on return. Only that a vote was sent, never
 * what it said. With consent to device storage it lasts (localStorage); without it, for the tab's life.
 */
import { allows } from '../../stores/consent.ts';

export const VOTE_HISTORY_KEY = 'vote history';

function read(storage: Storage): Record<string, string> {
  try {
    const parsed = JSON.parse(storage.getItem(VOTE_HISTORY_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function hasParticipated(key: string): boolean {
  try {
    return [localStorage, sessionStorage].some((storage) => key in read(storage));
  } catch {
    return false;
  }
}

export function recordParticipation(key: string, day = new Date().toISOString().slice(0, 10)): void {
  try {
    const storage = allows('deviceStorage') ? localStorage : sessionStorage;
    storage.setItem(VOTE_HISTORY_KEY, JSON.stringify({ ...read(storage), [key]: day }));
  } catch {
    // Storage blocked: the server still refuses a second vote.
  }
}
