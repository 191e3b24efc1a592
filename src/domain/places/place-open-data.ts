/**
 * Places of interest as open data (docs/places.md "Open data"): GeoJSON (RFC 7946) and CSV, one feature or row per
 * place, its texts in a column (or property) per language of the realm. Field names are Spanish, as the other
 * open-data files', whatever the page's language; `horario` is OpenStreetMap's `opening_hours` syntax, as written.
 */
import { pick } from '../../i18n/pick.ts';
import type { Place } from '../../schemas/places.ts';
import { csv } from '../text/csv.ts';

/** The columns before the texts, in order; the GeoJSON's properties are the same but the coordinates. */
export const PLACE_COLUMNS = ['id', 'categoria', 'horario', 'precio_minimo', 'precio_maximo', 'accesibilidad', 'telefono', 'email', 'web', 'url'] as const;
/** The texts' columns, one of each per language: `nombre_es`, `resumen_es`, `direccion_es`, `descripcion_es`, `nombre_va`… */
export const PLACE_TEXT_COLUMNS = { nombre: 'name', resumen: 'summary', direccion: 'address', descripcion: 'description' } as const;
/** The CSV's last columns. */
export const PLACE_POINT_COLUMNS = ['latitud', 'longitud'] as const;

/** The CSV's header for a realm of `languages`. */
export const placeCsvHeader = (languages: readonly string[]) => [
  ...PLACE_COLUMNS,
  ...languages.flatMap((lang) => Object.keys(PLACE_TEXT_COLUMNS).map((column) => `${column}_${lang}`)),
  ...PLACE_POINT_COLUMNS,
];

const bySlug = (places: readonly Place[]) => [...places].sort((a, b) => a.slug.localeCompare(b.slug));

/** A place's fields but its point; `url` is its page's address (`origin` and the page's path before the slug). */
function fields(p: Place, languages: readonly string[], pageUrl: (slug: string) => string): Record<string, string | number | string[] | null> {
  const euros = p.prices.map((price) => price.euros);
  return {
    id: p.slug,
    categoria: p.category,
    horario: p.openingHours ?? null,
    precio_minimo: euros.length ? Math.min(...euros) : 0,
    precio_maximo: euros.length ? Math.max(...euros) : 0,
    accesibilidad: [...p.accessibility],
    telefono: p.contact?.telephone ?? null,
    email: p.contact?.email ?? null,
    web: p.contact?.web ?? null,
    url: pageUrl(p.slug),
    ...Object.fromEntries(
      languages.flatMap((lang) => Object.entries(PLACE_TEXT_COLUMNS).map(([column, field]) => [`${column}_${lang}`, pick(p[field], lang)])),
    ),
  };
}

/** The places as a GeoJSON FeatureCollection of points (longitude first). */
export function placesGeoJson(places: readonly Place[], languages: readonly string[], pageUrl: (slug: string) => string) {
  return {
    type: 'FeatureCollection' as const,
    features: bySlug(places).map((p) => ({
      type: 'Feature' as const,
      id: p.slug,
      geometry: { type: 'Point' as const, coordinates: [p.coordinates.lng, p.coordinates.lat] },
      properties: fields(p, languages, pageUrl),
    })),
  };
}

/** The places as CSV (the portal's CSV: byte-order mark, `;`, CRLF; no cell runs as a formula); features joined by `|`. */
export function placesCsv(places: readonly Place[], languages: readonly string[], pageUrl: (slug: string) => string): string {
  const header = placeCsvHeader(languages);
  return csv(
    header,
    bySlug(places).map((p) => {
      const row: Record<string, string | number | string[] | null> = {
        ...fields(p, languages, pageUrl),
        latitud: p.coordinates.lat,
        longitud: p.coordinates.lng,
      };
      return header.map((column) => {
        const value = row[column];
        return Array.isArray(value) ? value.join('|') : value == null ? '' : String(value);
      });
    }),
  );
}
