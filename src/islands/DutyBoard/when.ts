/**
 * Instants in words for the pharmacies page and its island: "hasta las 22:00 de hoy", "desde la 1:00 de mañana",
 * "a las 9:00 del sábado 28" (docs/pharmacies.md "The pages"). The words come from the page's dictionary (the
 * island ships none); the clock is Madrid's, whatever the device's zone. Light: no parser, no dictionaries.
 */
import { dayOfInstant } from '../../domain/pharmacies/duty-board.ts';
import { DUTY_ZONE } from '../../domain/pharmacies/duty.ts';
import { dateFormat } from '../../i18n/dates.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';

/** The phrases an instant is worded with, each with `{time}` or `{day}`. */
export interface WhenLabels {
  until: string;
  untilOne: string;
  from: string;
  fromOne: string;
  at: string;
  atOne: string;
  today: string;
  tomorrow: string;
  other: string;
}

/** The clock time in Madrid, "22:00", "9:30". */
export function clockTime(at: string | number, locale: string): string {
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: DUTY_ZONE }).format(new Date(at));
}

/** An instant as "hasta las 22:00 de hoy" (`until`), "desde las 9:00 de mañana" (`from`) or "a las 9:00 del sábado 28" (`at`). */
export function when(kind: 'until' | 'from' | 'at', at: string, now: number, locale: string, labels: WhenLabels): string {
  const time = clockTime(at, locale);
  // "a la 1:00", "a les 2:00": one o'clock takes the singular.
  const one = /^0?1\D/.test(time);
  const phrase = fillPlaceholders(labels[one ? (`${kind}One` as const) : kind], { time });
  const relative = dayOfInstant(at, now);
  const day =
    relative === 'other'
      ? fillPlaceholders(labels.other, { day: dateFormat(locale, { weekday: 'long', day: 'numeric', timeZone: DUTY_ZONE }).format(new Date(at)) })
      : labels[relative];
  return `${phrase} ${day}`;
}
