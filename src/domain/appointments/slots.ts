/**
 * The slot engine of appointments (docs/appointments.md "Slots"): from a realm's appointment content
 * (src/schemas/appointments.ts), the slots a service offers at an office, the places still free once bookings and
 * holds are counted, the days with free places, and the first free slot across offices. Pure: `now` and what is
 * taken are given, nothing is read.
 *
 * Plans are written in Madrid wall-clock time, so a 9:00 slot is 9:00 in Madrid on both sides of a change of
 * summer time (the last Sundays of March and October): its instant moves, its local time does not. The zone's
 * offset is looked up twice per calendar day and kept, not per slot: a month of slots for twenty desks is a few
 * thousand additions.
 */
import type { AppointmentContent, Office, ScheduleException, Service, WeeklyPlan } from '../../schemas/appointments.ts';
import { minutesOf } from '../../schemas/appointments.ts';
import { TIME_ZONE } from '../content/calendar.ts';

/** A Madrid calendar day, "YYYY-MM-DD". */
export type DayKey = string;

/** One bookable slot of a service at an office. */
export interface Slot {
  office: string;
  service: string;
  /** Madrid calendar day. */
  day: DayKey;
  /** Madrid wall-clock start and end, "HH:MM". */
  start: string;
  end: string;
  /** The instants, as ISO 8601 with Madrid's offset of that moment ("2026-03-30T09:00:00+02:00"). */
  startsAt: string;
  endsAt: string;
  /** The instants in epoch milliseconds, for comparing. */
  startMs: number;
  endMs: number;
  /** Appointments it takes at once: the open desks that serve the service, capped by the plan's `desks`. */
  capacity: number;
  /** The open desks that serve it then, the most specialised first (the order a desk is given in). */
  desks: string[];
}

/** A place taken at an office: a booked appointment, or a hold not yet expired. */
export interface Occupied {
  office: string;
  /** The desk it was given (`pickDesk`). */
  desk: string;
  service: string;
  startMs: number;
  endMs: number;
}

export interface FreeSlot extends Slot {
  /** Appointments it can still take. */
  free: number;
  /** The desks still free then. */
  freeDesks: string[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

// ——— Madrid days and instants ———

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Madrid wall clock at an instant, as epoch milliseconds read as if UTC (minute precision). */
function wallClock(ms: number): number {
  const p = Object.fromEntries(madridParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value])) as Record<string, string>;
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** Madrid's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function offsetAt(ms: number): number {
  const whole = Math.floor(ms / MINUTE) * MINUTE;
  return (wallClock(whole) - whole) / MINUTE;
}

const dayStartUtc = (day: DayKey) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const keyOfUtc = (ms: number): DayKey => new Date(ms).toISOString().slice(0, 10);

