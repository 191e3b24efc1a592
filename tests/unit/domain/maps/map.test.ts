import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../src/domain/content/categories.ts';
import {
  categoryCounts,
  geolocationMessage,
  markerIcon,
  markerIconFor,
  openStreetMapHref,
  visibleItems,
  type MapItem,
} from '../../../../src/domain/maps/map.ts';
import { mapItems } from '../../../../src/data/map-items.ts';
import type { Association } from '../../../../src/schemas/association.ts';

const cat = (name: string) => (CATEGORIES as readonly string[]).indexOf(name);
const item = (id: string, categories: string[]): MapItem => ({ id, title: id, lngLat: [-0.52, 38.98], categories: categories.map(cat), address: '' });
const items = [item('banda', ['Musicales', 'Cultural']), item('falla', ['Fiestas']), item('otra', [])];
const all = new Set(CATEGORIES.map((_, i) => i));

describe('associations map filters', () => {
  it('shows an association while any of its categories is ticked', () => {
    const ticked = new Set(all);
    ticked.delete(cat('Musicales'));
    expect(visibleItems(items, ticked).map((i) => i.id)).toEqual(['banda', 'falla']);
    ticked.delete(cat('Cultural'));
    expect(visibleItems(items, ticked).map((i) => i.id)).toEqual(['falla']);
  });
  it('shows associations without a known category only when every category is ticked', () => {
    expect(visibleItems(items, all).map((i) => i.id)).toEqual(['banda', 'falla', 'otra']);
    expect(visibleItems(items, new Set())).toEqual([]);
  });
  it('counts each category once per association', () => {
    const counts = categoryCounts([...items, item('doble', ['Fiestas', 'Fiestas'])]);
    expect(counts[cat('Fiestas')]).toBe(2);
    expect(counts[cat('Musicales')]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
  });
  it("draws the first category's glyph in the pin, and none for the plain marker", () => {
    expect(markerIcon(items[0]!)).toBe('/icons/categories/musicales.svg');
    expect(markerIcon(items[2]!)).toBeUndefined();
    expect(markerIconFor(['Desconocida', 'Gastronómicas'])).toBe('/icons/categories/gastronomicas.svg');
  });
  it('tells a denied permission from any other geolocation failure', () => {
    expect(geolocationMessage({ code: 1 })).toBe('denied');
    expect(geolocationMessage({ code: 2 })).toBe('failed');
    expect(geolocationMessage({ code: 3 })).toBe('failed');
  });
});

describe('map data', () => {
  const association = (id: string, extra: Partial<Association>): Association => ({
    _id: id,
    title: { es: id, va: `${id} (va)` },
    nodeTypes: [],
    telephones: [],
    emails: [],
    revisions: [],
    ...extra,
  });
  it('keeps active associations with coordinates, titled and addressed in the language, sorted, with known categories only', () => {
    const list = mapItems(
      [
        association('Zeta', { coordinates: { lat: 38.1234567, lng: -0.7654321 }, nodeTypes: ['Teatro', 'Otra'] }),
        association('Alfa', {
          coordinates: { lat: 38, lng: -0.5 },
          estado: 'Activa',
          address: { street: 'Calle Major, 1', city: 'Alcantir', province: 'Valencia' },
        }),
        association('Baja', { coordinates: { lat: 38, lng: -0.5 }, estado: 'Baja' }),
        association('Sin', {}),
      ],
      'va',
    );
    expect(list.map((i) => i.title)).toEqual(['Alfa (va)', 'Zeta (va)']);
    expect(list[1]).toMatchObject({ lngLat: [-0.765432, 38.123457], categories: [cat('Teatro')] });
    expect(list[0]!.address).toBe('Carrer Major, 1, Alcantir, València');
  });
});

describe('a place on OpenStreetMap', () => {
  it('links to the point itself, close up', () => {
    expect(openStreetMapHref({ lat: 38.98229, lng: -0.52472 })).toBe('https://www.openstreetmap.org/?mlat=38.98229&mlon=-0.52472#map=17/38.98229/-0.52472');
  });
});
