/**
 * Routes and audio guides (docs/product-spec.md §1 "audio guides and routes"; docs/routes.md): collection `rutas` of
 * the content API, one document per route. The track is GPX text in the document, read here with
 * `@tmcw/togeojson` on `@xmldom/xmldom` (a maintained GPX reader on a standards DOM parser): a document whose GPX
 * cannot be read, or whose track lacks elevations, is invalid and the pull drops it with the reason. Distance and
 * ascent are computed from the track (`trackFigures`); a figure the provider states beside it must agree
 * (`figureMismatch`, which the pull and the gate read).
 *
 * This module imports the XML parser: islands import its types only (`import type`).
 */
import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import * as v from 'valibot';
import { AssetSchema, CoordinatesSchema, FileNameSchema, IdSchema, TEXT_LANGUAGES, TranslatableSchema } from './common.ts';

/** The collection of the content API that holds routes. */
export const ROUTE_COLLECTION = 'rutas';

/** A point of the track: longitude, latitude (degrees, WGS 84) and elevation (metres), GeoJSON's order. */
export type TrackPoint = [lng: number, lat: number, ele: number];

/** What a GPX document holds for the portal: its track's points in order (segments and tracks joined) and its name. */
export interface Track {
  name: string | undefined;
  points: TrackPoint[];
}

/** Why a GPX text is not a track the portal can use, or the track. */
export function readGpx(text: string): Track | { problem: string } {
  const errors: string[] = [];
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new DOMParser({ onError: (level, message) => level !== 'warning' && errors.push(message) }).parseFromString(text, 'text/xml');
  } catch (error) {
    return { problem: `XML that parses (${(error as Error).message.split('\n')[0]})` };
  }
  if (errors.length > 0 || !doc.documentElement) return { problem: `XML that parses (${errors[0]?.split('\n')[0] ?? 'no root element'})` };
  if (doc.documentElement.localName !== 'gpx') return { problem: `a <gpx> document (its root is <${doc.documentElement.localName}>)` };
  const points: TrackPoint[] = [];
  let name: string | undefined;
  for (const feature of gpx(doc).features) {
    const geometry = feature.geometry;
    const lines = geometry?.type === 'LineString' ? [geometry.coordinates] : geometry?.type === 'MultiLineString' ? geometry.coordinates : [];
    if (lines.length > 0 && name === undefined && typeof feature.properties?.name === 'string') name = feature.properties.name;
    for (const line of lines) {
      for (const [lng, lat, ele] of line) {
        if (typeof ele !== 'number' || !Number.isFinite(ele)) return { problem: 'every track point with its elevation (<ele>)' };
        points.push([lng!, lat!, ele]);
      }
    }
  }
  if (points.length < 2) return { problem: 'a track (<trk> or <rte>) of two points at least' };
  return { name, points };
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres between two points on the sphere (haversine), elevation aside. */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A climb or descent counts once the elevation has moved this far from the last turning point: a GPS track's
 * jitter of a metre up and down on the flat is not climbing.
 */
export const ELEVATION_THRESHOLD_M = 3;

/** The track's own figures: metres along it, metres climbed and descended, the lowest and highest points. */
export interface TrackFigures {
  distanceM: number;
  ascentM: number;
  descentM: number;
  minEle: number;
  maxEle: number;
  /** Metres from the start at each point of the track, in order (the first is 0). */
  along: number[];
}

export function trackFigures(points: TrackPoint[]): TrackFigures {
  const along = [0];
  for (let i = 1; i < points.length; i++) {
    const [lngA, latA] = points[i - 1]!;
    const [lngB, latB] = points[i]!;
    along.push(along[i - 1]! + metresBetween({ lat: latA, lng: lngA }, { lat: latB, lng: lngB }));
  }
  let ascentM = 0;
  let descentM = 0;
  let pivot = points[0]![2];
  for (const [, , ele] of points) {
    const step = ele - pivot;
    if (step >= ELEVATION_THRESHOLD_M) {
      ascentM += step;
      pivot = ele;
    } else if (step <= -ELEVATION_THRESHOLD_M) {
      descentM -= step;
      pivot = ele;
    }
  }
  const elevations = points.map((p) => p[2]);
  return { distanceM: along.at(-1)!, ascentM, descentM, minEle: Math.min(...elevations), maxEle: Math.max(...elevations), along };
}

/** A stated distance may differ from the track's by this share, and a stated ascent by the share or the metres, whichever is more. */
export const FIGURE_TOLERANCE = 0.1;
export const ASCENT_TOLERANCE_M = 20;

