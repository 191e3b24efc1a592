import type { Association } from '../schemas/association.ts';
import { CATEGORIES, isCategory } from '../domain/content/categories.ts';
import { pick } from '../i18n/index.ts';
import { formatAddress, sortedByTitle } from '../domain/directory/directory.ts';
import type { MapItem } from '../domain/maps/map.ts';
import { snapshot } from './snapshot.ts';

/**
 * The map call of docs/product-spec.md §7 done at build time: active associations with coordinates, with their title
 * in `lang`, categories and address, sorted by title. Category names outside the 23 are dropped (they have no icon or
 * filter).
 */
export function mapItems(associations: Association[], lang: string): MapItem[] {
  return sortedByTitle(
    associations.filter((a) => a.coordinates && (a.estado === undefined || a.estado === 'Activa')),
    lang,
  ).map((a) => ({
    id: a._id,
    title: pick(a.title, lang),
    lngLat: [round(a.coordinates!.lng), round(a.coordinates!.lat)] as [number, number],
    categories: a.nodeTypes.filter(isCategory).map((name) => (CATEGORIES as readonly string[]).indexOf(name)),
    address: formatAddress(a, lang),
  }));
}

/** Six decimals are about 10 cm: more only makes the file bigger. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const byRealm = new Map<string, MapItem[]>();

/**
 * A realm's map items in a language, made once per render process: the map file, the home page and the
 * directory all show them, and a large town's sort by title is not free.
 */
export function realmMapItems(realm: string, lang: string): MapItem[] {
  const key = `${realm} ${lang}`;
  let items = byRealm.get(key);
  if (!items) {
    items = mapItems(snapshot(realm).associations, lang);
    byRealm.set(key, items);
  }
  return items;
}
