import type { Coordinates } from '../../schemas/common.ts';
import { CATEGORIES, categorySlug } from '../content/categories.ts';

// Islands import this file: it must stay free of build-time modules (the i18n dictionaries, the snapshot).

/** Map constants of docs/product-spec.md §9. */
export const MAP = {
  zoom: 14,
  minZoom: 1,
  maxZoom: 18,
  /** Raster tiles are drawn up to zoom 20; the tile servers have images up to 19 and MapLibre scales the rest. */
  tileMaxZoom: 20,
  tileNativeZoom: 19,
  /** The default marker, and each category's, in CSS pixels. */
  markerWidth: 29,
  markerHeight: 43,
  /** Zoom when an association is picked from the list. */
  flyToZoom: 17,
  /** Native geolocation gives up after 10 s (docs/product-spec.md §9). */
  geolocationTimeoutMs: 10_000,
  /** The most associations the map's list shows; a large town's directory lists the rest. */
  listLimit: 200,
} as const;

/**
 * Where maps centre when the realm's region has no coordinates: Valencia (docs/product-spec.md §9, "near Valencia").
 */
export const DEFAULT_CENTRE: Coordinates = { lat: 39.4699, lng: -0.3763 };

/**
 * A place on OpenStreetMap's own site: where a visitor sees it without the page's map (before it loads, or without
 * script) and a citizen finds the point of a request. Coordinates are for machines; people get this link and the
 * address beside it.
 */
export function openStreetMapHref(place: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=17/${place.lat}/${place.lng}`;
}

/**
 * One association on the map, compact because the file holds up to 10,000 of them (docs/product-spec.md §9):
 * id, title, [lng, lat], indexes into CATEGORIES, address.
 */
export interface MapItem {
  id: string;
  title: string;
  lngLat: [number, number];
  categories: number[];
  address: string;
}

/** The static map file of a realm and language (the spec's map call, written by the build). */
export interface MapData {
  centre: Coordinates;
  items: MapItem[];
}

/**
 * Items shown with a set of ticked categories: those with at least one ticked category. Items without any of the
 * 23 categories are shown only when every category is ticked ('Todos'), so that 'Todos' really means all.
 */
export function visibleItems(items: MapItem[], ticked: ReadonlySet<number>): MapItem[] {
  const all = ticked.size === CATEGORIES.length;
  return items.filter((item) => (item.categories.length === 0 ? all : item.categories.some((c) => ticked.has(c))));
}

/** How many items carry each category, for the filter's labels. */
export function categoryCounts(items: MapItem[]): number[] {
  const counts = CATEGORIES.map(() => 0);
  for (const item of items) for (const c of new Set(item.categories)) counts[c]! += 1;
  return counts;
}

/** The category glyph drawn inside an item's pin: its first category's, or none (a plain pin). */
export function markerIcon(item: Pick<MapItem, 'categories'>): string | undefined {
  const first = item.categories[0];
  return first === undefined ? undefined : `/icons/categories/${categorySlug(CATEGORIES[first]!)}.svg`;
}

/**
 * What a failed geolocation shows (docs/product-spec.md §8): denied permission, or anything else (unavailable,
 * time-out).
 */
export function geolocationMessage(error: Pick<GeolocationPositionError, 'code'>): 'denied' | 'failed' {
  return error.code === 1 ? 'denied' : 'failed';
}

/** The pin's glyph for a record's category names (an association's nodeTypes): its first known category's. */
export function markerIconFor(nodeTypes: readonly string[]): string | undefined {
  return markerIcon({ categories: nodeTypes.map((name) => (CATEGORIES as readonly string[]).indexOf(name)).filter((i) => i >= 0) });
}
