/**
 * Routes as open data (docs/routes.md "Open data"): every route as GeoJSON (RFC 7946: its track as a LineString
 * with elevations, its stops as Points) and CSV (one row per route, the figures computed from the track), and each
 * track as GPX 1.1 with the stops as waypoints. Field names are Spanish, as the portal's other open data; the
 * translatable texts are given in the realm's first language.
 */
import type { Route, Track } from '../../schemas/routes.ts';
import { csv } from '../text/csv.ts';
import { routeFigures } from './profile.ts';

/** A route with its track read, and its texts in one language. */
export interface RouteRecord {
  route: Route;
  track: Track;
  title: string;
  description: string;
  stopNames: string[];
  /** The route's page, absolute. */
  url: string;
}

/** The CSV's columns, in order; the GeoJSON track's properties are the same. */
export const ROUTE_COLUMNS = [
  'id',
  'nombre',
  'descripcion',
  'modo',
  'dificultad',
  'distancia_km',
  'desnivel_positivo_m',
  'desnivel_negativo_m',
  'duracion_min',
  'paradas',
  'inicio_latitud',
  'inicio_longitud',
  'url',
] as const;

/** The way and difficulty as the open data names them (stable values, not the page's words). */
const WAY = { foot: 'a pie', bike: 'en bicicleta' } as const;
const DIFFICULTY = { easy: 'fácil', moderate: 'moderada', hard: 'difícil' } as const;

function properties(r: RouteRecord): Record<(typeof ROUTE_COLUMNS)[number], string | number> {
  const f = routeFigures(r.track);
  const [lng, lat] = r.track.points[0]!;
  return {
    id: r.route.slug,
    nombre: r.title,
    descripcion: r.description,
    modo: WAY[r.route.way],
    dificultad: DIFFICULTY[r.route.difficulty],
    distancia_km: f.distanceKm,
    desnivel_positivo_m: f.ascentM,
    desnivel_negativo_m: f.descentM,
    duracion_min: r.route.durationMinutes,
    paradas: r.route.stops.length,
    inicio_latitud: lat,
    inicio_longitud: lng,
    url: r.url,
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Every route's track (a LineString, `[lng, lat, ele]`) and its stops (Points with `ruta` and `orden`). */
export function routesGeoJson(records: readonly RouteRecord[]) {
  return {
    type: 'FeatureCollection' as const,
    features: records.flatMap((r) => [
      {
        type: 'Feature' as const,
        id: r.route.slug,
        geometry: { type: 'LineString' as const, coordinates: r.track.points.map(([lng, lat, ele]) => [round(lng, 6), round(lat, 6), round(ele, 1)]) },
        properties: { tipo: 'ruta', ...properties(r) },
      },
      ...r.route.stops.map((stop, i) => ({
        type: 'Feature' as const,
        id: `${r.route.slug}-${i + 1}`,
        geometry: { type: 'Point' as const, coordinates: [stop.coordinates.lng, stop.coordinates.lat] },
        properties: { tipo: 'parada', ruta: r.route.slug, orden: i + 1, nombre: r.stopNames[i] ?? '', url: `${r.url}/parada/${i + 1}` },
      })),
    ]),
  };
}

/** One route's track and stops as GeoJSON (what its page offers to download). */
export function routeGeoJson(record: RouteRecord) {
  return routesGeoJson([record]);
}

/** The routes as CSV (the portal's CSV: byte-order mark, `;`, CRLF), one row each. */
export function routesCsv(records: readonly RouteRecord[]): string {
  return csv(
    [...ROUTE_COLUMNS],
    records.map((r) => {
      const row = properties(r);
      return ROUTE_COLUMNS.map((c) => String(row[c]));
    }),
  );
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The track as GPX 1.1: the stops as waypoints, then one track of one segment with every point's elevation. */
export function routeGpx(r: RouteRecord, creator: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${xml(creator)}" xmlns="http://www.topografix.com/GPX/1/1">`,
    `  <metadata><name>${xml(r.title)}</name><desc>${xml(r.description)}</desc><link href="${xml(r.url)}"/></metadata>`,
    ...r.route.stops.map(
      (stop, i) =>
        `  <wpt lat="${stop.coordinates.lat}" lon="${stop.coordinates.lng}"><name>${xml(`${i + 1}. ${r.stopNames[i] ?? ''}`)}</name><link href="${xml(`${r.url}/parada/${i + 1}`)}"/></wpt>`,
    ),
    `  <trk><name>${xml(r.title)}</name><trkseg>`,
    ...r.track.points.map(([lng, lat, ele]) => `    <trkpt lat="${round(lat, 6)}" lon="${round(lng, 6)}"><ele>${round(ele, 1)}</ele></trkpt>`),
    '  </trkseg></trk>',
    '</gpx>',
  ];
  return `${lines.join('\n')}\n`;
}
