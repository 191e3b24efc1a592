/**
 * A room's bookable blocks (docs/rooms.md "Blocks"), computed by the appointments' slot engine
 * (src/domain/appointments/slots.ts): a room is read as one service at one office with one desk, whose duration is
 * the room's block, whose weekly plan is the room's hours and whose exceptions are its closures, closed on the
 * realm's holidays unless the room says otherwise (`closedOnHolidays`). So a room keeps the engine's rules: Madrid wall-clock hours on both sides of a change of summer
 * time, no block at an hour that does not exist, a tail too short for a block dropped. Pure: `now` and what is
 * taken are given.
 *
 * The form's start (`inicio`, an ISO instant) is a booking only when it is exactly the start of a block that is
 * open, inside the room's window and not taken: `checkRoomStart` says which of these fails, with the next free
 * blocks to offer instead.
 */
import type { AppointmentContent, Holiday } from '../../schemas/appointments.ts';
import type { Room } from '../../schemas/rooms.ts';
import { addDays, type DayKey, type FreeSlot, freeSlots, madridClock, type Occupied, slotsFor } from '../appointments/slots.ts';

/** The one "desk" of a room: a room takes one booking at a time. */
export const ROOM_DESK = 'sala';

export { ROOM_FIELD, START_FIELD } from './room-fields.ts';

/** How many free blocks a refusal offers instead. */
export const NEXT_OFFERED = 3;

/** A block taken: a booking that still holds the room, or a live hold. */
export interface TakenBlock {
  startMs: number;
  endMs: number;
}

/** The room as the slot engine's content: one service and one office of the same id, one desk. */
export function roomAsContent(room: Room, holidays: readonly Holiday[]): AppointmentContent {
  return {
    services: [
      {
        _id: room._id,
        title: room.title,
        documents: [],
        duration: room.blockMinutes,
        offices: [room._id],
        bookingWindow: { days: room.window.maxDays },
        isPublished: room.isPublished,
      },
    ],
    offices: [
      {
        _id: room._id,
        title: room.title,
        address: { street: '', city: '' },
        coordinates: { lat: 0, lng: 0 },
        telephone: '',
        openingHours: '',
        desks: [{ id: ROOM_DESK, title: room.title, services: [room._id] }],
        isPublished: room.isPublished,
      },
    ],
    plans: [{ _id: room._id, office: room._id, service: room._id, ranges: room.hours }],
    exceptions: room.closures.map((c, i) => ({
      _id: `${room._id}-${i}`,
      office: room._id,
      date: c.date,
      kind: 'closed' as const,
      ...(c.ranges ? { ranges: c.ranges } : {}),
      ...(c.reason ? { reason: c.reason } : {}),
    })),
    holidays: room.closedOnHolidays ? [...holidays] : [],
  };
}

/** The days a room can be booked for at `now`: from `minDays` to `maxDays` days after today (Madrid). */
export function roomWindow(room: Pick<Room, 'window'>, now: number): { first: DayKey; last: DayKey } {
  const { day: today } = madridClock(now);
  return { first: addDays(today, room.window.minDays), last: addDays(today, room.window.maxDays) };
}

const occupied = (room: Room, taken: readonly TakenBlock[]): Occupied[] =>
  taken.map((t) => ({ office: room._id, desk: ROOM_DESK, service: room._id, startMs: t.startMs, endMs: t.endMs }));

/** The free blocks of a room between two days (clipped to its window), in time order. */
export function freeRoomBlocks(
  room: Room,
  holidays: readonly Holiday[],
  query: { from: DayKey; to: DayKey; now: number },
  taken: readonly TakenBlock[],
): FreeSlot[] {
  const window = roomWindow(room, query.now);
  const [, from] = [query.from, window.first].sort() as [DayKey, DayKey];
  const [to] = [query.to, window.last].sort() as [DayKey, DayKey];
  if (from > to) return [];
  const slots = slotsFor(roomAsContent(room, holidays), { service: room._id, office: room._id, from, to, now: query.now });
  return freeSlots(slots, occupied(room, taken));
}

/** Up to `count` free blocks from the day of `fromMs` on (at most 31 days further), none before `fromMs`. */
export function nextFreeBlocks(
  room: Room,
  holidays: readonly Holiday[],
  fromMs: number,
  now: number,
  taken: readonly TakenBlock[],
  count = NEXT_OFFERED,
): FreeSlot[] {
  const window = roomWindow(room, now);
  const startDay = madridClock(Math.max(fromMs, now)).day;
  const [, from] = [startDay, window.first].sort() as [DayKey, DayKey];
  const found: FreeSlot[] = [];
  // A week at a time, so a refusal near the window's start costs a week of blocks, not six months.
  for (let day = from; day <= window.last && day <= addDays(from, 31) && found.length < count; day = addDays(day, 7)) {
    const week = freeRoomBlocks(room, holidays, { from: day, to: addDays(day, 6), now }, taken);
    found.push(...week.filter((s) => s.startMs >= fromMs));
  }
  return found.slice(0, count);
}

export type RoomStartCheck =
  | { ok: true; block: FreeSlot }
  /**
   * `window`: before the first or after the last bookable day; `slot`: not the start of an open block (closed, out
   * of hours, a holiday, between two blocks); `taken`: booked or held by someone else. `next`: free blocks instead.
   */
  | { ok: false; reason: 'window' | 'slot' | 'taken'; next: FreeSlot[] };

/** Whether a block starting at `startMs` can be booked now, and if not why, with the next free blocks. */
export function checkRoomStart(room: Room, holidays: readonly Holiday[], startMs: number, now: number, taken: readonly TakenBlock[]): RoomStartCheck {
  const refuse = (reason: 'window' | 'slot' | 'taken'): RoomStartCheck => ({
    ok: false,
    reason,
    next: nextFreeBlocks(room, holidays, reason === 'window' || !Number.isFinite(startMs) ? now : startMs, now, taken),
  });
  if (!Number.isFinite(startMs)) return refuse('slot');
  const { day } = madridClock(startMs);
  const window = roomWindow(room, now);
  if (day < window.first || day > window.last) return refuse('window');
  const content = roomAsContent(room, holidays);
  const block = slotsFor(content, { service: room._id, office: room._id, from: day, to: day, now }).find((s) => s.startMs === startMs);
  if (!block) return refuse('slot');
  const [free] = freeSlots([block], occupied(room, taken));
  return free ? { ok: true, block: free } : refuse('taken');
}
