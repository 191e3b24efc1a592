/**
 * The duty rota of on-call pharmacies (docs/product-spec.md §1; docs/pharmacies.md "Duty rules"): who is on duty at
 * an instant, until when and who comes next, and where a rota leaves hours uncovered or covered twice. Pure and
 * small (luxon only), so an island may import it. Every wall-clock time is Europe/Madrid.
 *
 * A duty day starts at 9:00, not at midnight: the day duty runs 9:00–22:00, the night duty 22:00–9:00 of the next
 * calendar day and a 24-hour duty 9:00–9:00, so at 02:00 on a Tuesday the pharmacy on duty is Monday's night one.
 * Rota entries carry their own start and end; the windows below are how a rota written by duty day and kind (the
 * college's spreadsheet) becomes instants, in local time, so a duty across a change of the clocks lasts 8 or 10
 * night hours (24-hour duties: 23 or 25 hours) and still ends at 9:00.
 */
import { DateTime } from 'luxon';
import type { Duty, DutyKind } from '../../schemas/pharmacies.ts';

export const DUTY_ZONE = 'Europe/Madrid';

/** The hour a duty day starts at, and the hour the day duty hands over to the night one. */
export const DUTY_DAY_START_HOUR = 9;
export const NIGHT_START_HOUR = 22;

/** When each kind of duty starts and ends, in hours from midnight of its duty day (24 + h is h of the next day). */
export const DUTY_HOURS: Record<DutyKind, { from: number; to: number }> = {
  day: { from: DUTY_DAY_START_HOUR, to: NIGHT_START_HOUR },
  night: { from: NIGHT_START_HOUR, to: 24 + DUTY_DAY_START_HOUR },
  '24h': { from: DUTY_DAY_START_HOUR, to: 24 + DUTY_DAY_START_HOUR },
};

type Instant = Date | string | number;

const toMs = (at: Instant): number => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** An instant as the rota writes it: ISO 8601 in Madrid's offset of that moment, `2026-11-02T22:00:00+01:00`. */
export function localIso(at: Instant): string {
  return DateTime.fromMillis(toMs(at), { zone: DUTY_ZONE }).toISO({ suppressMilliseconds: true }) ?? '';
}

/** The duty day an instant belongs to (`YYYY-MM-DD`): the calendar day, or the one before before 9:00. */
export function dutyDayOf(at: Instant): string {
  const local = DateTime.fromMillis(toMs(at), { zone: DUTY_ZONE });
  const day = local.hour < DUTY_DAY_START_HOUR ? local.minus({ days: 1 }) : local;
  return day.toISODate() ?? '';
}

/** Local wall-clock hour `hour` (24 + h: the next day) of a calendar day, as an instant. */
function atHour(day: string, hour: number): DateTime {
  const start = DateTime.fromISO(day, { zone: DUTY_ZONE });
  if (!start.isValid) throw new RangeError(`"${day}" is not a date (YYYY-MM-DD)`);
  return start.plus({ days: Math.floor(hour / 24) }).set({ hour: hour % 24, minute: 0, second: 0, millisecond: 0 });
}

/** Start and end (ISO, Madrid offset) of a duty of `kind` on a duty day (`YYYY-MM-DD`). */
export function dutyWindow(dutyDay: string, kind: DutyKind): { start: string; end: string } {
  const { from, to } = DUTY_HOURS[kind];
  return { start: atHour(dutyDay, from).toISO({ suppressMilliseconds: true }) ?? '', end: atHour(dutyDay, to).toISO({ suppressMilliseconds: true }) ?? '' };
}

/** The rota entries of the pharmacies of one zone (`pharmacyZone`: pharmacy id → zone id). */
export function rotaOfZone<D extends Pick<Duty, 'pharmacy'>>(rota: readonly D[], pharmacyZone: ReadonlyMap<string, string>, zone: string): D[] {
  return rota.filter((d) => pharmacyZone.get(d.pharmacy) === zone);
}

/** The entries on duty at an instant (start ≤ t < end), earliest start first: more than one is an overlap. */
export function onDutyAt<D extends Pick<Duty, 'start' | 'end'>>(rota: readonly D[], at: Instant): D[] {
  const t = toMs(at);
  return rota.filter((d) => Date.parse(d.start) <= t && t < Date.parse(d.end)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Who is on duty now in one zone's rota, until when, and who takes over. */
export interface DutyNow<D> {
  /** On duty now; empty in a gap of the rota. */
  current: D[];
  /** When the current duty ends (the earliest end among `current`), ISO; absent in a gap. */
  until?: string;
  /** The duties starting next (at the earliest start after now); empty when the rota says nothing more. */
  next: D[];
  /** When `next` starts, ISO. */
  nextStart?: string;
}

/** Who is on duty at `at` in one zone's rota, until when, and the next one ("De guardia ahora"). */
export function dutyNow<D extends Pick<Duty, 'start' | 'end'>>(rota: readonly D[], at: Instant): DutyNow<D> {
  const t = toMs(at);
  const current = onDutyAt(rota, t);
  const untilMs = current.length ? Math.min(...current.map((d) => Date.parse(d.end))) : undefined;
  const later = rota.filter((d) => Date.parse(d.start) > t && !current.includes(d));
  const nextMs = later.length ? Math.min(...later.map((d) => Date.parse(d.start))) : undefined;
  const next = nextMs === undefined ? [] : later.filter((d) => Date.parse(d.start) === nextMs);
  return {
    current,
    until: untilMs === undefined ? undefined : localIso(untilMs),
    next,
    nextStart: nextMs === undefined ? undefined : localIso(nextMs),
  };
}

/** A stretch of time, ISO in Madrid's offset; `end` exclusive. */
export interface Span {
  start: string;
  end: string;
}

/** A stretch covered by more than one duty, and which. */
export interface Overlap<D> extends Span {
  duties: D[];
}

/** Where a rota leaves nobody on duty, and where it has more than one, between `from` and `to`. */
export interface Coverage<D> {
  gaps: Span[];
  overlaps: Array<Overlap<D>>;
}

/**
 * The gaps (an instant with nobody on duty) and overlaps (more than one) of one zone's rota within [from, to).
 * Adjacent stretches with the same duties are reported as one.
 */
export function coverage<D extends Pick<Duty, 'start' | 'end'>>(rota: readonly D[], from: Instant, to: Instant): Coverage<D> {
  const lo = toMs(from);
  const hi = toMs(to);
  const cuts = new Set<number>([lo, hi]);
  for (const d of rota) {
    for (const t of [Date.parse(d.start), Date.parse(d.end)]) if (t > lo && t < hi) cuts.add(t);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const gaps: Span[] = [];
  const overlaps: Array<Overlap<D>> = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i]!, points[i + 1]!];
    const on = onDutyAt(rota, a);
    if (on.length === 0) {
      const last = gaps.at(-1);
      if (last && Date.parse(last.end) === a) last.end = localIso(b);
      else gaps.push({ start: localIso(a), end: localIso(b) });
    } else if (on.length > 1) {
      const last = overlaps.at(-1);
      if (last && Date.parse(last.end) === a && last.duties.length === on.length && last.duties.every((d) => on.includes(d))) last.end = localIso(b);
      else overlaps.push({ start: localIso(a), end: localIso(b), duties: on });
    }
  }
  return { gaps, overlaps };
}
