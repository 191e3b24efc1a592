/**
 * How one session of an event reads: its day once and then its hours ("martes, 3 de noviembre de 2026,
 * 18:00 – 20:00"); both days in full only when it runs past midnight into another day.
 */
import { dateFormat } from '../../i18n/dates.ts';
import { madridDay, TIME_ZONE } from './calendar.ts';

export interface Session {
  start: string;
  end?: string;
}

/** The day as the list shows it: "martes, 3 de noviembre de 2026" on an event's page, "3 nov." in the agenda. */
export type DayStyle = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month' | 'year'>;

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE };

export function sessionText(session: Session, locale: string, dayStyle: DayStyle): string {
  const day = dateFormat(locale, { ...dayStyle, timeZone: TIME_ZONE });
  const time = dateFormat(locale, TIME);
  const start = Date.parse(session.start);
  const end = session.end ? Date.parse(session.end) : Number.NaN;
  const from = `${day.format(start)}, ${time.format(start)}`;
  if (Number.isNaN(end) || end <= start) return from;
  // An end at midnight closes the same evening ("22:30 – 00:00"), as the calendar counts it.
  const sameDay = madridDay(start) === madridDay(end - 1);
  return sameDay ? `${from} – ${time.format(end)}` : `${from} – ${day.format(end)}, ${time.format(end)}`;
}
