import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingWindow,
  firstFreeSlot,
  freeDays,
  freeSlots,
  madridInstant,
  type Occupied,
  pickDesk,
  slotsFor,
  weekday,
} from '../../../../src/domain/appointments/slots.ts';
import { type AppointmentContent, AppointmentContentSchema } from '../../../../src/schemas/appointments.ts';

/** A clock fixed at a Madrid wall-clock time of a day ("2026-03-02", "10:00"), as epoch ms. */
const at = (day: string, time: string) => madridInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!.ms;

/**
 * Two offices. The OAC has three desks: two for the padrón (one of them also registers documents) and one for
 * the register only. Urbanismo has one desk for its consultations.
 */
function content(overrides: Partial<v.InferInput<typeof AppointmentContentSchema>> = {}): AppointmentContent {
  return v.parse(AppointmentContentSchema, {
    services: [
      { _id: 'padron', title: { es: 'Padrón' }, duration: 15, offices: ['oac', 'norte'], bookingWindow: { days: 30 } },
      { _id: 'registro', title: { es: 'Registro' }, duration: 10, offices: ['oac'], bookingWindow: { days: 10, opensAt: '09:00' } },
      { _id: 'urbanismo', title: { es: 'Urbanismo' }, duration: 30, offices: ['urb'], bookingWindow: { days: 60 } },
    ],
    offices: [
      {
        _id: 'oac',
        title: 'OAC',
        address: { street: 'Plaça Major, 1', city: 'Alcantir' },
        coordinates: { lat: 38.98, lng: -0.52 },
        telephone: '962 000 100',
        openingHours: 'L–V 9–14',
        desks: [
          { id: 'p1', title: 'Puesto 1', services: ['padron', 'registro'] },
          { id: 'p2', title: 'Puesto 2', services: ['padron'] },
          { id: 'p3', title: 'Puesto 3', services: ['registro'] },
        ],
      },
      {
        _id: 'norte',
        title: 'Norte',
        address: { street: 'Carrer Nord, 2', city: 'Alcantir' },
        coordinates: { lat: 38.99, lng: -0.52 },
        telephone: '962 000 200',
        openingHours: 'L–V 9–14',
        desks: [{ id: 'n1', title: 'Puesto 1', services: ['padron'] }],
      },
      {
        _id: 'urb',
        title: 'Urbanismo',
        address: { street: 'Carrer Major, 5', city: 'Alcantir' },
        coordinates: { lat: 38.98, lng: -0.52 },
        telephone: '962 000 300',
        openingHours: 'Ma y J 9–13',
        desks: [{ id: 'u1', title: 'Técnico', services: ['urbanismo'] }],
      },
    ],
    plans: [
      {
        _id: 'plan-padron-oac',
        office: 'oac',
        service: 'padron',
        ranges: [
          { days: [1, 2, 3, 4, 5], start: '09:00', end: '14:00' },
          { days: [4], start: '16:00', end: '19:00', desks: 1 },
        ],
      },
      { _id: 'plan-padron-norte', office: 'norte', service: 'padron', ranges: [{ days: [2, 4], start: '10:00', end: '12:00' }] },
      { _id: 'plan-registro-oac', office: 'oac', service: 'registro', ranges: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '14:00' }] },
      { _id: 'plan-urb', office: 'urb', service: 'urbanismo', ranges: [{ days: [2, 4], start: '09:00', end: '13:00' }] },
    ],
    exceptions: [],
    holidays: [],
    ...overrides,
  });
}

const MONDAY = '2026-03-02';
const SUNDAY_BEFORE = at('2026-03-01', '12:00');

