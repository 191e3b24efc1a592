/**
 * On-call pharmacies as open data (docs/pharmacies.md "Open data"): the pharmacies as GeoJSON (RFC 7946) and CSV,
 * and the duty rota as iCalendar (RFC 5545), one event per duty in Madrid time. Field names are the content's own,
 * in Spanish, whatever the page's language; the words of the calendar's events come from the caller.
 */
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { Duty, Pharmacy } from '../../schemas/pharmacies.ts';
import { timezoneBlock } from '../content/feeds.ts';
import { csv } from '../text/csv.ts';
import { DUTY_ZONE } from './duty.ts';

/** The CSV's columns, in order; the GeoJSON's properties are the same but the coordinates. */
export const PHARMACY_COLUMNS = ['id', 'nombre', 'municipio', 'direccion', 'codigo_postal', 'telefono', 'horario', 'latitud', 'longitud'] as const;

const byName = (pharmacies: readonly Pharmacy[]) => [...pharmacies].sort((a, b) => a.name.localeCompare(b.name, 'es'));

function properties(p: Pharmacy) {
  return {
    id: p._id,
    nombre: p.name,
    municipio: p.town,
    direccion: p.address,
    codigo_postal: p.postalCode ?? '',
    telefono: p.telephone,
    horario: p.openingHours,
  };
}

/** The pharmacies as a GeoJSON FeatureCollection of points (longitude first), `horario` in OpenStreetMap's syntax. */
export function pharmaciesGeoJson(pharmacies: readonly Pharmacy[]) {
  return {
    type: 'FeatureCollection' as const,
    features: byName(pharmacies).map((p) => ({
      type: 'Feature' as const,
      id: p._id,
      geometry: { type: 'Point' as const, coordinates: [p.coordinates.lng, p.coordinates.lat] },
      properties: properties(p),
    })),
  };
}

/** The pharmacies as CSV (the portal's CSV: byte-order mark, `;`, CRLF), one row each. */
export function pharmaciesCsv(pharmacies: readonly Pharmacy[]): string {
  return csv(
    [...PHARMACY_COLUMNS],
    byName(pharmacies).map((p) => {
      const row: Record<string, string> = { ...properties(p), latitud: String(p.coordinates.lat), longitud: String(p.coordinates.lng) };
      return PHARMACY_COLUMNS.map((column) => row[column] ?? '');
    }),
  );
}

/** What the calendar's words are: its name, and an event's summary with `{name}` for the pharmacy. */
export interface RotaCalendarWords {
  name: string;
  summary: string;
  /** The page of the pharmacies, for each event's link. */
  url: string;
}

/**
 * The duty rota as an iCalendar file: one event per duty, from its start to its end in Madrid time, at the
 * pharmacy (address and coordinates), with its telephone. Each event's UID is the duty's `_id` at the realm's host,
 * so a calendar that subscribes keeps each duty once across builds.
 */
export function dutyRotaIcs(rota: readonly Duty[], pharmacies: readonly Pharmacy[], words: RotaCalendarWords, host: string): string {
  const cal = ical({
    name: words.name,
    prodId: { company: 'Portal de Asociaciones', product: 'farmacias', language: 'ES' },
    timezone: { name: null, generator: timezoneBlock },
  });
  const byId = new Map(pharmacies.map((p) => [p._id, p]));
  for (const duty of [...rota].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const p = byId.get(duty.pharmacy);
    if (!p) continue;
    cal.createEvent({
      id: `${duty._id}@${host}`,
      start: DateTime.fromISO(duty.start, { zone: DUTY_ZONE }),
      end: DateTime.fromISO(duty.end, { zone: DUTY_ZONE }),
      timezone: DUTY_ZONE,
      // DTSTAMP: the duty's own start, never the build's time, so the same rota gives the same bytes.
      stamp: new Date(duty.start),
      summary: words.summary.replace('{name}', p.name),
      description: p.telephone,
      url: words.url,
      location: { title: `${p.name}, ${p.address}, ${p.town}`, geo: { lat: p.coordinates.lat, lon: p.coordinates.lng } },
    });
  }
  const lines = cal
    .toString()
    .replace(/\r?\n$/, '')
    .split(/\r?\n/);
  return `${lines.join('\r\n')}\r\n`;
}
