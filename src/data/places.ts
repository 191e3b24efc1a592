/**
 * The places pages' inputs from the snapshot (docs/places.md "The pages"): which realms have places, the paths of
 * the list, the category lists and each place's page, the realm's holidays their hours read `PH` as, and a week of
 * hours in the page's words.
 */
import { DateTime } from 'luxon';
import type { PlaceDay } from '../domain/places/places.ts';
import { PLACE_ZONE } from '../domain/places/places.ts';
import { dateFormat } from '../i18n/dates.ts';
import type { Place, PlaceCategory } from '../schemas/places.ts';
import type { Snapshot } from './snapshot.ts';
import { realmLanguagePaths, type SiteContext } from './site.ts';
import { snapshot } from './snapshot.ts';

/** The open-data files of the places, under `/lugares/datos/`, by format. */
export const PLACE_FILES = { geojson: 'lugares.geojson', csv: 'lugares.csv' } as const;
export type PlaceFile = keyof typeof PLACE_FILES;

/** Whether a realm publishes places: its snapshot has some (a realm without the subject has none). */
export function hasPlaces(realm: string): boolean {
  return (snapshot(realm).places?.length ?? 0) > 0;
}

/** Every realm and language of the places pages. */
export function placePaths() {
  return realmLanguagePaths().filter(({ props }) => hasPlaces(props.realm));
}

/** The first language's paths only: the language-neutral files (the open data). */
export function placeFilePaths() {
  return placePaths().filter(({ params }) => params.lang === undefined);
}

/** The realm's holidays (`citaprevia_festivos`), which `PH` in a place's hours stands for. */
export function realmHolidays(snap: Pick<Snapshot, 'appointments'>): Set<string> {
  return new Set((snap.appointments?.holidays ?? []).map((h) => h.date));
}

/** The places in the page's language's order of names. */
export function placesByName(ctx: SiteContext, places: readonly Place[]): Place[] {
  return [...places].sort((a, b) => ctx.text(a.name).localeCompare(ctx.text(b.name), ctx.locale));
}

/** The address of a category's list. */
export const categoryPath = (category: PlaceCategory) => `/lugares/categoria/${category}`;

/** "09:30" → "9:30", as clocks are read; "24:00" stays. */
const clock = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** One day's hours in words: "10:00–14:00 y 17:00–19:30", "abierto las 24 horas" or "cerrado". */
export function dayInWords(ctx: SiteContext, day: Pick<PlaceDay, 'spans'>): string {
  if (day.spans.length === 0) return ctx.t('places.closedAllDay');
  const [only] = day.spans;
  if (day.spans.length === 1 && only?.from === '00:00' && only.to === '24:00') return ctx.t('places.allDay');
  const parts = day.spans.map((s) => `${clock(s.from)}–${clock(s.to)}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${ctx.t('pharmacies.and')} ${parts.at(-1)}`;
}

/** A day of the week table as its row names it: "Martes 24". */
export function dayName(ctx: SiteContext, day: Pick<PlaceDay, 'date'>): string {
  const at = DateTime.fromISO(day.date, { zone: PLACE_ZONE }).set({ hour: 12 }).toJSDate();
  return capitalise(dateFormat(ctx.locale, { weekday: 'long', day: 'numeric', timeZone: PLACE_ZONE }).format(at));
}

/** A price in euros as the page's language writes it: "3 €", "1,50 €", or "gratis". */
export function euros(ctx: SiteContext, amount: number): string {
  if (amount === 0) return ctx.t('places.free');
  return new Intl.NumberFormat(ctx.locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}
