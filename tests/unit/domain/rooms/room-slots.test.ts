import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { madridInstant } from '../../../../src/domain/appointments/slots.ts';
import { checkRoomStart, freeRoomBlocks, nextFreeBlocks, roomWindow } from '../../../../src/domain/rooms/room-slots.ts';
import { HolidaySchema } from '../../../../src/schemas/appointments.ts';
import { type Room, RoomSchema } from '../../../../src/schemas/rooms.ts';

/** A Madrid wall-clock time of a day as epoch ms. */
const at = (day: string, time: string) => madridInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!.ms;

/** Sala de actos: 1 h blocks 9:00–22:00 every day, closed on 2026-12-09 afternoon, booked 2 to 180 days ahead. */
const room: Room = v.parse(RoomSchema, {
  _id: '6650c9000000000000000001',
  slug: 'sala-actos',
  title: { es: 'Sala de actos de la Casa de Cultura' },
  capacity: 120,
  mailbox: 'reservas',
  blockMinutes: 60,
  hours: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '22:00' }],
  closures: [{ date: '2026-12-09', ranges: [{ start: '14:00', end: '22:00' }] }],
  window: { minDays: 2, maxDays: 180 },
  pricePerBlock: 20,
  cancellation: { freeUntilHours: 48, refund: true },
  confirmation: 'town-hall',
});
const holidays = [v.parse(HolidaySchema, { _id: 'navidad', date: '2026-12-25', title: { es: 'Navidad' }, scope: 'national' })];
const now = at('2026-11-27', '10:00');

describe('a room on the slot engine', () => {
  it('tiles its hours with blocks of its length, Madrid wall-clock time', () => {
    const blocks = freeRoomBlocks(room, holidays, { from: '2026-12-10', to: '2026-12-10', now }, []);
    expect(blocks.map((b) => b.start)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(blocks[9]).toMatchObject({ start: '18:00', end: '19:00', startsAt: '2026-12-10T18:00:00+01:00' });
  });

  it('accepts the start of an open, free block in the window', () => {
    const check = checkRoomStart(room, holidays, at('2026-12-10', '18:00'), now, []);
    expect(check).toMatchObject({ ok: true, block: { day: '2026-12-10', start: '18:00', end: '19:00' } });
  });

  it('refuses 03:00 as no block, offering the next free blocks of that day', () => {
    const check = checkRoomStart(room, holidays, at('2026-12-10', '03:00'), now, []);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason).toBe('slot');
    expect(check.next.map((b) => b.startsAt)).toEqual(['2026-12-10T09:00:00+01:00', '2026-12-10T10:00:00+01:00', '2026-12-10T11:00:00+01:00']);
  });

  it('refuses a time between two blocks, a closed afternoon and a holiday', () => {
    expect(checkRoomStart(room, holidays, at('2026-12-10', '18:30'), now, [])).toMatchObject({ ok: false, reason: 'slot' });
    expect(checkRoomStart(room, holidays, at('2026-12-09', '18:00'), now, [])).toMatchObject({ ok: false, reason: 'slot' });
    expect(checkRoomStart(room, holidays, at('2026-12-09', '13:00'), now, [])).toMatchObject({ ok: true });
    expect(freeRoomBlocks(room, holidays, { from: '2026-12-25', to: '2026-12-25', now }, [])).toEqual([]);
  });

  it('refuses a block already taken, and offers the ones after it', () => {
    const taken = [{ startMs: at('2026-12-10', '18:00'), endMs: at('2026-12-10', '19:00') }];
    const check = checkRoomStart(room, holidays, at('2026-12-10', '18:00'), now, taken);
    expect(check).toMatchObject({ ok: false, reason: 'taken' });
    if (!check.ok) expect(check.next.map((b) => b.start)).toEqual(['19:00', '20:00', '21:00']);
  });

  it('refuses outside the window: too soon or too far, offering the first free blocks of the window', () => {
    expect(roomWindow(room, now)).toEqual({ first: '2026-11-29', last: '2027-05-26' });
    const soon = checkRoomStart(room, holidays, at('2026-11-28', '10:00'), now, []);
    expect(soon).toMatchObject({ ok: false, reason: 'window' });
    if (!soon.ok) expect(soon.next[0]?.startsAt).toBe('2026-11-29T09:00:00+01:00');
    expect(checkRoomStart(room, holidays, at('2027-05-27', '10:00'), now, [])).toMatchObject({ ok: false, reason: 'window' });
    expect(checkRoomStart(room, holidays, Number.NaN, now, [])).toMatchObject({ ok: false, reason: 'slot' });
  });

  it('keeps local times across the changes of summer time, with the instants moving', () => {
    const octNow = at('2026-10-20', '10:00');
    const sat = freeRoomBlocks(room, holidays, { from: '2026-10-24', to: '2026-10-26', now: octNow }, []).filter((b) => b.start === '09:00');
    expect(sat.map((b) => b.startsAt)).toEqual(['2026-10-24T09:00:00+02:00', '2026-10-25T09:00:00+01:00', '2026-10-26T09:00:00+01:00']);
    const marNow = at('2026-03-24', '10:00');
    const spring = freeRoomBlocks(room, holidays, { from: '2026-03-28', to: '2026-03-30', now: marNow }, []).filter((b) => b.start === '21:00');
    expect(spring.map((b) => b.startsAt)).toEqual(['2026-03-28T21:00:00+01:00', '2026-03-29T21:00:00+02:00', '2026-03-30T21:00:00+02:00']);
    expect(spring.map((b) => b.endMs - b.startMs)).toEqual([3_600_000, 3_600_000, 3_600_000]);
  });

  it('a night room has no block at the hour skipped in March', () => {
    const night = { ...room, hours: [{ days: [7], start: '01:00', end: '04:00' }] };
    const blocks = freeRoomBlocks(night, [], { from: '2026-03-29', to: '2026-03-29', now: at('2026-03-20', '10:00') }, []);
    expect(blocks.map((b) => b.start)).toEqual(['01:00', '03:00']);
  });

  it('finds the next free blocks across days, none before the time asked', () => {
    const next = nextFreeBlocks(room, holidays, at('2026-12-10', '20:30'), now, [{ startMs: at('2026-12-11', '09:00'), endMs: at('2026-12-11', '10:00') }]);
    expect(next.map((b) => b.startsAt)).toEqual(['2026-12-10T21:00:00+01:00', '2026-12-11T10:00:00+01:00', '2026-12-11T11:00:00+01:00']);
  });
});

describe('the rooms schema', () => {
  it('accepts the demo rooms of both realms', () => {
    for (const realm of ['alcantir', 'vilamar']) {
      const docs = JSON.parse(readFileSync(`realms/${realm}/demo/salas.json`, 'utf8')) as unknown[];
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) expect(v.safeParse(RoomSchema, doc).issues).toBeUndefined();
    }
  });

  it('refuses hours that hold no block, a window upside down and an unknown confirmation', () => {
    const base = { ...room };
    expect(v.safeParse(RoomSchema, { ...base, hours: [{ days: [1], start: '09:00', end: '09:30' }] }).success).toBe(false);
    expect(v.safeParse(RoomSchema, { ...base, window: { minDays: 30, maxDays: 7 } }).success).toBe(false);
    expect(v.safeParse(RoomSchema, { ...base, confirmation: 'maybe' }).success).toBe(false);
    expect(v.safeParse(RoomSchema, { ...base, pricePerBlock: -1 }).success).toBe(false);
  });
});