describe('the booking window', () => {
  it('runs from tomorrow to the given number of days after today', () => {
    expect(bookingWindow({ bookingWindow: { days: 30 } }, at('2026-03-01', '12:00'))).toEqual({ first: '2026-03-02', last: '2026-03-31' });
    // Just before midnight, today is still the 1st; just after, it is the 2nd.
    expect(bookingWindow({ bookingWindow: { days: 1 } }, at('2026-03-01', '23:59'))).toEqual({ first: '2026-03-02', last: '2026-03-02' });
    expect(bookingWindow({ bookingWindow: { days: 1 } }, at('2026-03-02', '00:00'))).toEqual({ first: '2026-03-03', last: '2026-03-03' });
  });

  it('opens its last day at the set hour of each day, in Madrid time', () => {
    const service = { bookingWindow: { days: 10, opensAt: '09:00' } };
    expect(bookingWindow(service, at('2026-03-02', '08:59'))).toEqual({ first: '2026-03-03', last: '2026-03-11' });
    expect(bookingWindow(service, at('2026-03-02', '09:00'))).toEqual({ first: '2026-03-03', last: '2026-03-12' });
    // In summer too: 9:00 in Madrid is 07:00 UTC then.
    expect(bookingWindow(service, Date.parse('2026-07-01T06:59:00Z'))?.last).toBe('2026-07-10');
    expect(bookingWindow(service, Date.parse('2026-07-01T07:00:00Z'))?.last).toBe('2026-07-11');
  });

  it('is closed altogether before the hour when it reaches one day only', () => {
    expect(bookingWindow({ bookingWindow: { days: 1, opensAt: '09:00' } }, at('2026-03-02', '08:00'))).toBeUndefined();
  });

  it('keeps slots to the window, never today', () => {
    const slots = slotsFor(content(), { service: 'registro', office: 'oac', from: '2026-02-01', to: '2026-12-31', now: at(MONDAY, '08:00') });
    const days = [...new Set(slots.map((s) => s.day))];
    // Tuesday 3 to Wednesday 11 (the 12th opens at 9:00), weekdays only.
    expect(days).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11']);
  });
});

