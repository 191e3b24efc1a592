/**
 * The pharmacies pages' inputs from the snapshot (docs/pharmacies.md "The pages"): which realms have them, the
 * board file's address, and regular hours in the page's words.
 */
import type { HoursByDay } from '../domain/pharmacies/board.ts';
import { DUTY_ZONE } from '../domain/pharmacies/duty.ts';
import { dateFormat } from '../i18n/dates.ts';
import { realmLanguagePaths, type SiteContext } from './site.ts';
import { snapshot } from './snapshot.ts';

/** The board file the island reads; one per realm, whatever the language (it holds no words). */
export const BOARD_PATH = '/farmacias/guardias.json';

/** The open-data files of the pharmacies, under `/farmacias/datos/`, by format. */
export const PHARMACY_FILES = { geojson: 'farmacias.geojson', csv: 'farmacias.csv', ics: 'guardias.ics' } as const;
export type PharmacyFile = keyof typeof PHARMACY_FILES;

/** Whether a realm publishes pharmacies: its snapshot has some (a realm without the subject has none). */
export function hasPharmacies(realm: string): boolean {
  return (snapshot(realm).pharmacies?.length ?? 0) > 0;
}

/** Every realm and language of the pharmacies pages. */
export function pharmacyPaths() {
  return realmLanguagePaths().filter(({ props }) => hasPharmacies(props.realm));
}

/** The build's instant, to the second: what the page and the board file say they were prepared at. */
export function preparedAt(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** The first language's paths only: the language-neutral files (the board, the open data). */
export function pharmacyFilePaths() {
  return pharmacyPaths().filter(({ params }) => params.lang === undefined);
}

/** "09:30" → "9:30", as clocks are read; "24:00" stays. */
const clock = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A Monday (2 November 2026): weekday `n` (1 Monday … 7 Sunday) is named from the date `n - 1` days after it. */
const weekdayName = (ctx: SiteContext, n: number) =>
  dateFormat(ctx.locale, { weekday: 'long', timeZone: DUTY_ZONE }).format(new Date(Date.UTC(2026, 10, 1 + n, 12)));

/** One day's stretches in words: "9:30–14:00 y 17:00–20:30", or "cerrado". */
function spansInWords(ctx: SiteContext, spans: HoursByDay['days'][number]['spans']): string {
  if (spans.length === 0) return ctx.t('pharmacies.closedAllDay');
  const parts = spans.map((s) => `${clock(s.from)}–${clock(s.to)}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${ctx.t('pharmacies.and')} ${parts.at(-1)}`;
}

/** Regular hours as lines of words: "De lunes a viernes: 9:30–14:00 y 17:00–20:30", "Sábado y domingo: cerrado", "Festivos: cerrado". */
export function hoursInWords(ctx: SiteContext, hours: HoursByDay): Array<{ days: string; hours: string }> {
  const lines = hours.days.map((d) => ({
    days:
      d.from === d.to
        ? capitalise(weekdayName(ctx, d.from))
        : capitalise(ctx.t(d.to === d.from + 1 ? 'pharmacies.dayPair' : 'pharmacies.dayRange', { from: weekdayName(ctx, d.from), to: weekdayName(ctx, d.to) })),
    hours: spansInWords(ctx, d.spans),
  }));
  return hours.holidays ? [...lines, { days: ctx.t('pharmacies.holidays'), hours: spansInWords(ctx, hours.holidays) }] : lines;
}
