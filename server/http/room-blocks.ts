/**
 * A room mailbox's request as a block of a room (docs/rooms.md "The form"): which room and start it asks for, and
 * the refusal that says why that block cannot be booked and which blocks are free instead. The checkout
 * (`routes/checkout.ts`) holds the block before any payment exists; pay and send (`pay-and-send.ts`) turns the hold
 * into the request's booking.
 */
import { TIME_ZONE } from '../../src/domain/content/calendar.ts';
import type { FreeSlot } from '../../src/domain/appointments/slots.ts';
import { ApiError } from '../../src/domain/http/api-errors.ts';
import { ROOM_FIELD, type RoomStartCheck, START_FIELD } from '../../src/domain/rooms/room-slots.ts';
import { dateFormat } from '../../src/i18n/dates.ts';
import { locale, t } from '../../src/i18n/index.ts';
import type { Language } from '../../src/schemas/languages.ts';
import type { Holiday } from '../../src/schemas/appointments.ts';
import type { Room } from '../../src/schemas/rooms.ts';
import { allFields, type Mailbox } from '../../src/schemas/mailbox.ts';
import { DateTime } from 'luxon';
import { pick } from '../../src/i18n/pick.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { RoomBooking } from '../store/room-bookings.ts';
import { realmHolidays, roomsOfMailbox } from '../store/room-content.ts';

export interface RoomRequest {
  room: Room;
  holidays: Holiday[];
  /** The block's start asked for, epoch ms (NaN when the form's value is not an instant). */
  startMs: number;
}

/** A value of the stored request: a form field is kept in its place or, beyond the fixed fields, in `extra`. */
function fieldValue(doc: Record<string, unknown>, name: string): unknown {
  const extra = doc.extra as Record<string, unknown> | undefined;
  return doc[name] ?? extra?.[name];
}

/**
 * The room and start a request of `mailbox` asks for; undefined when the mailbox books no room (no published room
 * names it, or its form has no `sala` field). A room that is not one of the mailbox's published rooms is refused
 * (`roomUnknown`).
 */
export function roomRequestOf(store: DocumentStore, realm: string, mailbox: Mailbox, doc: Record<string, unknown>): RoomRequest | undefined {
  if (!allFields(mailbox).some((f) => f.name === ROOM_FIELD)) return undefined;
  const rooms = roomsOfMailbox(store, realm, mailbox._id);
  if (rooms.length === 0) return undefined;
  const room = rooms.find((r) => r.slug === fieldValue(doc, ROOM_FIELD));
  if (!room) throw new ApiError('roomUnknown', { problems: [{ field: ROOM_FIELD, key: 'api.error.roomUnknown' }] });
  const start = fieldValue(doc, START_FIELD);
  return { room, holidays: realmHolidays(store, realm), startMs: typeof start === 'string' ? Date.parse(start) : Number.NaN };
}

/** A free block as the refusal lists it: `startsAt` for a client, and the block in the caller's words. */
export function offered(block: FreeSlot) {
  return { day: block.day, start: block.start, end: block.end, startsAt: block.startsAt };
}

/** "jueves, 10 de diciembre, 18:00–19:00; …", or that none is free. */
function nextInWords(next: readonly FreeSlot[], lang: Language): string {
  if (next.length === 0) return t(lang, 'rooms.noneFree');
  const day = dateFormat(locale(lang), { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE });
  return next.map((b) => `${day.format(b.startMs)}, ${b.start}–${b.end}`).join('; ');
}

/** The refusal of a block that cannot be booked: why, in words, with the next free blocks in words and as data. */
export function roomRefusal(room: Room, check: Extract<RoomStartCheck, { ok: false }>, lang: Language): ApiError {
  const refusal = check.reason === 'taken' ? 'roomTaken' : check.reason === 'window' ? 'roomWindow' : 'roomSlot';
  const params = { next: nextInWords(check.next, lang), min: room.window.minDays, max: room.window.maxDays };
  return new ApiError(refusal, {
    problems: [{ field: START_FIELD, key: `api.error.${refusal}`, params }],
    extra: { next: check.next.map(offered) },
    headers: { 'Cache-Control': 'no-store' },
  });
}

/**
 * A request's room booking as its citizen reads it: the room, the block, its state (`requested`: waiting for the
 * town hall's confirmation; `confirmed`; `cancelled`), whether it can still be cancelled under the room's terms and
 * until when, whether that cancellation refunds, and the refund made, if any.
 */
export function citizenRoomView(booking: RoomBooking, room: Room, lang: string, now: number) {
  const cancelUntil = booking.startMs - room.cancellation.freeUntilHours * 3_600_000;
  const iso = (ms: number) => DateTime.fromMillis(ms, { zone: TIME_ZONE }).toISO({ suppressMilliseconds: true })!;
  return {
    slug: room.slug,
    title: pick(room.title, lang),
    startsAt: iso(booking.startMs),
    endsAt: iso(booking.endMs),
    status: booking.status,
    confirmation: room.confirmation,
    cancelUntil: iso(cancelUntil),
    canCancel: (booking.status === 'requested' || booking.status === 'confirmed') && now <= cancelUntil,
    refundOnCancel: room.cancellation.refund,
    ...(booking.refund ? { refund: { outcome: booking.refund.outcome, amount: booking.refund.cents / 100 } } : {}),
  };
}
