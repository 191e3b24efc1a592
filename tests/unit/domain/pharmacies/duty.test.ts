import { describe, expect, it } from 'vitest';
import { coverage, dutyDayOf, dutyNow, dutyWindow, onDutyAt, rotaOfZone } from '../../../../src/domain/pharmacies/duty.ts';
import { duty } from './fixture.ts';

describe('the duty day', () => {
  it('starts at 9:00 in Madrid, not at midnight', () => {
    expect(dutyDayOf('2026-11-03T02:00:00+01:00')).toBe('2026-11-02');
    expect(dutyDayOf('2026-11-03T08:59:59+01:00')).toBe('2026-11-02');
    expect(dutyDayOf('2026-11-03T09:00:00+01:00')).toBe('2026-11-03');
    // 23:30 UTC is already 00:30 of the next calendar day in Madrid, still the same duty day.
    expect(dutyDayOf('2026-11-02T23:30:00Z')).toBe('2026-11-02');
  });

  it('gives each kind its window in local time', () => {
    expect(dutyWindow('2026-11-02', 'day')).toEqual({ start: '2026-11-02T09:00:00+01:00', end: '2026-11-02T22:00:00+01:00' });
    expect(dutyWindow('2026-11-02', 'night')).toEqual({ start: '2026-11-02T22:00:00+01:00', end: '2026-11-03T09:00:00+01:00' });
    expect(dutyWindow('2026-11-02', '24h')).toEqual({ start: '2026-11-02T09:00:00+01:00', end: '2026-11-03T09:00:00+01:00' });
  });

  it('keeps 9:00 across the nights the clocks change: 12 hours of night in October, 10 in March (11 otherwise)', () => {
    const october = dutyWindow('2026-10-24', 'night');
    expect(october).toEqual({ start: '2026-10-24T22:00:00+02:00', end: '2026-10-25T09:00:00+01:00' });
    expect((Date.parse(october.end) - Date.parse(october.start)) / 3_600_000).toBe(12);
    const march = dutyWindow('2027-03-27', 'night');
    expect(march).toEqual({ start: '2027-03-27T22:00:00+01:00', end: '2027-03-28T09:00:00+02:00' });
    expect((Date.parse(march.end) - Date.parse(march.start)) / 3_600_000).toBe(10);
    const fullDay = dutyWindow('2027-03-27', '24h');
    expect((Date.parse(fullDay.end) - Date.parse(fullDay.start)) / 3_600_000).toBe(23);
    expect(() => dutyWindow('2027-02-30', 'day')).toThrow(RangeError);
  });
});

