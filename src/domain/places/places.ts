/**
 * What the places pages compute from the content (docs/places.md "Open now"): when each place is open, which are
 * open at an instant (the open ones first), the week of hours a place's page shows, and the categories a realm's
 * places fall in. Hours are read as the pharmacies' are (src/domain/pharmacies/regular-hours.ts: Madrid's wall
 * clock in any runtime, across the changes of the clocks), with `PH` the realm's holidays (`citaprevia_festivos`).
 *
 * Build only: it reads hours with the `opening_hours` parser. Pages hand the island the stretches
 * (`placeStretches`), which `openAt` (src/domain/pharmacies/stretches.ts) reads at the device's clock.
 */
import { DateTime } from 'luxon';
import { PLACE_CATEGORIES, type Place, type PlaceCategory } from '../../schemas/places.ts';
import { DUTY_ZONE, type Span } from '../pharmacies/duty.ts';
import { RegularHours } from '../pharmacies/regular-hours.ts';
import { type PlaceState, stateAt, stateRank } from './open-state.ts';

/** Madrid: the zone every place's hours are written in. */
export const PLACE_ZONE = DUTY_ZONE;

/** How far ahead a build computes stretches: a week covers every weekday and the next opening. */
export const PLACE_STRETCH_DAYS = 8;

/**
 * When a place can be visited within [from, to): `always` for one without doors (no hours) or open at every hour
 * of the range (`24/7`), otherwise its stretches, clipped to the range (none: closed all along).
 */
export function placeStretches(place: Pick<Place, 'openingHours'>, holidays: ReadonlySet<string>, from: Date | string, to: Date | string): Span[] | 'always' {
  if (!place.openingHours) return 'always';
  const spans = new RegularHours(place.openingHours, holidays).intervals(from, to);
  const [only] = spans;
  if (spans.length === 1 && only && Date.parse(only.start) <= new Date(from).getTime() && Date.parse(only.end) >= new Date(to).getTime()) return 'always';
  return spans;
}

export type { PlaceState };

/** A place and its state, for the list "open now". */
export interface PlaceNow {
  place: Place;
  state: PlaceState;
}

/**
 * Every place's state at `at`, the open ones first, then those always open, then the closed ones by when they
 * open; by name within each. `name` words a place in the page's language.
 */
export function placesNow(
  places: readonly Place[],
  holidays: ReadonlySet<string>,
  at: Date | string,
  name: (place: Place) => string,
  days = PLACE_STRETCH_DAYS,
): PlaceNow[] {
  const t = new Date(at).getTime();
  const to = new Date(t + days * 86_400_000);
  return places
    .map((place) => ({ place, state: stateAt(placeStretches(place, holidays, new Date(t), to), t, to.toISOString()) }))
    .sort(
      (a, b) =>
        stateRank(a.state) - stateRank(b.state) ||
        (a.state.opensAt && b.state.opensAt ? Date.parse(a.state.opensAt) - Date.parse(b.state.opensAt) : 0) ||
        name(a.place).localeCompare(name(b.place), 'es'),
    );
}

/** A stretch of one day, wall clock: `{ from: '10:00', to: '14:00' }` (`24:00` for the midnight after). */
export interface ClockSpan {
  from: string;
  to: string;
}

/** One day of a place's week: its date, weekday (1 Monday … 7 Sunday), whether it is a holiday or today, its hours. */
export interface PlaceDay {
  date: string;
  weekday: number;
  holiday: boolean;
  today: boolean;
  /** Empty: closed all day. */
  spans: ClockSpan[];
}

/**
 * The week (Monday to Sunday) that holds `now` in Madrid, day by day, with the hours of that very week: a place
 * with summer and winter hours shows the season's, and a holiday its own. Undefined for a place without hours.
 */
export function weekOf(place: Pick<Place, 'openingHours'>, holidays: ReadonlySet<string>, now: Date | string): PlaceDay[] | undefined {
  if (!place.openingHours) return undefined;
  const hours = new RegularHours(place.openingHours, holidays);
  const today = DateTime.fromJSDate(new Date(now)).setZone(PLACE_ZONE).startOf('day');
  const monday = today.minus({ days: today.weekday - 1 });
  return Array.from({ length: 7 }, (_, i) => {
    const day = monday.plus({ days: i });
    const next = day.plus({ days: 1 });
    const spans = hours.intervals(day.toJSDate(), next.toJSDate()).map((s) => {
      const end = DateTime.fromISO(s.end, { zone: PLACE_ZONE });
      return { from: DateTime.fromISO(s.start, { zone: PLACE_ZONE }).toFormat('HH:mm'), to: +end === +next ? '24:00' : end.toFormat('HH:mm') };
    });
    const date = day.toISODate() ?? '';
    return { date, weekday: day.weekday, holiday: holidays.has(date), today: +day === +today, spans };
  });
}

/** The categories a realm's places fall in, in the order of `PLACE_CATEGORIES`, with how many places each has. */
export function categoriesOf(places: readonly Pick<Place, 'category'>[]): Array<{ category: PlaceCategory; count: number }> {
  return PLACE_CATEGORIES.map((category) => ({ category, count: places.filter((p) => p.category === category).length })).filter((c) => c.count > 0);
}

/** Whether a place charges for admission: any price above nothing. */
export function isFree(place: Pick<Place, 'prices'>): boolean {
  return place.prices.every((p) => p.euros === 0);
}
