import { describe, expect, it } from 'vitest';
import { fold, geocode, offset, placeStreets } from '../../../server/core/streets.ts';
import { localServer } from './support/local-server.ts';

const centre = { lat: 38.9866, lng: -0.5213 };
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111_320, (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180));

describe('placing the streets of the directory', () => {
  const streets = [
    { _id: '1', tipovia: 'Calle', nombrevia: 'Mestre Serrano', nucleo: 'Alcantir', cpostal: '46890' },
    { _id: '2', tipovia: 'Plaza', nombrevia: 'Ajuntament', nucleo: 'Alcantir', cpostal: '46890' },
    { _id: '3', tipovia: 'Calle', nombrevia: 'Abadia', nucleo: 'Alcantir', cpostal: '46890' },
    { _id: '4', tipovia: 'Plaza', nombrevia: 'Sant Bernat', nucleo: 'La Llosa', cpostal: '46890' },
  ];
  const associations = [
    { _id: 'a', address: { street: 'Calle Mestre Serrano, 4' }, coordinates: { lat: 38.9922, lng: -0.5195 } },
    { _id: 'b', address: { street: 'Calle Mestre Serrano, 20' }, coordinates: { lat: 38.9924, lng: -0.5197 } },
  ];

  it('puts a street where its associations are, and the rest around the centre, the same on every run', () => {
    const placed = placeStreets(streets, centre, associations);
    expect(placed[0]!.coordinates).toEqual({ lat: 38.9923, lng: -0.5196 });
    for (const street of placed.slice(1, 3)) expect(metres(street.coordinates as never, centre)).toBeLessThan(1000);
    expect(metres(placed[3]!.coordinates as never, centre)).toBeGreaterThan(1500);
    expect(placeStreets(streets, centre, associations)).toEqual(placed);
    expect(placed[1]!.coordinates).not.toEqual(placed[2]!.coordinates);
  });

  it('moves a point by a distance and direction', () => {
    expect(metres(offset(centre, 500, 0.25), centre)).toBeCloseTo(500, -1);
  });

  it('finds a street however the citizen writes it, best match first, number along the street', () => {
    const placed = placeStreets(streets, centre, associations);
    expect(fold('Plaça de l’Ajuntament')).toBe('placa de l ajuntament');
    const [best] = geocode(placed, 'C/ Mestre Serrano, 4');
    expect(best!.formatted_address).toBe('Calle Mestre Serrano, 4, 46890 Alcantir');
    expect(metres(best!.geometry.location, placed[0]!.coordinates as never)).toBeCloseTo(12, 0);
    expect(geocode(placed, 'abadía')[0]!.formatted_address).toBe('Calle Abadia, 46890 Alcantir');
    expect(geocode(placed, 'Calle Inexistente')).toEqual([]);
  });
});

describe('the geocode call', () => {
  const { app } = localServer();

  it('answers results with geometry.location from the seeded directory', async () => {
    const answer = await (await app.request('/api/alcantir/geocode?address=Plaza%20Ajuntament')).json();
    expect(answer.status).toBe('OK');
    const { lat, lng } = answer.results[0].geometry.location;
    expect(metres({ lat, lng }, centre)).toBeLessThan(3000);
    expect(answer.results[0].formatted_address).toBe('Plaza Ajuntament, 46890 Alcantir');
    expect(await (await app.request('/api/alcantir/geocode?address=zzzz')).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
    expect((await app.request('/api/alcantir/geocode')).status).toBe(400);
  });

  it('serves the street positions through the content API too, for the street picker', async () => {
    const { items } = await (await app.request('/api/alcantir/collections/callejero?limit=200')).json();
    expect(items.length).toBeGreaterThan(100);
    expect(items.every((s: { coordinates?: unknown }) => s.coordinates)).toBe(true);
  });
});