/** A day key moved by whole days (calendar arithmetic in UTC: no summer-time surprises). */
export function addDays(day: DayKey, days: number): DayKey {
  return keyOfUtc(dayStartUtc(day) + days * DAY);
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function weekday(day: DayKey): number {
  return ((new Date(dayStartUtc(day)).getUTCDay() + 6) % 7) + 1;
}

/** The Madrid day and minute of the day of an instant. */
export function madridClock(ms: number): { day: DayKey; minutes: number } {
  const wall = wallClock(ms);
  return { day: keyOfUtc(wall), minutes: Math.floor((wall % DAY) / MINUTE) };
}

/**
 * Per day, Madrid's offset when it is the same all day (every day but the two of a change), else undefined.
 * Madrid is one or two hours ahead of UTC, so its local day lies between three hours before the day's UTC start
 * and the day's UTC end: the offsets at those two instants bracket it.
 */
const uniformOffsets = new Map<DayKey, number | undefined>();
function uniformOffset(day: DayKey): number | undefined {
  if (!uniformOffsets.has(day)) {
    const start = dayStartUtc(day);
    const before = offsetAt(start - 3 * 3_600_000);
    const after = offsetAt(start + DAY);
    uniformOffsets.set(day, before === after ? before : undefined);
  }
  return uniformOffsets.get(day);
}

/**
 * The instant of a Madrid wall-clock time and its offset, or undefined for a time that does not exist (the hour
 * skipped in March). A time that happens twice (the hour repeated in October) is its first occurrence.
 */
export function madridInstant(day: DayKey, minutes: number): { ms: number; offset: number } | undefined {
  const wall = dayStartUtc(day) + minutes * MINUTE;
  const uniform = uniformOffset(day);
  if (uniform !== undefined) return { ms: wall - uniform * MINUTE, offset: uniform };
  const candidates = [...new Set([offsetAt(wall - DAY), offsetAt(wall + DAY)])]
    .map((offset) => ({ ms: wall - offset * MINUTE, offset }))
    .filter((c) => offsetAt(c.ms) === c.offset)
    .sort((a, b) => a.ms - b.ms);
  return candidates[0];
}

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const isoOffset = (offset: number) => `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;

// ——— The booking window ———

/**
 * The days a service can be booked for at `now`: from tomorrow (Madrid) to `bookingWindow.days` days after today;
 * with `opensAt`, the last of them only from that time of today on. Undefined when no day is open yet.
 */
export function bookingWindow(service: Pick<Service, 'bookingWindow'>, now: number): { first: DayKey; last: DayKey } | undefined {
  const { day: today, minutes } = madridClock(now);
  const { days, opensAt } = service.bookingWindow;
  const reach = opensAt !== undefined && minutes < minutesOf(opensAt) ? days - 1 : days;
  const first = addDays(today, 1);
  const last = addDays(today, reach);
  return last >= first ? { first, last } : undefined;
}

// ——— Slots ———

/** Everything about one office and service that does not change from day to day, found once per query. */
interface Context {
  service: Service;
  office: Office;
  /** The office's desks that serve the service, the most specialised first. */
  serving: string[];
  plans: WeeklyPlan[];
  exceptions: Map<DayKey, ScheduleException[]>;
  holidays: Set<DayKey>;
}

function contextFor(content: AppointmentContent, serviceId: string, officeId: string): Context | undefined {
  const service = content.services.find((s) => s._id === serviceId && s.isPublished);
  const office = content.offices.find((o) => o._id === officeId && o.isPublished);
  if (!service || !office || !service.offices.includes(office._id)) return undefined;
  const serving = office.desks
    .map((desk, index) => ({ desk, index }))
    .filter(({ desk }) => desk.services.includes(service._id))
    .sort((a, b) => a.desk.services.length - b.desk.services.length || a.index - b.index)
    .map(({ desk }) => desk.id);
  const exceptions = new Map<DayKey, ScheduleException[]>();
  for (const e of content.exceptions) {
    if (e.office !== office._id || (e.service !== undefined && e.service !== service._id)) continue;
    exceptions.set(e.date, [...(exceptions.get(e.date) ?? []), e]);
  }
  return {
    service,
    office,
    serving,
    plans: content.plans.filter((p) => p.office === office._id && p.service === service._id),
    exceptions,
    holidays: new Set(content.holidays.map((h) => h.date)),
  };
}

/** The plan in force on a day: of those valid then, the one that started last. */
function planOn(plans: WeeklyPlan[], day: DayKey): WeeklyPlan | undefined {
  let found: WeeklyPlan | undefined;
  for (const plan of plans) {
    if ((plan.validFrom && day < plan.validFrom) || (plan.validUntil && day > plan.validUntil)) continue;
    if (!found || (plan.validFrom ?? '') > (found.validFrom ?? '')) found = plan;
  }
  return found;
}

interface Opening {
  from: number;
  to: number;
  /** Places at once, at most. */
  limit: number;
  /** Only these desks (an extra opening of one desk). */
  only?: string;
}

const overlaps = (aFrom: number, aTo: number, bFrom: number, bTo: number) => aFrom < bTo && bFrom < aTo;
const WHOLE_DAY = [{ from: 0, to: 24 * 60 }];
const rangesOf = (e: ScheduleException) => (e.ranges ? e.ranges.map((r) => ({ from: minutesOf(r.start), to: minutesOf(r.end) })) : WHOLE_DAY);

/** The slots of one day: the plan's ranges (none on a holiday), less closures, plus extra hours. */
function daySlots(ctx: Context, day: DayKey): Slot[] {
  const { service, office, serving } = ctx;
  if (serving.length === 0) return [];
  const exceptions = ctx.exceptions.get(day) ?? [];
  const openings: Opening[] = [];
  if (!ctx.holidays.has(day)) {
    const plan = planOn(ctx.plans, day);
    const dow = weekday(day);
    for (const range of plan?.ranges ?? []) {
      if (range.days.includes(dow)) openings.push({ from: minutesOf(range.start), to: minutesOf(range.end), limit: range.desks ?? Infinity });
    }
  }
  const officeClosed: Array<{ from: number; to: number }> = [];
  const deskClosed = new Map<string, Array<{ from: number; to: number }>>();
  for (const e of exceptions) {
    if (e.kind === 'extra') {
      const only = e.desk;
      if (only !== undefined && !serving.includes(only)) continue;
      for (const r of rangesOf(e)) openings.push({ ...r, limit: e.desks ?? Infinity, ...(only !== undefined ? { only } : {}) });
    } else if (e.desk === undefined) officeClosed.push(...rangesOf(e));
    else deskClosed.set(e.desk, [...(deskClosed.get(e.desk) ?? []), ...rangesOf(e)]);
  }

  const byStart = new Map<number, Slot>();
  const length = service.duration;
  for (const opening of openings) {
    for (let from = opening.from; from + length <= opening.to; from += length) {
      const to = from + length;
      if (officeClosed.some((c) => overlaps(from, to, c.from, c.to))) continue;
      const desks = (opening.only !== undefined ? [opening.only] : serving).filter(
        (desk) => !(deskClosed.get(desk) ?? []).some((c) => overlaps(from, to, c.from, c.to)),
      );
      const capacity = Math.min(opening.limit, desks.length);
      if (capacity <= 0) continue;
      const existing = byStart.get(from);
      if (existing) {
        // Extra hours over planned ones: the desks of both, the larger limit.
        const merged = serving.filter((d) => existing.desks.includes(d) || desks.includes(d));
        existing.desks = merged;
        existing.capacity = Math.min(merged.length, Math.max(existing.capacity, capacity));
        continue;
      }
      const begin = madridInstant(day, from);
      if (!begin) continue;
      const endMs = begin.ms + length * MINUTE;
      // The end is the start plus the duration in real time: across a change of the clock (a night range on
      // the day of one) it shows the wall clock of that instant.
      const uniform = uniformOffset(day);
      const finish = uniform !== undefined ? { minutes: to, offset: uniform } : { minutes: madridClock(endMs).minutes, offset: offsetAt(endMs) };
      byStart.set(from, {
        office: office._id,
        service: service._id,
        day,
        start: hhmm(from),
        end: hhmm(finish.minutes),
        startsAt: `${day}T${hhmm(from)}:00${isoOffset(begin.offset)}`,
        endsAt: `${day}T${hhmm(finish.minutes)}:00${isoOffset(finish.offset)}`,
        startMs: begin.ms,
        endMs,
        capacity,
        desks,
      });
    }
  }
  return [...byStart.values()].sort((a, b) => a.startMs - b.startMs);
}

export interface SlotQuery {
  service: string;
  office: string;
  /** First and last Madrid day asked for (included); clipped to the booking window. */
  from: DayKey;
  to: DayKey;
  now: number;
}

/** Every slot of a service at an office between two days, within the booking window, in time order. */
export function slotsFor(content: AppointmentContent, query: SlotQuery): Slot[] {
  const ctx = contextFor(content, query.service, query.office);
  const window = ctx && bookingWindow(ctx.service, query.now);
  if (!ctx || !window) return [];
  // Day keys compare as text: the later of the two starts, the earlier of the two ends.
  const [, from] = [query.from, window.first].sort() as [DayKey, DayKey];
  const [to] = [query.to, window.last].sort() as [DayKey, DayKey];
  const slots: Slot[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) slots.push(...daySlots(ctx, day));
  return slots;
}

// ——— What is free ———

/** The occupied places sorted by start, with the longest one, to find those overlapping a slot quickly. */
interface TakenIndex {
  list: Occupied[];
  longest: number;
}

function indexTaken(taken: readonly Occupied[]): TakenIndex {
  const list = [...taken].sort((a, b) => a.startMs - b.startMs);
  return { list, longest: list.reduce((max, t) => Math.max(max, t.endMs - t.startMs), 0) };
}

/** The first index whose start is at or after `ms`. */
function lowerBound(list: Occupied[], ms: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.startMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function freeOf(slot: Slot, index: TakenIndex): FreeSlot {
  const busyDesks = new Set<string>();
  let sameService = 0;
  for (let i = lowerBound(index.list, slot.startMs - index.longest); i < index.list.length; i++) {
    const t = index.list[i]!;
    if (t.startMs >= slot.endMs) break;
    if (t.office !== slot.office || t.endMs <= slot.startMs) continue;
    busyDesks.add(t.desk);
    if (t.service === slot.service) sameService++;
  }
  const freeDesks = slot.desks.filter((d) => !busyDesks.has(d));
  return { ...slot, free: Math.max(0, Math.min(slot.capacity - sameService, freeDesks.length)), freeDesks };
}

/**
 * The slots that can still take an appointment once `taken` (bookings and live holds, any service, at any
 * office) is counted. A taken place occupies its desk for every service the desk attends, and one of the
 * capacity of the slots of its own service it overlaps.
 */
export function freeSlots(slots: readonly Slot[], taken: readonly Occupied[]): FreeSlot[] {
  const index = indexTaken(taken);
  return slots.map((slot) => freeOf(slot, index)).filter((slot) => slot.free > 0);
}

/** The desk to give a new appointment in a slot: the first free one, most specialised first; undefined when full. */
export function pickDesk(slot: Slot, taken: readonly Occupied[]): string | undefined {
  const free = freeOf(slot, indexTaken(taken));
  return free.free > 0 ? free.freeDesks[0] : undefined;
}

export interface DayAvailability {
  day: DayKey;
  /** Slots that day. */
  slots: number;
  /** Places still free that day, over all its slots (0: full). */
  free: number;
}

/** The days with slots between two days (a full day has `free: 0`; a closed one is absent). */
export function freeDays(content: AppointmentContent, query: SlotQuery, taken: readonly Occupied[]): DayAvailability[] {
  const index = indexTaken(taken);
  const days = new Map<DayKey, DayAvailability>();
  for (const slot of slotsFor(content, query)) {
    const entry = days.get(slot.day) ?? { day: slot.day, slots: 0, free: 0 };
    entry.slots++;
    entry.free += freeOf(slot, index).free;
    days.set(slot.day, entry);
  }
  return [...days.values()];
}

/**
 * The earliest free slot of a service within its booking window, at any of its offices (or those given), ties
 * going to the office listed first in the service; undefined when all are full.
 */
export function firstFreeSlot(
  content: AppointmentContent,
  query: { service: string; now: number; offices?: readonly string[] },
  taken: readonly Occupied[],
): FreeSlot | undefined {
  const service = content.services.find((s) => s._id === query.service && s.isPublished);
  const window = service && bookingWindow(service, query.now);
  if (!service || !window) return undefined;
  const contexts = service.offices
    .filter((id) => !query.offices || query.offices.includes(id))
    .map((id) => contextFor(content, service._id, id))
    .filter((c): c is Context => c !== undefined);
  const index = indexTaken(taken);
  for (let day = window.first; day <= window.last; day = addDays(day, 1)) {
    let best: FreeSlot | undefined;
    for (const ctx of contexts) {
      for (const slot of daySlots(ctx, day)) {
        if (best && slot.startMs >= best.startMs) break;
        const free = freeOf(slot, index);
        if (free.free > 0) {
          best = free;
          break;
        }
      }
    }
    if (best) return best;
  }
  return undefined;
}
