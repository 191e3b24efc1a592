/**
 * The days a date field accepts (a booking: never the past, from a few days' notice up to some months ahead),
 * counted from today in Madrid, where the town halls are. Shared by the form, which says the range and sets the
 * input's limits, and the server, which refuses a date outside it whatever the browser says.
 */
import { dateFormat } from '../../i18n/dates.ts';
import type { Field } from '../../schemas/mailbox.ts';

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` `days` after `day` (calendar days: no clock change can shift them). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface DayRange {
  /** The first day accepted, `YYYY-MM-DD` in Madrid. */
  from?: string;
  /** The last day accepted. */
  to?: string;
  /** No moment before this one (a range that starts today starts now). */
  notBefore?: Date;
}

/** The range of a field with `minDaysAhead` or `maxDaysAhead`, or undefined when it accepts any date. */
export function acceptedDays(field: Pick<Field, 'minDaysAhead' | 'maxDaysAhead' | 'dateOnly'>, now = new Date()): DayRange | undefined {
  if (field.minDaysAhead === undefined && field.maxDaysAhead === undefined) return undefined;
  const today = madridDay.format(now);
  return {
    ...(field.minDaysAhead !== undefined ? { from: addDays(today, field.minDaysAhead) } : {}),
    ...(field.maxDaysAhead !== undefined ? { to: addDays(today, field.maxDaysAhead) } : {}),
    // A day asked without a time is today's at its midnight: today is accepted whole.
    ...(field.minDaysAhead === 0 && !field.dateOnly ? { notBefore: now } : {}),
  };
}

/**
 * Whether an ISO date-time with its offset (`2027-04-15T18:00:00+02:00`, Madrid's own time, as the form sends it)
 * falls outside the range. The day is read as written: the offset is Madrid's, so that is the day in Madrid.
 */
export function outsideDays(range: DayRange, iso: string): boolean {
  const day = iso.slice(0, 10);
  if (range.from && day < range.from) return true;
  if (range.to && day > range.to) return true;
  return !!range.notBefore && Date.parse(iso) < range.notBefore.getTime();
}

/** A day (`YYYY-MM-DD`) as `locale` writes it in the house style: "2 de diciembre de 2026", "15 d’abril de 2027". */
export function dayText(locale: string, isoDay: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The `min` and `max` of a `datetime-local` input for the range (`2026-12-02T00:00`). */
export function inputLimits(range: DayRange | undefined, dateOnly = false): { min?: string; max?: string } {
  return {
    ...(range?.from ? { min: dateOnly ? range.from : `${range.from}T00:00` } : {}),
    ...(range?.to ? { max: dateOnly ? range.to : `${range.to}T23:59` } : {}),
  };
}
