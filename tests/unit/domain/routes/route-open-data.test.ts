/**
 * Routes as open data (src/domain/routes/route-open-data.ts): GeoJSON that an independent checker accepts, the GPX
 * read back by an independent XML parser with the same points, and the CSV's figures the track's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '@placemarkio/check-geojson';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { routeFigures } from '../../../../src/domain/routes/profile.ts';
import { ROUTE_COLUMNS, type RouteRecord, routeGpx, routesCsv, routesGeoJson } from '../../../../src/domain/routes/route-open-data.ts';
import { readGpx, type Route, type Track } from '../../../../src/schemas/routes.ts';

const demo = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../realms/alcantir/demo/rutas.json'), 'utf8')) as Route[];
const records: RouteRecord[] = demo.map((route) => ({
  route,
  track: readGpx(route.gpx) as Track,
  title: (route.title as Record<string, string>).es!,
  description: 'Un paseo; con "comillas" & <marcas>',
  stopNames: route.stops.map((s) => (s.name as Record<string, string>).es!),
  url: `https://asociaciones.alcantir.es/rutas/${route.slug}`,
}));

describe('routes as open data', () => {
  it('GeoJSON: a LineString with elevations per route and a Point per stop, valid for an independent checker', () => {
    const geo = check(JSON.stringify(routesGeoJson(records))) as FeatureCollection;
    const lines = geo.features.filter((f) => f.geometry.type === 'LineString');
    expect(lines.map((f) => f.properties?.id)).toEqual(demo.map((r) => r.slug));
    for (const [i, line] of lines.entries()) {
      const coordinates = (line.geometry as { coordinates: number[][] }).coordinates;
      expect(coordinates).toHaveLength(records[i]!.track.points.length);
      expect(coordinates.every((c) => c.length === 3)).toBe(true);
      expect(line.properties?.distancia_km).toBe(routeFigures(records[i]!.track).distanceKm);
    }
    const stops = geo.features.filter((f) => f.geometry.type === 'Point');
    expect(stops).toHaveLength(demo.reduce((n, r) => n + r.stops.length, 0));
    expect(stops[0]!.properties).toMatchObject({ tipo: 'parada', ruta: demo[0]!.slug, orden: 1, url: `${records[0]!.url}/parada/1` });
  });

  it('GPX: the same points read back by fast-xml-parser, the stops as waypoints, the texts escaped', () => {
    const record = records[1]!;
    const text = routeGpx(record, "Ajuntament d'Alcantir");
    const gpx = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(text).gpx;
    expect(gpx.version).toBe('1.1');
    expect(gpx.metadata.desc).toBe(record.description);
    const points = [gpx.trk.trkseg.trkpt].flat() as Array<{ lat: string; lon: string; ele: number }>;
    expect(points.map((p) => [Number(p.lon), Number(p.lat), p.ele])).toEqual(
      record.track.points.map(([lng, lat, ele]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6, Math.round(ele * 10) / 10]),
    );
    expect([gpx.wpt].flat().map((w: { name: string }) => w.name)).toEqual(record.stopNames.map((n, i) => `${i + 1}. ${n}`));
    // Our own reader reads it too, with the same figures.
    expect(routeFigures(readGpx(text) as Track).distanceKm).toBe(routeFigures(record.track).distanceKm);
  });

  it('CSV, read back by papaparse: the columns in order and a row per route with the track’s figures', () => {
    const text = routesCsv(records);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(text.slice(1).trim(), { delimiter: ';', newline: '\r\n' });
    expect(data[0]).toEqual([...ROUTE_COLUMNS]);
    expect(data).toHaveLength(records.length + 1);
    const first = data[1]!;
    expect(first[0]).toBe(demo[0]!.slug);
    // The description with ";" and quotes comes back whole.
    expect(first[ROUTE_COLUMNS.indexOf('descripcion')]).toBe(records[0]!.description);
    expect(Number(first[ROUTE_COLUMNS.indexOf('desnivel_positivo_m')])).toBe(routeFigures(records[0]!.track).ascentM);
    expect(first[ROUTE_COLUMNS.indexOf('modo')]).toBe('a pie');
  });
});
