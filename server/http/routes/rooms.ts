/**
 * The rooms API (docs/rooms.md "Calls"): a room mailbox's rooms and the free blocks of one, computed by the slot
 * engine (src/domain/rooms/room-slots.ts) from the realm's content and what is booked or held, for the form to
 * offer blocks instead of a free date and time. Public, like the appointments' slots: it names no one.
 */
import { type Context, Hono } from 'hono';
import { addDays, type DayKey, type FreeSlot, madridInstant } from '../../../src/domain/appointments/slots.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { freeRoomBlocks, roomWindow } from '../../../src/domain/rooms/room-slots.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { pick } from '../../../src/i18n/pick.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import type { Room } from '../../../src/schemas/rooms.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { realmHolidays, roomsOfMailbox } from '../../store/room-content.ts';
import type { RoomBookings } from '../../store/room-bookings.ts';
import { callerLanguage } from '../errors.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** The longest stretch of days one call answers. */
export const MAX_ROOM_DAYS = 62;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface RoomRouteOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  bookings: RoomBookings;
  now?: (() => number) | undefined;
}

const block = (b: FreeSlot) => ({ day: b.day, start: b.start, end: b.end, startsAt: b.startsAt, endsAt: b.endsAt });

export function roomRoutes({ store, realms, bookings, now = Date.now }: RoomRouteOptions) {
  const api = new Hono();

  const realmOf = (c: Context): RealmConfig => {
    const realm = realmById(realms(), c.req.param('realm') ?? '');
    if (!realm) throw new ApiError('noRealm', { headers: NO_STORE });
    return realm;
  };

  /** A room as the form shows it, in the caller's language, with its window now. */
  const roomView = (room: Room, lang: string, at: number) => ({
    slug: room.slug,
    title: pick(room.title, lang),
    ...(room.place ? { place: pick(room.place, lang) } : {}),
    capacity: room.capacity,
    blockMinutes: room.blockMinutes,
    pricePerBlock: room.pricePerBlock,
    confirmation: room.confirmation,
    cancellation: room.cancellation,
    window: roomWindow(room, at),
  });

  api.get('/:realm/requests/:mailbox/rooms', (c) => {
    const realm = realmOf(c);
    const lang = callerLanguage(c, realm);
    const at = now();
    const rooms = roomsOfMailbox(store, realm.id, c.req.param('mailbox'));
    return c.json({ items: rooms.map((r) => roomView(r, lang, at)) }, 200, NO_STORE);
  });

  api.get('/:realm/requests/:mailbox/rooms/:room/blocks', (c) => {
    const realm = realmOf(c);
    const at = now();
    const room = roomsOfMailbox(store, realm.id, c.req.param('mailbox')).find((r) => r.slug === c.req.param('room'));
    if (!room) throw new ApiError('roomNotFound', { headers: NO_STORE });
    const window = roomWindow(room, at);
    const from = (c.req.query('from') ?? window.first) as DayKey;
    const to = (c.req.query('to') ?? addDays(from, 13)) as DayKey;
    if (!DAY_RE.test(from) || !DAY_RE.test(to) || to < from || to > addDays(from, MAX_ROOM_DAYS - 1))
      throw new ApiError('appointmentRange', { headers: NO_STORE });
    const fromMs = madridInstant(from, 0)?.ms ?? at;
    const toMs = (madridInstant(addDays(to, 1), 0)?.ms ?? at) + 3_600_000;
    const free = freeRoomBlocks(room, realmHolidays(store, realm.id), { from, to, now: at }, bookings.taken(realm.id, room._id, fromMs, toMs));
    return c.json({ room: roomView(room, callerLanguage(c, realm), at), items: free.map(block) }, 200, NO_STORE);
  });

  return api;
}