describe('slots from the weekly plans', () => {
  it('tile each range with the service’s duration, with the desks serving it as capacity', () => {
    const slots = slotsFor(content(), { service: 'padron', office: 'oac', from: MONDAY, to: MONDAY, now: SUNDAY_BEFORE });
    expect(slots).toHaveLength(20); // 9:00–14:00 in 15 minutes
    expect(slots[0]).toMatchObject({
      office: 'oac',
      service: 'padron',
      day: MONDAY,
      start: '09:00',
      end: '09:15',
      startsAt: '2026-03-02T09:00:00+01:00',
      endsAt: '2026-03-02T09:15:00+01:00',
      startMs: Date.parse('2026-03-02T08:00:00Z'),
      endMs: Date.parse('2026-03-02T08:15:00Z'),
      capacity: 2,
      // The desk that serves the padrón alone first: the shared one stays free for the register longer.
      desks: ['p2', 'p1'],
    });
    expect(slots.at(-1)).toMatchObject({ start: '13:45', end: '14:00' });
  });

  it('add the afternoon of Thursday with its own limit of places', () => {
    const thursday = slotsFor(content(), { service: 'padron', office: 'oac', from: '2026-03-05', to: '2026-03-05', now: SUNDAY_BEFORE });
    expect(thursday).toHaveLength(32);
    const afternoon = thursday.filter((s) => s.start >= '16:00');
    expect(afternoon.map((s) => s.start).slice(0, 3)).toEqual(['16:00', '16:15', '16:30']);
    expect(afternoon.every((s) => s.capacity === 1 && s.desks.length === 2)).toBe(true);
  });

  it('drop the tail of a range too short for a whole slot', () => {
    const slots = slotsFor(content({ plans: [{ _id: 'p', office: 'urb', service: 'urbanismo', ranges: [{ days: [2], start: '09:00', end: '10:45' }] }] }), {
      service: 'urbanismo',
      office: 'urb',
      from: '2026-03-03',
      to: '2026-03-03',
      now: SUNDAY_BEFORE,
    });
    expect(slots.map((s) => s.start)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('follow the plan that started last among those valid on the day (summer hours)', () => {
    const summer = {
      _id: 'verano',
      office: 'urb',
      service: 'urbanismo',
      validFrom: '2026-07-01',
      validUntil: '2026-08-31',
      ranges: [{ days: [2], start: '10:00', end: '11:00' }],
    };
    const c = content({ plans: [...content().plans, summer] });
    const query = (day: string) => slotsFor(c, { service: 'urbanismo', office: 'urb', from: day, to: day, now: at('2026-06-25', '12:00') });
    expect(query('2026-06-30').map((s) => s.start)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(query('2026-07-07').map((s) => s.start)).toEqual(['10:00', '10:30']);
    // Thursday has no summer range: the summer plan is the one in force, so Thursday is closed in July.
    expect(query('2026-07-09')).toEqual([]);
    expect(slotsFor(c, { service: 'urbanismo', office: 'urb', from: '2026-09-01', to: '2026-09-01', now: at('2026-08-20', '12:00') })).toHaveLength(8);
  });

  it('give nothing for a service the office does not provide, an unpublished one, or an unknown one', () => {
    const now = SUNDAY_BEFORE;
    expect(slotsFor(content(), { service: 'urbanismo', office: 'oac', from: MONDAY, to: MONDAY, now })).toEqual([]);
    expect(slotsFor(content(), { service: 'nada', office: 'oac', from: MONDAY, to: MONDAY, now })).toEqual([]);
    const hidden = content();
    hidden.services[0]!.isPublished = false;
    expect(slotsFor(hidden, { service: 'padron', office: 'oac', from: MONDAY, to: MONDAY, now })).toEqual([]);
  });
});

describe('holidays and exceptions', () => {
  const day = (c: AppointmentContent, d: string, service = 'padron', office = 'oac') => slotsFor(c, { service, office, from: d, to: d, now: SUNDAY_BEFORE });

  it('close the offices on a holiday', () => {
    const c = content({ holidays: [{ _id: 'h', date: '2026-03-19', title: { es: 'San José' }, scope: 'regional' }] });
    expect(day(c, '2026-03-19')).toEqual([]);
    expect(day(c, '2026-03-18')).toHaveLength(20);
  });

  it('close an office for a day, or some hours, for every service or one', () => {
    const c = content({
      exceptions: [
        { _id: 'e1', office: 'oac', date: '2026-03-03', kind: 'closed', reason: { es: 'Inventario' } },
        { _id: 'e2', office: 'oac', date: '2026-03-04', kind: 'closed', ranges: [{ start: '12:00', end: '14:00' }] },
        { _id: 'e3', office: 'oac', date: '2026-03-06', kind: 'closed', service: 'registro' },
      ],
    });
    expect(day(c, '2026-03-03')).toEqual([]);
    expect(day(c, '2026-03-03', 'registro')).toEqual([]);
    expect(day(c, '2026-03-04').at(-1)?.start).toBe('11:45');
    expect(day(c, '2026-03-06')).toHaveLength(20);
    expect(day(c, '2026-03-06', 'registro')).toEqual([]);
  });

  it('take a closed desk out of the capacity of the services it serves', () => {
    const c = content({
      exceptions: [
        { _id: 'e1', office: 'oac', date: '2026-03-03', kind: 'closed', desk: 'p2' },
        { _id: 'e2', office: 'oac', date: '2026-03-04', kind: 'closed', desk: 'p1', ranges: [{ start: '09:00', end: '10:00' }] },
      ],
    });
    expect(day(c, '2026-03-03').every((s) => s.capacity === 1 && s.desks.join() === 'p1')).toBe(true);
    const wednesday = day(c, '2026-03-04');
    expect(wednesday.filter((s) => s.capacity === 1).map((s) => s.start)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(wednesday.find((s) => s.start === '10:00')?.capacity).toBe(2);
    // The register loses p1 those hours and keeps p3.
    expect(day(c, '2026-03-04', 'registro')[0]?.desks).toEqual(['p3']);
  });

  it('add extra hours, even on a holiday, for one desk or the desks serving the service', () => {
    const c = content({
      holidays: [{ _id: 'h', date: '2026-03-19', title: { es: 'San José' }, scope: 'regional' }],
      exceptions: [
        { _id: 'x1', office: 'oac', date: '2026-03-07', kind: 'extra', service: 'padron', ranges: [{ start: '10:00', end: '11:00' }] },
        { _id: 'x2', office: 'oac', date: '2026-03-19', kind: 'extra', desk: 'p2', ranges: [{ start: '09:00', end: '09:30' }] },
        { _id: 'x3', office: 'oac', date: '2026-03-10', kind: 'extra', service: 'padron', ranges: [{ start: '13:30', end: '15:00' }], desks: 1 },
        { _id: 'x4', office: 'oac', date: '2026-03-11', kind: 'extra', desk: 'p3', service: 'padron', ranges: [{ start: '15:00', end: '16:00' }] },
      ],
    });
    // A Saturday morning opening.
    expect(day(c, '2026-03-07').map((s) => `${s.start}×${s.capacity}`)).toEqual(['10:00×2', '10:15×2', '10:30×2', '10:45×2']);
    expect(day(c, '2026-03-19').map((s) => `${s.start} ${s.desks.join()}`)).toEqual(['09:00 p2', '09:15 p2']);
    // Extra hours over the plan's keep the plan's two desks where they meet, and then run on with one.
    const tuesday = day(c, '2026-03-10');
    expect(tuesday.filter((s) => s.start === '13:30')).toHaveLength(1);
    expect(tuesday.find((s) => s.start === '13:45')?.capacity).toBe(2);
    expect(tuesday.filter((s) => s.start >= '14:00').map((s) => `${s.start}×${s.capacity}`)).toEqual(['14:00×1', '14:15×1', '14:30×1', '14:45×1']);
    // A desk that does not serve the service opens nothing for it.
    expect(day(c, '2026-03-11').filter((s) => s.start >= '15:00')).toEqual([]);
  });

  it('apply an office’s exception to that office only', () => {
    const c = content({ exceptions: [{ _id: 'e', office: 'norte', date: '2026-03-03', kind: 'closed' }] });
    expect(day(c, '2026-03-03', 'padron', 'norte')).toEqual([]);
    expect(day(c, '2026-03-03')).toHaveLength(20);
  });
});

describe('summer time', () => {
  /** Open every day, so that the Sundays of the change have slots too. */
  const everyDay = () =>
    content({ plans: [{ _id: 'p', office: 'urb', service: 'urbanismo', ranges: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '19:00' }] }] });
  const week = (from: string, to: string, now: number) => slotsFor(everyDay(), { service: 'urbanismo', office: 'urb', from, to, now });

  it('keeps 9:00 at 9:00 in Madrid through the last Sunday of March, the instant moving an hour', () => {
    const slots = week('2026-03-27', '2026-03-31', at('2026-03-20', '12:00'));
    const first = (d: string) => slots.find((s) => s.day === d)!;
    expect(first('2026-03-27')).toMatchObject({ start: '09:00', startsAt: '2026-03-27T09:00:00+01:00', startMs: Date.parse('2026-03-27T08:00:00Z') });
    expect(first('2026-03-28')).toMatchObject({ start: '09:00', startMs: Date.parse('2026-03-28T08:00:00Z') });
    expect(first('2026-03-29')).toMatchObject({ start: '09:00', startsAt: '2026-03-29T09:00:00+02:00', startMs: Date.parse('2026-03-29T07:00:00Z') });
    expect(first('2026-03-30')).toMatchObject({ start: '09:00', startMs: Date.parse('2026-03-30T07:00:00Z') });
    // Every day has the same 20 half-hours, the day of the change included, each 30 real minutes long.
    for (const d of ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']) {
      const ofDay = slots.filter((s) => s.day === d);
      expect(ofDay.map((s) => s.start)).toEqual(slots.filter((s) => s.day === '2026-03-27').map((s) => s.start));
      expect(ofDay.every((s) => s.endMs - s.startMs === 30 * 60_000)).toBe(true);
    }
  });

  it('keeps 9:00 at 9:00 through the last Sunday of October', () => {
    const slots = week('2026-10-23', '2026-10-27', at('2026-10-20', '12:00'));
    const first = (d: string) => slots.find((s) => s.day === d)!;
    expect(first('2026-10-24')).toMatchObject({ start: '09:00', startsAt: '2026-10-24T09:00:00+02:00', startMs: Date.parse('2026-10-24T07:00:00Z') });
    expect(first('2026-10-25')).toMatchObject({ start: '09:00', startsAt: '2026-10-25T09:00:00+01:00', startMs: Date.parse('2026-10-25T08:00:00Z') });
    expect(first('2026-10-26')).toMatchObject({ start: '09:00', startMs: Date.parse('2026-10-26T08:00:00Z') });
    expect(slots.filter((s) => s.day === '2026-10-25').at(-1)).toMatchObject({ end: '19:00', endsAt: '2026-10-25T19:00:00+01:00' });
    expect(new Set(['2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'].map((d) => slots.filter((s) => s.day === d).length))).toEqual(
      new Set([20]),
    );
  });

  it('skips a time that does not exist and takes the first of one that happens twice', () => {
    expect(madridInstant('2026-03-29', 2 * 60 + 30)).toBeUndefined();
    expect(madridInstant('2026-03-29', 3 * 60)).toEqual({ ms: Date.parse('2026-03-29T01:00:00Z'), offset: 120 });
    expect(madridInstant('2026-10-25', 2 * 60 + 30)).toEqual({ ms: Date.parse('2026-10-25T00:30:00Z'), offset: 120 });
    const night = content({
      plans: [{ _id: 'p', office: 'urb', service: 'urbanismo', ranges: [{ days: [7], start: '01:30', end: '04:00' }] }],
    });
    const slots = slotsFor(night, { service: 'urbanismo', office: 'urb', from: '2026-03-29', to: '2026-03-29', now: at('2026-03-20', '12:00') });
    // 01:30 lasts its 30 minutes into summer time; 02:00 and 02:30 do not exist that night.
    expect(slots.map((s) => `${s.start}–${s.end}`)).toEqual(['01:30–03:00', '03:00–03:30', '03:30–04:00']);
    expect(slots[0]).toMatchObject({ startsAt: '2026-03-29T01:30:00+01:00', endsAt: '2026-03-29T03:00:00+02:00' });
  });

  it('counts weekdays and days the same on either side of a change', () => {
    expect(weekday('2026-03-29')).toBe(7);
    expect(weekday('2026-03-30')).toBe(1);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });
});

describe('free places', () => {
  const c = content();
  const slots = slotsFor(c, { service: 'padron', office: 'oac', from: MONDAY, to: MONDAY, now: SUNDAY_BEFORE });
  const nine = slots[0]!;
  const booking = (desk: string, service: string, start: string, minutes: number, office = 'oac'): Occupied => {
    const startMs = at(MONDAY, start);
    return { office, desk, service, startMs, endMs: startMs + minutes * 60_000 };
  };

  it('subtracts a booking from the slot it takes and its desk', () => {
    const free = freeSlots(slots, [booking('p2', 'padron', '09:00', 15)]);
    expect(free[0]).toMatchObject({ start: '09:00', free: 1, freeDesks: ['p1'] });
    expect(free[1]).toMatchObject({ start: '09:15', free: 2 });
  });

  it('drops a full slot', () => {
    const free = freeSlots(slots, [booking('p2', 'padron', '09:00', 15), booking('p1', 'padron', '09:00', 15)]);
    expect(free[0]?.start).toBe('09:15');
    expect(free).toHaveLength(19);
  });

  it('counts a desk busy with another service as taken, for as long as that appointment lasts', () => {
    // A 10-minute register appointment at 9:10 on the shared desk overlaps the padrón's 9:00 and 9:15 slots.
    const free = freeSlots(slots, [booking('p1', 'registro', '09:10', 10)]);
    expect(free.slice(0, 3).map((s) => `${s.start} ${s.free} ${s.freeDesks.join()}`)).toEqual(['09:00 1 p2', '09:15 1 p2', '09:30 2 p2,p1']);
  });

  it('ignores what is taken at another office or ends before the slot', () => {
    const free = freeSlots(slots, [booking('p2', 'padron', '08:30', 30), booking('n1', 'padron', '09:00', 15, 'norte')]);
    expect(free[0]).toMatchObject({ start: '09:00', free: 2 });
  });

  it('keeps to the plan’s limit of places even with desks free', () => {
    const thursday = slotsFor(c, { service: 'padron', office: 'oac', from: '2026-03-05', to: '2026-03-05', now: SUNDAY_BEFORE });
    const four = thursday.find((s) => s.start === '16:00')!;
    const taken = [{ office: 'oac', desk: 'p2', service: 'padron', startMs: four.startMs, endMs: four.endMs }];
    expect(freeSlots([four], taken)).toEqual([]);
    expect(pickDesk(four, taken)).toBeUndefined();
  });

  it('picks the most specialised free desk for a new appointment', () => {
    expect(pickDesk(nine, [])).toBe('p2');
    expect(pickDesk(nine, [booking('p2', 'padron', '09:00', 15)])).toBe('p1');
    expect(pickDesk(nine, [booking('p2', 'padron', '09:00', 15), booking('p1', 'registro', '09:05', 10)])).toBeUndefined();
  });

  it('sums the free places of each day with slots, a full day at zero and a closed one absent', () => {
    const query = { service: 'urbanismo', office: 'urb', from: '2026-03-02', to: '2026-03-06', now: SUNDAY_BEFORE };
    const tuesday = slotsFor(c, { ...query, to: '2026-03-03' });
    const taken = tuesday.map((s) => ({ office: 'urb', desk: 'u1', service: 'urbanismo', startMs: s.startMs, endMs: s.endMs }));
    expect(freeDays(c, query, taken.slice(1))).toEqual([
      { day: '2026-03-03', slots: 8, free: 1 },
      { day: '2026-03-05', slots: 8, free: 8 },
    ]);
    expect(freeDays(c, query, taken)[0]).toEqual({ day: '2026-03-03', slots: 8, free: 0 });
  });
});

describe('the first free slot across offices', () => {
  const c = content();

  it('is the earliest of any office, the service’s first office on a tie', () => {
    // Monday: only the OAC opens (9:00). Norte opens Tuesdays at 10:00.
    expect(firstFreeSlot(c, { service: 'padron', now: SUNDAY_BEFORE }, [])).toMatchObject({ office: 'oac', day: MONDAY, start: '09:00', free: 2 });
    expect(firstFreeSlot(c, { service: 'padron', now: SUNDAY_BEFORE, offices: ['norte'] }, [])).toMatchObject({
      office: 'norte',
      day: '2026-03-03',
      start: '10:00',
    });
  });

  it('skips full slots and closed days, and moves to another office when it is sooner', () => {
    const monday = slotsFor(c, { service: 'padron', office: 'oac', from: MONDAY, to: '2026-03-03', now: SUNDAY_BEFORE });
    // The OAC is full on Monday and on Tuesday until 10:15; Norte opens at 10:00 on Tuesday.
    const taken = monday
      .filter((s) => s.day === MONDAY || s.start < '10:15')
      .flatMap((s) => s.desks.map((desk) => ({ office: 'oac', desk, service: 'padron', startMs: s.startMs, endMs: s.endMs })));
    expect(firstFreeSlot(c, { service: 'padron', now: SUNDAY_BEFORE }, taken)).toMatchObject({ office: 'norte', day: '2026-03-03', start: '10:00' });
  });

  it('is undefined when nothing in the window is free, or the service is unknown', () => {
    const closed = content({ exceptions: [], holidays: [], plans: [] });
    expect(firstFreeSlot(closed, { service: 'padron', now: SUNDAY_BEFORE }, [])).toBeUndefined();
    expect(firstFreeSlot(c, { service: 'nada', now: SUNDAY_BEFORE }, [])).toBeUndefined();
  });
});

describe('speed', () => {
  it('answers a month of slots and free places for an office of twenty desks quickly', () => {
    const desks = Array.from({ length: 20 }, (_, i) => ({ id: `d${i}`, title: `Puesto ${i + 1}`, services: i % 2 ? ['padron'] : ['padron', 'registro'] }));
    const big = content({
      offices: [{ ...content().offices[0]!, desks }, ...content().offices.slice(1)],
      exceptions: Array.from({ length: 30 }, (_, i) => ({
        _id: `x${i}`,
        office: 'oac',
        date: addDays(MONDAY, i),
        kind: 'closed' as const,
        desk: `d${i % 20}`,
      })),
    });
    const query = { service: 'padron', office: 'oac', from: MONDAY, to: addDays(MONDAY, 29), now: SUNDAY_BEFORE };
    const slots = slotsFor(big, query);
    // Half of every slot's desks booked, spread over the month.
    const taken = slots.flatMap((s, i) =>
      s.desks.slice(0, 10).map((desk) => ({ office: 'oac', desk, service: i % 3 ? 'padron' : 'registro', startMs: s.startMs, endMs: s.endMs })),
    );
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      freeSlots(slotsFor(big, query), taken);
      freeDays(big, query, taken);
    }
    const each = (performance.now() - started) / 20;
    expect(slots.length).toBeGreaterThan(400);
    expect(taken.length).toBeGreaterThan(4000);
    // Generous for a shared machine; measured at a few milliseconds.
    expect(each).toBeLessThan(250);
  });
});

describe('Madrid instants', () => {
  it('agree with the zone’s own clock on every minute boundary of the days of both changes and around them', () => {
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const local = (ms: number) => {
      const p = Object.fromEntries(wall.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    };
    for (const day of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26', '2027-03-28', '2027-10-31']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const found = madridInstant(day, minutes);
        const text = `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (found) expect(local(found.ms), text).toBe(text);
        else expect(['2026-03-29', '2027-03-28'].includes(day) && minutes >= 120 && minutes < 180, text).toBe(true);
      }
    }
  });
});