describe('who is on duty', () => {
  const rota = [duty('lunes-dia', '2026-11-02', 'day'), duty('lunes-noche', '2026-11-02', 'night'), duty('martes', '2026-11-03', '24h')];

  it('at 02:00 on a Tuesday is Monday’s night pharmacy, until 9:00, then Tuesday’s', () => {
    const now = dutyNow(rota, '2026-11-03T02:00:00+01:00');
    expect(now.current.map((d) => d.pharmacy)).toEqual(['lunes-noche']);
    expect(now.until).toBe('2026-11-03T09:00:00+01:00');
    expect(now.next.map((d) => d.pharmacy)).toEqual(['martes']);
    expect(now.nextStart).toBe('2026-11-03T09:00:00+01:00');
  });

  it('hands over at the boundary instant: the end is exclusive', () => {
    expect(onDutyAt(rota, '2026-11-02T22:00:00+01:00').map((d) => d.pharmacy)).toEqual(['lunes-noche']);
    expect(onDutyAt(rota, '2026-11-02T21:59:59+01:00').map((d) => d.pharmacy)).toEqual(['lunes-dia']);
  });

  it('names nobody in a gap, and the next one', () => {
    const now = dutyNow(rota, '2026-11-02T08:00:00+01:00');
    expect(now.current).toEqual([]);
    expect(now.until).toBeUndefined();
    expect(now.next.map((d) => d.pharmacy)).toEqual(['lunes-dia']);
    expect(dutyNow(rota, '2026-11-05T12:00:00+01:00')).toEqual({ current: [], until: undefined, next: [], nextStart: undefined });
  });

  it('finds the night pharmacy in the repeated hour of 25 October 2026 and in the skipped hour of 28 March 2027', () => {
    const autumn = [duty('sabado', '2026-10-24', 'night'), duty('domingo', '2026-10-25', 'day')];
    // 02:30 happens twice on 25 October: first in summer time, then in winter time.
    expect(onDutyAt(autumn, '2026-10-25T02:30:00+02:00').map((d) => d.pharmacy)).toEqual(['sabado']);
    expect(onDutyAt(autumn, '2026-10-25T02:30:00+01:00').map((d) => d.pharmacy)).toEqual(['sabado']);
    expect(dutyNow(autumn, '2026-10-25T08:00:00+01:00').until).toBe('2026-10-25T09:00:00+01:00');
    const spring = [duty('sabado', '2027-03-27', 'night'), duty('domingo', '2027-03-28', '24h')];
    // 01:59 winter time is followed by 03:00 summer time.
    expect(onDutyAt(spring, '2027-03-28T01:59:00+01:00').map((d) => d.pharmacy)).toEqual(['sabado']);
    expect(onDutyAt(spring, '2027-03-28T03:00:00+02:00').map((d) => d.pharmacy)).toEqual(['sabado']);
    expect(dutyNow(spring, '2027-03-28T03:00:00+02:00').until).toBe('2027-03-28T09:00:00+02:00');
    expect(coverage(spring, '2027-03-27T22:00:00+01:00', '2027-03-29T09:00:00+02:00')).toEqual({ gaps: [], overlaps: [] });
  });

  it('reads one zone’s entries', () => {
    const zones = new Map([
      ['lunes-dia', 'a'],
      ['lunes-noche', 'b'],
    ]);
    expect(rotaOfZone(rota, zones, 'a').map((d) => d.pharmacy)).toEqual(['lunes-dia']);
  });
});

describe('a rota’s coverage', () => {
  it('is whole when each duty starts where the last ended', () => {
    const rota = [duty('a', '2026-11-02', 'day'), duty('b', '2026-11-02', 'night'), duty('c', '2026-11-03', '24h')];
    expect(coverage(rota, '2026-11-02T09:00:00+01:00', '2026-11-04T09:00:00+01:00')).toEqual({ gaps: [], overlaps: [] });
  });

  it('reports the hours with nobody on duty, in local time, joined', () => {
    const rota = [duty('a', '2026-11-02', 'day'), duty('c', '2026-11-04', 'day')];
    expect(coverage(rota, '2026-11-02T09:00:00+01:00', '2026-11-04T22:00:00+01:00').gaps).toEqual([
      { start: '2026-11-02T22:00:00+01:00', end: '2026-11-04T09:00:00+01:00' },
    ]);
    expect(coverage([], '2026-11-02T09:00:00+01:00', '2026-11-02T10:00:00+01:00').gaps).toHaveLength(1);
  });

  it('reports the hours covered twice, and by whom', () => {
    const rota = [duty('a', '2026-11-02', '24h'), duty('b', '2026-11-02', 'night'), duty('c', '2026-11-03', 'day')];
    const { gaps, overlaps } = coverage(rota, '2026-11-02T09:00:00+01:00', '2026-11-03T22:00:00+01:00');
    expect(gaps).toEqual([]);
    expect(overlaps).toHaveLength(1);
    expect(overlaps[0]).toMatchObject({ start: '2026-11-02T22:00:00+01:00', end: '2026-11-03T09:00:00+01:00' });
    expect(overlaps[0]?.duties.map((d) => d.pharmacy)).toEqual(['a', 'b']);
  });
});
