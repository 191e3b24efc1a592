import type { StyleSpecification } from 'maplibre-gl';
import type { Coordinates } from '../../schemas/common.ts';
import { MAP } from './map.ts';

/**
 * Raster tile sets behind the spec's named styles (docs/product-spec.md §7). `{s}` is a sub-domain, `{token}` the
 * realm's `mapToken` (mapbox and jawg refuse tiles without one). The attribution is what each provider's terms ask
 * for.
 */
export const NAMED_STYLES: Record<string, { tiles: string; subdomains?: string[]; attribution: string; needsToken?: boolean }> = {
  default: {
    tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  },
  voyager: {
    tiles: 'https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}@2x.png',
    subdomains: ['a', 'b', 'c', 'd'],
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> © <a href="https://carto.com/attributions">CARTO</a>',
  },
  voyager_nolabels: {
    tiles: 'https://{s}.basemaps.cartocdn.com/rastertiles/voyager_nolabels/{z}/{x}/{y}@2x.png',
    subdomains: ['a', 'b', 'c', 'd'],
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> © <a href="https://carto.com/attributions">CARTO</a>',
  },
  nonames: {
    tiles: 'https://{s}.basemaps.cartocdn.com/light_nolabels/{z}/{x}/{y}@2x.png',
    subdomains: ['a', 'b', 'c', 'd'],
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> © <a href="https://carto.com/attributions">CARTO</a>',
  },
  mapbox: {
    tiles: 'https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/256/{z}/{x}/{y}@2x?access_token={token}',
    attribution: '© <a href="https://www.mapbox.com/about/maps/">Mapbox</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    needsToken: true,
  },
  jawg: {
    tiles: 'https://tile.jawg.io/jawg-streets/{z}/{x}/{y}@2x.png?access-token={token}',
    attribution: '© <a href="https://www.jawg.io">Jawg</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    needsToken: true,
  },
};

/** Colours of the offline style: soft land, a warm town area, a darker edge. */
const LAND = '#e9eee4';
const TOWN = '#f8f4ec';
const EDGE = '#c9bfae';

/**
 * What a realm's `mapStyle` turns into for MapLibre: a style URL as it is, a named style as a raster style, and
 * `builtin` (or a named style that needs a token the realm lacks) as the offline style around `points`.
 */
export function resolveMapStyle(mapStyle: string, points: Coordinates[], token?: string): string | StyleSpecification {
  if (/^https?:\/\//.test(mapStyle)) return mapStyle;
  const named = NAMED_STYLES[mapStyle];
  if (!named || (named.needsToken && !token)) return builtinStyle(points);
  const urls = (named.subdomains ?? ['']).map((s) => named.tiles.replace('{s}', s).replace('{token}', encodeURIComponent(token ?? '')));
  return {
    version: 8,
    sources: { tiles: { type: 'raster', tiles: urls, tileSize: 256, maxzoom: MAP.tileNativeZoom, attribution: named.attribution } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/**
 * The offline style: no tiles, no fonts, nothing fetched. Land, and the town's area drawn as a soft rounded shape
 * around the places the realm's own data knows (its centre, its associations), so the markers sit on "the town".
 */
export function builtinStyle(points: Coordinates[]): StyleSpecification {
  return {
    version: 8,
    sources: {
      town: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [townArea(points)] } } },
    },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': LAND } },
      { id: 'town', type: 'fill', source: 'town', paint: { 'fill-color': TOWN, 'fill-antialias': true } },
      {
        id: 'town-edge',
        type: 'line',
        source: 'town',
        paint: { 'line-color': EDGE, 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.5, 16, 2.5], 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/** Metres of margin around the outermost places. */
const MARGIN_M = 350;
const M_PER_DEG_LAT = 111_320;

/**
 * The convex hull of the points, grown by MARGIN_M with rounded corners (the hull of a circle around each point),
 * as a closed ring of [lng, lat]. Computed in a local metric plane so the margin is the same in every direction.
 */
export function townArea(points: Coordinates[]): Array<[number, number]> {
  if (points.length === 0) return [];
  const lat0 = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const kx = M_PER_DEG_LAT * Math.cos((lat0 * Math.PI) / 180);
  const circle: Array<[number, number]> = [];
  for (const p of hull(points.map((p) => [p.lng * kx, p.lat * M_PER_DEG_LAT] as [number, number]))) {
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * 2 * Math.PI;
      circle.push([p[0] + MARGIN_M * Math.cos(a), p[1] + MARGIN_M * Math.sin(a)]);
    }
  }
  const ring = hull(circle).map(([x, y]) => [round6(x / kx), round6(y / M_PER_DEG_LAT)] as [number, number]);
  return [...ring, ring[0]!];
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Andrew's monotone chain: the convex hull, counter-clockwise, without repeating the first point. */
function hull(points: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Array<[number, number]>) => {
    const out: Array<[number, number]> = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
