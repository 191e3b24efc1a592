/**
 * What the pharmacies page (docs/pharmacies.md "The pages") reads of the rota: the duties of a duty day, how far a
 * rota reaches without a break, when a page's copy of it runs short, and the links a visitor taps (call, directions).
 * Light (luxon only, through duty.ts), for the page and its island alike; never the `opening_hours` parser.
 */
import { DateTime } from 'luxon';
import type { Duty } from '../../schemas/pharmacies.ts';
import { DUTY_DAY_START_HOUR, DUTY_ZONE, localIso } from './duty.ts';

/** How many days of the rota the page's file carries: three weeks keep an offline copy useful. */
export const BOARD_DAYS = 21;

/** Less rota than this left on the visitor's copy, and the page asks to confirm the duty by telephone. */
export const SHORT_MS = 2 * 86_400_000;

type Instant = Date | string | number;
const toMs = (at: Instant): number => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** The instants a duty day (`YYYY-MM-DD`) runs between: 9:00 of the day to 9:00 of the next, Madrid time. */
export function dutyDayBounds(day: string): { start: number; end: number } {
  const start = DateTime.fromISO(day, { zone: DUTY_ZONE }).set({ hour: DUTY_DAY_START_HOUR });
  if (!start.isValid) throw new RangeError(`"${day}" is not a date (YYYY-MM-DD)`);
  return { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() };
}

/** The duties that start within a duty day, earliest first: its day and night duties, or its 24-hour one. */
export function dutiesOfDay<D extends Pick<Duty, 'start'>>(rota: readonly D[], day: string): D[] {
  const { start, end } = dutyDayBounds(day);
  return rota.filter((d) => Date.parse(d.start) >= start && Date.parse(d.start) < end).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The duty day after `day`. */
export function nextDay(day: string): string {
  return DateTime.fromISO(day, { zone: DUTY_ZONE }).plus({ days: 1 }).toISODate() ?? '';
}

/**
 * How far one zone's rota covers every instant from `from` without a break, ISO; `from` itself when nobody is on
 * duty then. Overlapping duties count once.
 */
export function coveredUntil<D extends Pick<Duty, 'start' | 'end'>>(rota: readonly D[], from: Instant): string {
  let t = toMs(from);
  for (;;) {
    const reach = Math.max(-Infinity, ...rota.filter((d) => Date.parse(d.start) <= t && t < Date.parse(d.end)).map((d) => Date.parse(d.end)));
    if (reach === -Infinity) return localIso(t);
    t = reach;
  }
}

/** The duties of a rota that are not over at `from` and start before `from` plus `days`, earliest first. */
export function dutiesAhead<D extends Pick<Duty, 'start' | 'end'>>(rota: readonly D[], from: Instant, days = BOARD_DAYS): D[] {
  const lo = toMs(from);
  const hi = lo + days * 86_400_000;
  return rota.filter((d) => Date.parse(d.end) > lo && Date.parse(d.start) < hi).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Whether a copy of the rota valid until `validUntil` is short at `now` (less than `SHORT_MS` left, or over). */
export function runsShort(validUntil: string, now: Instant): boolean {
  return Date.parse(validUntil) - toMs(now) < SHORT_MS;
}

/** Where an instant falls for a visitor at `now`, by Madrid's calendar: today, tomorrow, or another day. */
export function dayOfInstant(at: Instant, now: Instant): 'today' | 'tomorrow' | 'other' {
  const day = DateTime.fromMillis(toMs(at), { zone: DUTY_ZONE }).startOf('day');
  const today = DateTime.fromMillis(toMs(now), { zone: DUTY_ZONE }).startOf('day');
  if (+day === +today) return 'today';
  return +day === +today.plus({ days: 1 }) ? 'tomorrow' : 'other';
}

/** A telephone as a `tel:` link, in international form: "962 27 14 05" → "tel:+34962271405". */
export function telHref(telephone: string): string {
  const digits = telephone.replace(/\D/g, '');
  return `tel:+${digits.length === 9 ? `34${digits}` : digits}`;
}

/**
 * Directions to a place on OpenStreetMap, the start left for the visitor's device or to type: an https address
 * that opens on any phone, with the place's coordinates (no position of the visitor's is sent).
 */
export function directionsHref({ lat, lng }: { lat: number; lng: number }): string {
  const to = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  return `https://www.openstreetmap.org/directions?route=%3B${encodeURIComponent(to)}#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}

/** The distance between two points in metres, on a sphere of the Earth's mean radius (haversine), on the device. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One duty day of a month's rota: its day and night duties, or its 24-hour one. */
export interface MonthRow<D> {
  day: string;
  day24?: D[];
  dayDuty: D[];
  night: D[];
}

/**
 * A calendar month's rota (`YYYY-MM`), a row per duty day, for the printable rota: the duties that start in each duty
 * day, by kind. A row with nothing says the rota does not know that day.
 */
export function monthRota<D extends Pick<Duty, 'start' | 'kind'>>(rota: readonly D[], month: string): Array<MonthRow<D>> {
  const first = DateTime.fromISO(`${month}-01`, { zone: DUTY_ZONE });
  if (!first.isValid) throw new RangeError(`"${month}" is not a month (YYYY-MM)`);
  return Array.from({ length: first.daysInMonth ?? 0 }, (_, i) => {
    const day = first.plus({ days: i }).toISODate() ?? '';
    const duties = dutiesOfDay(rota, day);
    const of = (kind: D['kind']) => duties.filter((d) => d.kind === kind);
    const day24 = of('24h');
    return { day, ...(day24.length ? { day24 } : {}), dayDuty: of('day'), night: of('night') };
  });
}