/**
 * Why a route's stated distance or ascent disagrees with its track, or undefined when they agree (or it states none).
 * A walker who trusts "4 km" on a 7 km trail is caught by the dark: the pull drops such a route and the gate refuses
 * to publish (scripts/pipeline/gate.ts).
 */
export function figureMismatch(route: Pick<Route, 'distanceKm' | 'ascentM'>, figures: Pick<TrackFigures, 'distanceM' | 'ascentM'>): string | undefined {
  const km = figures.distanceM / 1000;
  if (route.distanceKm !== undefined && Math.abs(route.distanceKm - km) > km * FIGURE_TOLERANCE)
    return `distanceKm: expected the track's distance, ${km.toFixed(2)} km (±${FIGURE_TOLERANCE * 100} %), received ${route.distanceKm}`;
  const tolerance = Math.max(ASCENT_TOLERANCE_M, figures.ascentM * FIGURE_TOLERANCE);
  if (route.ascentM !== undefined && Math.abs(route.ascentM - figures.ascentM) > tolerance)
    return `ascentM: expected the track's ascent, ${Math.round(figures.ascentM)} m (±${Math.round(tolerance)} m), received ${route.ascentM}`;
  return undefined;
}

/** The GPX text of a route: a document with a track whose every point has its elevation. */
export const GpxSchema = v.pipe(
  v.string(),
  v.maxLength(2_000_000, 'a GPX document of at most 2 MB'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const track = readGpx(dataset.value);
    if ('problem' in track) addIssue({ message: track.problem });
  }),
);

/**
 * One language's audio guide of a stop: the file, how long it plays, and what it says, written out (required: the
 * transcript is how a deaf visitor, or one without headphones, hears the guide).
 * @example { "file": "r1-p1-es.ogg", "duration": 21, "transcript": "Bienvenido a la plaza…" }
 */
export const StopAudioSchema = v.object({
  file: FileNameSchema,
  /** The file's media type, when not told by its ending. @example "audio/ogg" */
  mime: v.optional(v.string()),
  /** The file's size in bytes, when the provider knows it: the offline download states it before it starts. */
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Seconds it plays. */
  duration: v.pipe(v.number(), v.minValue(1), v.maxValue(3600)),
  transcript: v.pipe(v.string(), v.trim(), v.minLength(1, 'a transcript')),
  /**
   * The file is a stand-in (a synthetic voice, or a tone) until the recording is made: the page says so beside the
   * player. The transcript is the real text either way.
   */
  placeholder: v.optional(v.boolean(), false),
});
export type StopAudio = v.InferOutput<typeof StopAudioSchema>;

export const RouteStopSchema = v.object({
  /** @example { "es": "Plaza Mayor", "va": "Plaça Major" } */
  name: TranslatableSchema,
  coordinates: CoordinatesSchema,
  /** The place of interest the stop is (`lugares`, its slug): the stop links to `/lugares/{slug}`. */
  place: v.optional(IdSchema),
  photo: v.optional(AssetSchema),
  /** The audio guide per language: at least one. */
  audio: v.pipe(
    v.record(v.picklist(TEXT_LANGUAGES), StopAudioSchema),
    v.check((audio) => Object.keys(audio).length > 0, 'an audio guide in one language at least'),
  ),
});
export type RouteStop = v.InferOutput<typeof RouteStopSchema>;

export const ROUTE_DIFFICULTIES = ['easy', 'moderate', 'hard'] as const;
export const ROUTE_WAYS = ['foot', 'bike'] as const;

export const RouteSchema = v.object({
  _id: IdSchema,
  /** The route's address, `/rutas/{slug}` (unique in the realm). */
  slug: IdSchema,
  title: TranslatableSchema,
  description: TranslatableSchema,
  /** The track, GPX 1.1 text with an elevation at every point. */
  gpx: GpxSchema,
  /** The stops in the order they are met, at most 30 (a panel each). */
  stops: v.pipe(v.array(RouteStopSchema), v.minLength(1), v.maxLength(30)),
  /** The distance the town hall states, in km; when given it must agree with the track's (`figureMismatch`). */
  distanceKm: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** The ascent the town hall states, in metres; when given it must agree with the track's. */
  ascentM: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** How long it takes at an easy pace, stops included, in minutes. */
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(24 * 60)),
  difficulty: v.picklist(ROUTE_DIFFICULTIES),
  way: v.picklist(ROUTE_WAYS),
  isPublished: v.optional(v.boolean(), true),
});
export type Route = v.InferOutput<typeof RouteSchema>;
