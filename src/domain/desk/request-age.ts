/**
 * How old a request at the desk is, and whether it is overdue: past the deadline its mailbox gives the town hall
 * (`deadlineDays`, docs/mailbox-form.md), while it still waits for an answer. The server filters the queue and
 * marks its rows with the same rule the tests check here.
 */
import { addDays, madridDay, madridInstant } from '../content/calendar.ts';
import type { RequestStatus } from '../requests/request-status.ts';

/** The statuses of a request that still waits for the town hall's answer: only these can be overdue. */
export const WAITING_STATUSES = ['Recibida', 'En gestión'] as const satisfies readonly RequestStatus[];

/**
 * Requests of a mailbox with `deadlineDays` sent before this instant are overdue at `now` (if still waiting): a
 * request is due by the end of the Madrid day `deadlineDays` after the day it was sent, so one sent on 3 May with
 * 10 days is due on 13 May and overdue from 14 May at 00:00.
 */
export function overdueBefore(deadlineDays: number, now: number): string {
  return new Date(madridInstant(addDays(madridDay(now), -deadlineDays))).toISOString();
}

export function isOverdue(request: { status: RequestStatus; createdAt: string }, deadlineDays: number | undefined, now: number): boolean {
  if (deadlineDays === undefined || !(WAITING_STATUSES as readonly RequestStatus[]).includes(request.status)) return false;
  return Date.parse(request.createdAt) < Date.parse(overdueBefore(deadlineDays, now));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, from years down to minutes. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** "hace 3 días", "fa 2 hores": how long ago `instant` was at `now`, in the largest whole unit (at least a minute). */
export function ageText(instant: string, now: number, locale: string): string {
  const elapsed = Math.max(MINUTE, now - Date.parse(instant));
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const [unit, size] = UNITS.find(([, length]) => elapsed >= length) ?? ['minute', MINUTE];
  return words.format(-Math.floor(elapsed / size), unit);
}
