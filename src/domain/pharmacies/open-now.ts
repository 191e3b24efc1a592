/**
 * Which pharmacies are open at an instant (docs/pharmacies.md "Open now"): a pharmacy is open by its regular hours
 * (with its town's holidays as `PH`) or while it is on duty, and the two merge: a pharmacy open until 21:00 that
 * takes the night duty at 22:00 closes at 21:00 and opens again at 22:00; one on a 24-hour duty from 9:00 is open
 * until 9:00 the next day whatever its hours say.
 *
 * `openStretches` is what a build hands a page (plain ISO stretches); `openAt` (src/domain/pharmacies/stretches.ts)
 * reads them at any instant, so an island tells "open now" without this module and its `opening_hours` parser.
 */
import type { Duty, DutyZone, Pharmacy } from '../../schemas/pharmacies.ts';
import { localIso, type Span } from './duty.ts';
import { holidaysOf, RegularHours } from './regular-hours.ts';
import { mergeSpans, type OpenState, openAt } from './stretches.ts';

/** How far ahead a build computes stretches by default: a week covers every weekday and the next opening. */
export const STRETCH_DAYS = 8;

/**
 * When one pharmacy is open within [from, to): its regular hours merged with its duties of the rota, clipped to
 * the range. Throws on a value of `openingHours` the schema would refuse (validated records never do).
 */
export function openStretches(
  pharmacy: Pharmacy,
  zones: readonly DutyZone[],
  rota: readonly Pick<Duty, 'pharmacy' | 'start' | 'end'>[],
  from: Date | string,
  to: Date | string,
): Span[] {
  const lo = new Date(from).getTime();
  const hi = new Date(to).getTime();
  const regular = new RegularHours(pharmacy.openingHours, holidaysOf(pharmacy, zones)).intervals(new Date(lo), new Date(hi));
  const duties = rota
    .filter((d) => d.pharmacy === pharmacy._id && Date.parse(d.end) > lo && Date.parse(d.start) < hi)
    .map((d) => ({ start: localIso(Math.max(Date.parse(d.start), lo)), end: localIso(Math.min(Date.parse(d.end), hi)) }));
  return mergeSpans([...regular, ...duties]);
}

/** A pharmacy's state now, for the list "open now". */
export interface PharmacyNow extends OpenState {
  pharmacy: Pharmacy;
  /** On duty at this instant (a rota entry covers it). */
  onDuty: boolean;
}

/**
 * Every pharmacy's state at `at`, the open ones first (then by name), looking `days` ahead for closing and opening
 * times. The rota is the realm's whole rota; each pharmacy only reads its own entries.
 */
export function pharmaciesNow(
  pharmacies: readonly Pharmacy[],
  zones: readonly DutyZone[],
  rota: readonly Pick<Duty, 'pharmacy' | 'start' | 'end'>[],
  at: Date | string,
  days = STRETCH_DAYS,
): PharmacyNow[] {
  const t = new Date(at).getTime();
  const to = new Date(t + days * 86_400_000);
  return pharmacies
    .map((pharmacy) => {
      const state = openAt(openStretches(pharmacy, zones, rota, new Date(t), to), t);
      const onDuty = rota.some((d) => d.pharmacy === pharmacy._id && Date.parse(d.start) <= t && t < Date.parse(d.end));
      // A stretch that runs to the end of the range does not end there: nothing is known past it.
      const until = state.until && Date.parse(state.until) >= to.getTime() ? undefined : state.until;
      return { pharmacy, onDuty, ...state, until };
    })
    .sort((a, b) => Number(b.open) - Number(a.open) || a.pharmacy.name.localeCompare(b.pharmacy.name, 'es'));
}
