/** A route's offline download (src/domain/routes/offline.ts): the map's tiles of its area, the size stated before. */
import { describe, expect, it } from 'vitest';
import { areaTiles, bundleSize, formatBytes, MAX_TILES, OFFLINE_ZOOMS, offlineCacheName, TILE_BYTES_ESTIMATE } from '../../../../src/domain/routes/offline.ts';

const line: Array<[number, number]> = [
  [-0.5213, 38.9866],
  [-0.4925, 38.999],
];

describe('the map tiles of a route’s area', () => {
  it('none for the built-in style, a style URL, or a style that needs a token the realm lacks', () => {
    expect(areaTiles('builtin', line)).toEqual([]);
    expect(areaTiles('https://example.org/style.json', line)).toEqual([]);
    expect(areaTiles('mapbox', line)).toEqual([]);
  });

  it('the OpenStreetMap tiles that cover the box, every zoom kept, at most MAX_TILES', () => {
    const tiles = areaTiles('default', line);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(MAX_TILES);
    // Zoom 12 around Alcantir: x = floor((−0.52 + 180) / 360 × 4096) = 2042; y = floor((1 − ln(tan φ + sec φ) / π) / 2 × 4096) = 1565 at 38.99° N.
    expect(tiles.filter((t) => t.includes('/12/'))).toEqual(['https://tile.openstreetmap.org/12/2042/1565.png']);
    const zooms = new Set(tiles.map((t) => Number(t.split('/')[3])));
    expect([...zooms]).toEqual([...OFFLINE_ZOOMS].filter((z) => zooms.has(z)));
    expect(zooms.has(OFFLINE_ZOOMS[0])).toBe(true);
  });

  it('spreads a style’s sub-domains and puts the token in', () => {
    const tiles = areaTiles('jawg', line, 'sec ret');
    expect(tiles.every((t) => t.includes('access-token=sec%20ret'))).toBe(true);
    expect(new Set(areaTiles('voyager', line).map((t) => new URL(t).host)).size).toBeGreaterThan(1);
  });
});

describe('the size stated before the download', () => {
  it('adds the known sizes and counts an unknown one at the estimate, saying so', () => {
    expect(
      bundleSize([
        { url: '/a', bytes: 1000 },
        { url: '/b', bytes: 2500 },
      ]),
    ).toEqual({ bytes: 3500, estimated: false });
    expect(
      bundleSize([
        { url: '/a', bytes: 1000 },
        { url: 'https://tile/1', bytes: null },
      ]),
    ).toEqual({ bytes: 1000 + TILE_BYTES_ESTIMATE, estimated: true });
  });

  it('in the page’s locale, decimal units', () => {
    expect(formatBytes(850_000, 'es-ES')).toBe('850 kB');
    expect(formatBytes(2_430_000, 'ca-ES-valencia')).toBe('2,4 MB');
    expect(formatBytes(120, 'es-ES')).toBe('1 kB');
  });

  it('keeps each route page in a cache of its own, outside the build’s (portal-…)', () => {
    expect(offlineCacheName('/va/rutas/centro-historico')).toBe('offline-route:/va/rutas/centro-historico');
    expect(offlineCacheName('/rutas/x').startsWith('portal-')).toBe(false);
  });
});
