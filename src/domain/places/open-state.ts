/**
 * A place's state at an instant, read from the stretches a build computed (src/domain/places/places.ts): light (no
 * parser; luxon only through src/domain/pharmacies/duty.ts), so the places list's island reads it at the device's
 * clock (docs/places.md "Open now").
 */
import type { Span } from '../pharmacies/duty.ts';
import { type OpenState, openAt } from '../pharmacies/stretches.ts';

/** A place's state at an instant: open (until when), closed (opening when), or open at every hour (`always`). */
export interface PlaceState extends OpenState {
  always: boolean;
}

/** Reads a place's stretches (or `always`) at an instant; a stretch running to the end of what is known does not end there. */
export function stateAt(stretches: readonly Span[] | 'always', at: Date | string | number, knownUntil?: string): PlaceState {
  if (stretches === 'always') return { always: true, open: true };
  const state = openAt(stretches, at);
  const until = state.until && knownUntil && Date.parse(state.until) >= Date.parse(knownUntil) ? undefined : state.until;
  return { always: false, ...state, until };
}

/** The rank of a state in the list: open with hours first (they may close soon), then open at any hour, then closed. */
export function stateRank(state: PlaceState): number {
  return state.open ? (state.always ? 1 : 0) : 2;
}

/** The next instant after `now` at which any of the places opens or closes, if the stretches know one. */
export function nextChange(hours: ReadonlyArray<readonly Span[] | 'always'>, now: number): number | undefined {
  const times = hours.flatMap((h) => (h === 'always' ? [] : h.flatMap((s) => [Date.parse(s.start), Date.parse(s.end)]))).filter((t) => t > now);
  return times.length ? Math.min(...times) : undefined;
}
