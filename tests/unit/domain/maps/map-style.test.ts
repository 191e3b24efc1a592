import { describe, expect, it } from 'vitest';
import { builtinStyle, resolveMapStyle, townArea } from '../../../../src/domain/maps/map-style.ts';

describe('map styles', () => {
  const centre = { lat: 38.9866, lng: -0.5213 };
  it('the built-in style fetches nothing: no tiles, fonts or sprites', () => {
    const style = builtinStyle([centre]);
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite/);
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'fill', 'line']);
  });
  it('draws the town around every place with a margin, as a closed ring', () => {
    const places = [centre, { lat: 38.99, lng: -0.515 }, { lat: 38.98, lng: -0.53 }];
    const ring = townArea(places);
    expect(ring[0]).toEqual(ring.at(-1));
    const lats = ring.map((p) => p[1]);
    const lngs = ring.map((p) => p[0]);
    // 350 m beyond the outermost places: about 0.0031° of latitude.
    expect(Math.max(...lats)).toBeCloseTo(38.99 + 350 / 111_320, 3);
    expect(Math.min(...lngs)).toBeLessThan(-0.53);
    expect(townArea([centre]).length).toBeGreaterThan(8);
  });
  it('turns named styles into raster tiles, keeps URLs, and falls back offline when a token is missing', () => {
    expect(resolveMapStyle('https://example.org/style.json', [centre])).toBe('https://example.org/style.json');
    const voyager = resolveMapStyle('voyager', [centre]);
    expect(typeof voyager === 'object' && voyager.sources.tiles).toMatchObject({ type: 'raster', maxzoom: 19 });
    expect(resolveMapStyle('mapbox', [centre])).toEqual(builtinStyle([centre]));
    expect(JSON.stringify(resolveMapStyle('jawg', [centre], 'abc'))).toContain('access-token=abc');
    expect(resolveMapStyle('builtin', [centre])).toEqual(builtinStyle([centre]));
  });
});
