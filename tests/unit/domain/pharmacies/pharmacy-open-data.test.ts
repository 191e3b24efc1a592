import { check } from '@placemarkio/check-geojson';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dutyRotaIcs, PHARMACY_COLUMNS, pharmaciesCsv, pharmaciesGeoJson } from '../../../../src/domain/pharmacies/pharmacy-open-data.ts';
import { duty, pharmacy } from './fixture.ts';

const A = { ...pharmacy('A', 'Mo-Fr 09:30-14:00; PH off'), name: 'Farmacia Puig Soler', postalCode: '46890' };
const B = { ...pharmacy('B', 'Mo-Sa 09:00-21:00', 'Benicalf'), name: 'Farmacia "Central"; Benicalf', coordinates: { lat: 39.0142, lng: -0.5356 } };
// The night the clocks go back (25 October 2026): 11 hours from 22:00 to 9:00.
const ROTA = [duty('A', '2026-10-24', 'night'), duty('B', '2026-10-25', '24h'), duty('gone', '2026-10-26', 'day')];

describe('the pharmacies as open data', () => {
  it('are valid GeoJSON (an independent checker), points longitude first, sorted by name', () => {
    const text = JSON.stringify(pharmaciesGeoJson([B, A]));
    const parsed = check(text);
    if (parsed.type !== 'FeatureCollection') throw new Error(`a FeatureCollection, not ${parsed.type}`);
    expect(parsed.features.map((f) => f.properties?.nombre)).toEqual(['Farmacia "Central"; Benicalf', 'Farmacia Puig Soler']);
    expect(parsed.features[0]!.geometry).toEqual({ type: 'Point', coordinates: [-0.5356, 39.0142] });
    expect(parsed.features[1]!.properties).toMatchObject({ codigo_postal: '46890', telefono: '962 00 00 00', horario: 'Mo-Fr 09:30-14:00; PH off' });
  });
  it('are a CSV with a header and one quoted-where-needed row each', () => {
    const text = pharmaciesCsv([A, B]);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(PHARMACY_COLUMNS.join(';'));
    expect(lines[1]).toBe('B;"Farmacia ""Central""; Benicalf";Benicalf;Carrer Major, 1;;962 00 00 00;Mo-Sa 09:00-21:00;39.0142;-0.5356');
    expect(lines[2]).toBe('A;Farmacia Puig Soler;Alcantir;Carrer Major, 1;46890;962 00 00 00;"Mo-Fr 09:30-14:00; PH off";38.98;-0.52');
    expect(lines.at(-1)).toBe('');
  });
});

describe('the duty rota as iCalendar', () => {
  const text = dutyRotaIcs(
    ROTA,
    [A, B],
    { name: 'Farmacias de guardia de Alcantir', summary: 'De guardia: {name}', url: 'https://alcantir.example/farmacias' },
    'alcantir.example',
  );
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

  it('has one event per duty of a known pharmacy, in Madrid time, across the change of the clocks', () => {
    expect(events.map((e) => e.summary)).toEqual(['De guardia: Farmacia Puig Soler', 'De guardia: Farmacia "Central"; Benicalf']);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20261024T220000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(events[1]!.location).toBe('Farmacia "Central"; Benicalf, Carrer Major, 1, Benicalf');
    expect(events[0]!.uid).toBe('A-2026-10-24-night@alcantir.example');
  });
  it('ends every line with CRLF and gives the same bytes for the same rota', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(dutyRotaIcs(ROTA, [A, B], { name: 'x', summary: '{name}', url: 'https://a.example/' }, 'a')).toBe(
      dutyRotaIcs(ROTA, [A, B], { name: 'x', summary: '{name}', url: 'https://a.example/' }, 'a'),
    );
  });
});
