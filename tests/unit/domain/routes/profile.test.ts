/**
 * The elevation profile (src/domain/routes/profile.ts): the drawing's dots and the table are the same figures, and
 * both are the track's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elevationProfile, nearestPoint, routeFigures, stopsAlong } from '../../../../src/domain/routes/profile.ts';
import { readGpx, type Route, type Track, trackFigures } from '../../../../src/schemas/routes.ts';

const demo = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../realms/alcantir/demo/rutas.json'), 'utf8')) as Route[];
const read = (route: Route) => readGpx(route.gpx) as Track;

describe('the elevation profile', () => {
  it.each(demo.map((r) => [r.slug, r] as const))('of %s: its dots are its table’s rows, at the track’s distances and elevations', (_, route) => {
    const track = read(route);
    const profile = elevationProfile(track, route.stops);
    const f = trackFigures(track.points);
    expect(profile.svg.dots.map(({ km, ele, stop }) => ({ km, ele, stop }))).toEqual(profile.samples.map(({ km, ele, stop }) => ({ km, ele, stop })));
    // Start and end are the track's; every stop appears once, in order; the rows go forward.
    expect(profile.samples[0]).toEqual({ km: 0, ele: Math.round(track.points[0]![2]) });
    expect(profile.samples.at(-1)).toEqual({ km: Math.round(f.distanceM / 10) / 100, ele: Math.round(track.points.at(-1)![2]) });
    expect(profile.samples.filter((s) => s.stop).map((s) => s.stop)).toEqual(route.stops.map((_, i) => i + 1));
    for (let i = 1; i < profile.samples.length; i++) expect(profile.samples[i]!.km).toBeGreaterThanOrEqual(profile.samples[i - 1]!.km);
    // Each row's elevation is the track's at that distance.
    for (const s of profile.samples) {
      const at = f.along.findIndex((m) => Math.round(m / 10) / 100 === s.km);
      expect(at, `a track point at ${s.km} km`).toBeGreaterThanOrEqual(0);
      expect(Math.round(track.points[at]![2])).toBe(s.ele);
    }
    // The figures are the track's, rounded as pages show them.
    expect(profile.figures).toEqual(routeFigures(track));
    expect(profile.figures.ascentM).toBe(Math.round(f.ascentM));
    expect(profile.figures.distanceKm).toBe(Math.round(f.distanceM / 100) / 10);
  });

  it('draws higher points higher, within the view box, and marks every whole kilometre in the table', () => {
    const route = demo.find((r) => r.slug === 'molinos-del-riu')!;
    const profile = elevationProfile(read(route), route.stops);
    const { dots, height, width } = profile.svg;
    for (const d of dots) {
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x).toBeLessThanOrEqual(width);
      expect(d.y).toBeGreaterThanOrEqual(0);
      expect(d.y).toBeLessThanOrEqual(height);
    }
    const highest = dots.reduce((a, b) => (b.ele > a.ele ? b : a));
    const lowest = dots.reduce((a, b) => (b.ele < a.ele ? b : a));
    expect(highest.y).toBeLessThan(lowest.y);
    const wholeKms = profile.samples.filter((s) => !s.stop).map((s) => Math.floor(s.km));
    for (let km = 1; km < profile.figures.distanceKm; km++) expect(wholeKms).toContain(km);
  });

  it('finds where each stop is met along the track', () => {
    const route = demo[0]!;
    const track = read(route);
    expect(nearestPoint(track.points, { lat: track.points[5]![1], lng: track.points[5]![0] })).toBe(5);
    const along = stopsAlong(track, route.stops);
    expect(along[0]).toBe(0);
    expect([...along].sort((a, b) => a - b)).toEqual(along);
  });
});
