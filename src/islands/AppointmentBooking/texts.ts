/**
 * The booking island's words and dates: its texts come from the page (the island ships no dictionaries), its dates
 * and times are Madrid's, said in the page's language.
 */
import type { OfficeAddress } from '../../api/appointments.ts';
import { dateFormat } from '../../i18n/dates.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { localStreet } from '../../i18n/vocabulary.ts';
import { isLanguage, localeOf } from '../../schemas/languages.ts';

export interface BookingTexts {
  /** A UI text by key, with `{name}` placeholders filled. */
  tr: (key: string, params?: Record<string, string | number>) => string;
  /** "jueves, 3 de diciembre" of a "YYYY-MM-DD" day. */
  day: (day: string) => string;
  /** "jueves, 3 de diciembre de 2026". */
  longDay: (day: string) => string;
  /** "10:42", Madrid's time of an instant. */
  clock: (iso: string) => string;
  /** "Plaça Ajuntament, 1, 46890 Alcantir", the street type in the page's language. */
  address: (address: OfficeAddress | undefined) => string;
}

export function bookingTexts(labels: Readonly<Record<string, string>>, lang: string): BookingTexts {
  const locale = isLanguage(lang) ? localeOf(lang) : 'es-ES';
  // A day is a calendar day, not an instant: read at noon UTC, it is the same day in any zone.
  const short = dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const long = dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const clock = dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Madrid' });
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  return {
    tr: (key, params = {}) => fillPlaceholders(labels[key] ?? key, params),
    day: (day) => short.format(noon(day)),
    longDay: (day) => long.format(noon(day)),
    clock: (iso) => clock.format(new Date(iso)),
    address: (address) =>
      address ? [localStreet(address.street, lang), [address.zipCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '',
  };
}
