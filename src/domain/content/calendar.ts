/** Cells of the month grid (docs/product-spec.md §9): six weeks. */
export const GRID_CELLS = 42;
/** Events are Madrid times, whatever zone the visitor's browser is in. */
export const TIME_ZONE = 'Europe/Madrid';

export interface Month {
  year: number;
  month: number;
} // month 1–12
/** A calendar day as "YYYY-MM-DD". */
export type DayKey = string;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function dayKey(year: number, month: number, day: number): DayKey {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function addMonths({ year, month }: Month, step: number): Month {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds days to a day key (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDays(key: DayKey, days: number): DayKey {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The 42 days shown for a month: weeks start on Monday, as in Spain. */
export function monthGrid(month: Month): Array<{ key: DayKey; inMonth: boolean }> {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const offset = (first.getUTCDay() + 6) % 7; // Monday → 0 … Sunday → 6
  const start = addDays(dayKey(month.year, month.month, 1), -offset);
  const prefix = `${month.year}-${pad(month.month)}-`;
  return Array.from({ length: GRID_CELLS }, (_, i) => {
    const key = addDays(start, i);
    return { key, inMonth: key.startsWith(prefix) };
  });
}

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const partsInMadrid = (instant: number | string) =>
  Object.fromEntries(madridParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value])) as Record<Intl.DateTimeFormatPartTypes, string>;

/** The Madrid calendar day of an instant. */
export function madridDay(instant: number | string): DayKey {
  const parts = partsInMadrid(instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An instant as Madrid's "2026-05-03 09:41": what a spreadsheet sorts as text and a reader reads in any language. */
export function madridMinute(instant: number | string): string {
  const parts = partsInMadrid(instant);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The instant of a Madrid wall-clock time (the offset is +01:00 or +02:00 depending on the date). */
export function madridInstant(key: DayKey, time = '00:00:00.000'): number {
  const guess = Date.parse(`${key}T${time}Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = guess - offsetHours * 3_600_000;
    const parts = partsInMadrid(candidate);
    if (`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}` === `${key}T${time.slice(0, 5)}`) return candidate;
  }
  return guess - 3_600_000;
}

/**
 * The interval the calendar asks `/between` for (docs/product-spec.md §7): from the first day of the shown month to
 * the end of the last day of the next month, Madrid time, as ISO instants.
 */
export function betweenInterval(month: Month): { start: string; end: string } {
  const next = addMonths(month, 1);
  const start = madridInstant(dayKey(month.year, month.month, 1));
  const end = madridInstant(dayKey(next.year, next.month, daysInMonth(next)), '23:59:59.999');
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

export interface Ranged {
  period?: { dateRanges?: Array<{ start: string; end?: string }> };
}

/** Every Madrid day an event touches, across all its date ranges (multi-day and multi-range events). */
export function eventDays(event: Ranged): DayKey[] {
  const days = new Set<DayKey>();
  for (const range of event.period?.dateRanges ?? []) {
    const start = Date.parse(range.start);
    if (Number.isNaN(start)) continue;
    const endRaw = Date.parse(range.end ?? range.start);
    // An end at exactly midnight belongs to the day before (an event "until 00:00").
    const end = Number.isNaN(endRaw) ? start : Math.max(start, endRaw - 1);
    const last = madridDay(end);
    for (let day = madridDay(start), guard = 0; day <= last && guard < 400; day = addDays(day, 1), guard++) days.add(day);
  }
  return [...days].sort();
}

/** Events by day, each day's events in the order given. */
export function eventsByDay<T extends Ranged>(events: T[]): Map<DayKey, T[]> {
  const map = new Map<DayKey, T[]>();
  for (const event of events) for (const day of eventDays(event)) map.set(day, [...(map.get(day) ?? []), event]);
  return map;
}

export function monthOf(key: DayKey): Month {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return { year, month };
}
