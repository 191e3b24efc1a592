import { describe, expect, it } from 'vitest';
import { dutyNow } from '../../../../src/domain/pharmacies/duty.ts';
import {
  coveredUntil,
  dayOfInstant,
  directionsHref,
  distanceMetres,
  dutiesAhead,
  dutiesOfDay,
  dutyDayBounds,
  monthRota,
  nextDay,
  runsShort,
  telHref,
} from '../../../../src/domain/pharmacies/duty-board.ts';
import { duty } from './fixture.ts';

/** Thursday 26 November 2026: A by day, B by night; Friday C by day, D by night; Saturday E for 24 hours. */
const ROTA = [
  duty('A', '2026-11-26', 'day'),
  duty('B', '2026-11-26', 'night'),
  duty('C', '2026-11-27', 'day'),
  duty('D', '2026-11-27', 'night'),
  duty('E', '2026-11-28', '24h'),
];
const onDuty = (at: string) => dutyNow(ROTA, at).current.map((d) => d.pharmacy);

describe('the duty of the moment, at fixed clocks', () => {
  it('is the day pharmacy at 10:00, the night one at 23:30 and still at 02:00 of the next calendar day', () => {
    expect(onDuty('2026-11-26T10:00:00+01:00')).toEqual(['A']);
    expect(onDuty('2026-11-26T23:30:00+01:00')).toEqual(['B']);
    expect(onDuty('2026-11-27T02:00:00+01:00')).toEqual(['B']);
    expect(dutyNow(ROTA, '2026-11-27T02:00:00+01:00')).toMatchObject({ until: '2026-11-27T09:00:00+01:00', nextStart: '2026-11-27T09:00:00+01:00' });
    expect(onDuty('2026-11-28T02:00:00+01:00')).toEqual(['D']);
    expect(onDuty('2026-11-29T02:00:00+01:00')).toEqual(['E']);
  });
});

describe('a duty day', () => {
  it('runs from 9:00 to 9:00 of the next day and holds the duties that start in it', () => {
    expect(dutyDayBounds('2026-11-26')).toEqual({ start: Date.parse('2026-11-26T09:00:00+01:00'), end: Date.parse('2026-11-27T09:00:00+01:00') });
    expect(dutiesOfDay(ROTA, '2026-11-26').map((d) => d.pharmacy)).toEqual(['A', 'B']);
    expect(dutiesOfDay(ROTA, '2026-11-28').map((d) => d.pharmacy)).toEqual(['E']);
    expect(dutiesOfDay(ROTA, '2026-11-30')).toEqual([]);
    expect(nextDay('2026-10-24')).toBe('2026-10-25');
  });
});

describe('how far the rota reaches', () => {
  it('follows duties without a break, and stops at a gap', () => {
    expect(coveredUntil(ROTA, '2026-11-26T10:00:00+01:00')).toBe('2026-11-29T09:00:00+01:00');
    const gap = ROTA.filter((d) => d.pharmacy !== 'C');
    expect(coveredUntil(gap, '2026-11-26T10:00:00+01:00')).toBe('2026-11-27T09:00:00+01:00');
    expect(coveredUntil(gap, '2026-11-27T10:00:00+01:00')).toBe('2026-11-27T10:00:00+01:00');
  });
  it('keeps the duties not over yet and starting within the days asked', () => {
    expect(dutiesAhead(ROTA, '2026-11-26T23:30:00+01:00', 1).map((d) => d.pharmacy)).toEqual(['B', 'C', 'D']);
  });
  it('runs short with less than two days left', () => {
    expect(runsShort('2026-11-29T09:00:00+01:00', '2026-11-26T10:00:00+01:00')).toBe(false);
    expect(runsShort('2026-11-29T09:00:00+01:00', '2026-11-27T10:00:00+01:00')).toBe(true);
    expect(runsShort('2026-11-29T09:00:00+01:00', '2026-11-30T10:00:00+01:00')).toBe(true);
  });
});

describe('words and links', () => {
  it('tells today and tomorrow by Madrid’s calendar, whatever the offset', () => {
    expect(dayOfInstant('2026-11-26T22:00:00+01:00', '2026-11-26T10:00:00+01:00')).toBe('today');
    expect(dayOfInstant('2026-11-27T09:00:00+01:00', '2026-11-26T23:30:00+01:00')).toBe('tomorrow');
    // 23:30 UTC on the 26th is 00:30 on the 27th in Madrid.
    expect(dayOfInstant('2026-11-27T09:00:00+01:00', '2026-11-26T23:30:00Z')).toBe('today');
    expect(dayOfInstant('2026-11-29T09:00:00+01:00', '2026-11-26T10:00:00+01:00')).toBe('other');
  });
  it('calls in international form and gives https directions with the coordinates', () => {
    expect(telHref('962 27 14 05')).toBe('tel:+34962271405');
    expect(telHref('+34 962 27 14 05')).toBe('tel:+34962271405');
    const href = directionsHref({ lat: 38.9871, lng: -0.5229 });
    expect(new URL(href).protocol).toBe('https:');
    expect(new URL(href).searchParams.get('route')).toBe(';38.98710,-0.52290');
  });
});

describe('the distance to a pharmacy', () => {
  it('is measured on the sphere, in metres', () => {
    const puigSoler = { lat: 38.9871, lng: -0.5229 };
    expect(distanceMetres(puigSoler, puigSoler)).toBe(0);
    // Two pharmacies of Alcantir, about 430 m apart; Benicalf, about 3.2 km to the north.
    expect(distanceMetres(puigSoler, { lat: 38.9849, lng: -0.5187 })).toBeCloseTo(434, -1);
    expect(distanceMetres(puigSoler, { lat: 39.0142, lng: -0.5356 }) / 1000).toBeCloseTo(3.2, 1);
  });
});

describe('a month of the rota', () => {
  it('has a row per day of the month, each with its day and night duties or its 24-hour one', () => {
    const rows = monthRota(ROTA, '2026-11');
    expect(rows).toHaveLength(30);
    expect(rows[0]!.day).toBe('2026-11-01');
    const byDay = (day: string) => rows.find((r) => r.day === day)!;
    expect(byDay('2026-11-26')).toMatchObject({ dayDuty: [{ pharmacy: 'A' }], night: [{ pharmacy: 'B' }] });
    expect(byDay('2026-11-28')).toMatchObject({ day24: [{ pharmacy: 'E' }], dayDuty: [], night: [] });
    expect(byDay('2026-11-29')).toEqual({ day: '2026-11-29', dayDuty: [], night: [] });
    expect(monthRota([], '2027-02')).toHaveLength(28);
    expect(() => monthRota(ROTA, '2026-13')).toThrow(RangeError);
  });
});
