/**
 * What a route's offline download keeps (docs/routes.md "Offline"): the files of its bundle with their sizes, the
 * map's tiles of the route's area when the realm's map has tiles (its style's raster tiles, zooms 12 to 16; the
 * built-in style has none, it is drawn from the page's own data), and the sizes stated in words. Pure: the page's
 * script (src/browser/route-offline.ts) and the build use it.
 */
import { NAMED_STYLES } from '../maps/map-style.ts';

/** The cache a route's download goes in, one per route page (and so per language): outside the build's caches, which a new build removes. */
export const OFFLINE_CACHE_PREFIX = 'offline-route:';
export const offlineCacheName = (routePath: string) => `${OFFLINE_CACHE_PREFIX}${routePath}`;

/** One file of a route's bundle: its address, and its size when known (a tile's is not, before it is fetched). */
export interface BundleFile {
  url: string;
  bytes: number | null;
}

/** The bundle the build writes beside each route page (`sin-conexion.json`). */
export interface RouteBundle {
  route: string;
  files: BundleFile[];
}

/** What a tile is counted as before it is fetched: a raster tile of a town's streets weighs about this. */
export const TILE_BYTES_ESTIMATE = 20_000;

/** The zooms whose tiles are kept: the town and its trails, down to a street's width. */
export const OFFLINE_ZOOMS = [12, 13, 14, 15, 16] as const;

/** At most this many tiles: a long route's area at street zoom would fill a phone. */
export const MAX_TILES = 600;

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

/**
 * The tiles' addresses that cover the box around `points` (`[lng, lat]`) with a margin, at each of OFFLINE_ZOOMS,
 * for the realm's named raster style; none for the built-in style or a style URL (vector styles are not kept).
 * Stops adding zooms before passing MAX_TILES.
 */
export function areaTiles(mapStyle: string, points: Array<[number, number]>, token?: string, margin = 0.005): string[] {
  const named = NAMED_STYLES[mapStyle];
  if (!named || (named.needsToken && !token) || points.length === 0) return [];
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [west, east, south, north] = [Math.min(...lngs) - margin, Math.max(...lngs) + margin, Math.min(...lats) - margin, Math.max(...lats) + margin];
  const subdomains = named.subdomains ?? [''];
  const urls: string[] = [];
  for (const z of OFFLINE_ZOOMS) {
    const level: string[] = [];
    for (let x = tileX(west, z); x <= tileX(east, z); x++) {
      for (let y = tileY(north, z); y <= tileY(south, z); y++) {
        const s = subdomains[(x + y) % subdomains.length]!;
        level.push(
          named.tiles
            .replace('{s}', s)
            .replace('{token}', encodeURIComponent(token ?? ''))
            .replace('{z}', String(z))
            .replace('{x}', String(x))
            .replace('{y}', String(y)),
        );
      }
    }
    if (urls.length + level.length > MAX_TILES) break;
    urls.push(...level);
  }
  return urls;
}

/** The bundle's size before it is fetched: the known sizes, and the rest at TILE_BYTES_ESTIMATE; `estimated` when any was unknown. */
export function bundleSize(files: readonly BundleFile[]): { bytes: number; estimated: boolean } {
  let bytes = 0;
  let estimated = false;
  for (const f of files) {
    if (f.bytes === null) estimated = true;
    bytes += f.bytes ?? TILE_BYTES_ESTIMATE;
  }
  return { bytes, estimated };
}

/** A size as people read it, in the page's locale: "850 kB", "2,4 MB" (decimal units, as phones show storage). */
export function formatBytes(bytes: number, locale: string): string {
  const unit = bytes >= 1_000_000 ? 'megabyte' : 'kilobyte';
  const value = bytes >= 1_000_000 ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000));
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
