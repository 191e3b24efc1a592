import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { holidaysOf, RegularHours } from '../../../../src/domain/pharmacies/regular-hours.ts';
import { openingHoursProblem, PharmacySchema } from '../../../../src/schemas/pharmacies.ts';
import { pharmacy, ZONE } from './fixture.ts';

const HOURS = 'Mo-Fr 09:30-14:00,17:00-20:30; Sa 09:30-14:00; PH off';
const day = (d: string) => [`${d}T00:00:00+01:00`, `${d}T23:59:59+01:00`] as const;
const hoursOf = (value: string, holidays: string[] = []) => new RegularHours(value, new Set(holidays));
const hours = (span: { start: string; end: string }) => (Date.parse(span.end) - Date.parse(span.start)) / 3_600_000;

describe('regular hours as stretches of Madrid time', () => {
  it('reads a weekday’s ranges', () => {
    expect(hoursOf(HOURS).intervals(...day('2026-11-02'))).toEqual([
      { start: '2026-11-02T09:30:00+01:00', end: '2026-11-02T14:00:00+01:00' },
      { start: '2026-11-02T17:00:00+01:00', end: '2026-11-02T20:30:00+01:00' },
    ]);
    expect(hoursOf(HOURS).intervals(...day('2026-11-01'))).toEqual([]);
  });

  it('closes on the zone’s holidays and on the town’s own, not on another town’s', () => {
    const alcantir = pharmacy('a', HOURS);
    const benicalf = pharmacy('b', HOURS, 'Benicalf');
    expect(holidaysOf(alcantir, [ZONE])).toEqual(new Set(['2026-12-08']));
    expect(holidaysOf(benicalf, [ZONE])).toEqual(new Set(['2026-12-08', '2026-12-09']));
    const inAlcantir = new RegularHours(HOURS, holidaysOf(alcantir, [ZONE]));
    const inBenicalf = new RegularHours(HOURS, holidaysOf(benicalf, [ZONE]));
    expect(inAlcantir.intervals(...day('2026-12-08'))).toEqual([]);
    expect(inBenicalf.intervals(...day('2026-12-08'))).toEqual([]);
    expect(inAlcantir.intervals(...day('2026-12-09'))).toHaveLength(2);
    expect(inBenicalf.intervals(...day('2026-12-09'))).toEqual([]);
  });

  it('opens on holidays where the hours say so, and only on holidays', () => {
    const value = 'Mo-Fr 09:00-14:00; Sa,PH 10:00-13:00';
    expect(hoursOf(value, ['2026-12-08']).intervals(...day('2026-12-08'))).toEqual([{ start: '2026-12-08T10:00:00+01:00', end: '2026-12-08T13:00:00+01:00' }]);
    expect(hoursOf(value, ['2026-12-08']).intervals(...day('2026-12-15'))).toEqual([{ start: '2026-12-15T09:00:00+01:00', end: '2026-12-15T14:00:00+01:00' }]);
    expect(hoursOf(value).intervals(...day('2026-12-08'))).toEqual([{ start: '2026-12-08T09:00:00+01:00', end: '2026-12-08T14:00:00+01:00' }]);
  });

  it('keeps a range past midnight whole, and closes a holiday from 00:00 to 24:00 as the syntax says', () => {
    const value = 'Mo-Fr 21:00-02:00; PH off';
    const range = ['2026-12-07T12:00:00+01:00', '2026-12-09T12:00:00+01:00'] as const;
    // "PH off" covers the whole of Tuesday the 8th: Monday's night stops at midnight, and the part of Tuesday's
    // range that falls on Wednesday stays (the package reads a national holiday the same way).
    expect(hoursOf(value, ['2026-12-08']).intervals(...range)).toEqual([
      { start: '2026-12-07T21:00:00+01:00', end: '2026-12-08T00:00:00+01:00' },
      { start: '2026-12-09T00:00:00+01:00', end: '2026-12-09T02:00:00+01:00' },
    ]);
    // Written so, the holiday closes its evening only.
    expect(hoursOf('Mo-Fr 21:00-02:00; PH 21:00-02:00 off', ['2026-12-08']).intervals(...range)).toEqual([
      { start: '2026-12-07T21:00:00+01:00', end: '2026-12-08T02:00:00+01:00' },
    ]);
    expect(hoursOf(value).intervals(...range)).toEqual([
      { start: '2026-12-07T21:00:00+01:00', end: '2026-12-08T02:00:00+01:00' },
      { start: '2026-12-08T21:00:00+01:00', end: '2026-12-09T02:00:00+01:00' },
    ]);
  });

  it('counts real hours across the changes of the clocks', () => {
    const night = 'Sa-Su 01:00-04:00';
    const [autumn] = hoursOf(night).intervals('2026-10-25T00:00:00+02:00', '2026-10-25T12:00:00+01:00');
    expect(autumn).toEqual({ start: '2026-10-25T01:00:00+02:00', end: '2026-10-25T04:00:00+01:00' });
    expect(hours(autumn!)).toBe(4);
    const [spring] = hoursOf(night).intervals('2027-03-28T00:00:00+01:00', '2027-03-28T12:00:00+02:00');
    expect(spring).toEqual({ start: '2027-03-28T01:00:00+01:00', end: '2027-03-28T04:00:00+02:00' });
    expect(hours(spring!)).toBe(2);
    const [whole] = hoursOf('24/7').intervals('2027-03-28T00:00:00+01:00', '2027-03-29T00:00:00+02:00');
    expect(hours(whole!)).toBe(23);
  });

  it('answers alike whatever the runtime’s own time zone', () => {
    const before = process.env.TZ;
    const read = () => [
      hoursOf(HOURS, ['2026-12-08']).intervals('2026-12-07T00:00:00+01:00', '2026-12-10T00:00:00+01:00'),
      hoursOf('Sa-Su 01:00-04:00').intervals('2026-10-25T00:00:00+02:00', '2026-10-25T12:00:00+01:00'),
    ];
    try {
      process.env.TZ = 'UTC';
      const utc = read();
      for (const zone of ['Europe/Madrid', 'Asia/Kolkata', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(read(), zone).toEqual(utc);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('tells whether it is open at an instant', () => {
    expect(hoursOf(HOURS).isOpenAt('2026-11-02T10:00:00+01:00')).toBe(true);
    expect(hoursOf(HOURS).isOpenAt('2026-11-02T15:00:00+01:00')).toBe(false);
    expect(hoursOf(HOURS).isOpenAt('2026-11-02T14:00:00+01:00')).toBe(false);
  });
});

describe('a value of opening_hours the schema accepts', () => {
  it('is what the parser reads without error or correction', () => {
    expect(openingHoursProblem(HOURS)).toBeUndefined();
    expect(openingHoursProblem('24/7')).toBeUndefined();
    expect(openingHoursProblem('Mo-Fr 09:00-21:00 "cita previa los días PH"')).toBeUndefined();
    expect(openingHoursProblem('Mo-Fr 09:00-14:00 ; Xx')).toMatch(/Unexpected token/);
    expect(openingHoursProblem('Lunes 9-14')).toBeDefined();
    expect(openingHoursProblem('Mo-Fr 9-14')).toMatch(/minutes/);
    // Advice on style is no reason to refuse: this one would rather have "," before "PH".
    expect(openingHoursProblem('Mo-Fr 21:00-02:00; PH off')).toBeUndefined();
    expect(openingHoursProblem('Mo-Fr 09:00-14:00; SH off')).toMatch(/school holidays/);
    expect(openingHoursProblem('Mo-Fr 09:00-14:00; PH -1 day off')).toMatch(/day offset/);
  });

  it('makes a pharmacy with hours the parser refuses invalid, with the value and the reason', () => {
    const result = v.safeParse(PharmacySchema, { ...pharmacy('a', HOURS), openingHours: 'Lu-Vi 9:00-14:00' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('valid opening_hours (the parser says: Please use the English abbreviation "Mo" for "lu".)');
    expect(result.issues?.[0]?.input).toBe('Lu-Vi 9:00-14:00');
  });
});
