/**
 * The desk's calls of room bookings (docs/rooms.md "The desk"): the bookings of the coming weeks with their state
 * history, and a clerk's confirmation or cancellation, with the refund of a paid booking through its gateway's
 * adapter (`refund`, server/payment-gateways/gateway.ts). Every call starts at `staffAccess` (401 without a session
 * in the realm, another realm's staff included; 403 for a citizen); a member changes only the bookings of a
 * mailbox they handle, as the queue narrows requests.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { addDays, madridClock, madridInstant } from '../../../src/domain/appointments/slots.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { DaySchema } from '../../../src/schemas/appointments.ts';
import type { GatewayRegistry } from '../../payment-gateways/gateway.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { SqlitePayments } from '../../store/payments.ts';
import type { Requests } from '../../store/requests.ts';
import { roomById } from '../../store/room-content.ts';
import type { RoomBooking, RoomBookings } from '../../store/room-bookings.ts';
import { readJson } from '../guards/body.ts';
import { TIME_ZONE } from '../../../src/domain/content/calendar.ts';
import { dateFormat } from '../../../src/i18n/dates.ts';
import { locale, t } from '../../../src/i18n/index.ts';
import { pick } from '../../../src/i18n/pick.ts';
import { type Language, UI_LANGUAGES } from '../../../src/schemas/languages.ts';
import type { Room } from '../../../src/schemas/rooms.ts';
import type { RequestActions } from '../../store/request-actions.ts';
import type { StaffAccess } from '../guards/staff-access.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

const StatusBodySchema = v.object({ status: v.picklist(['confirmed', 'cancelled']), refund: v.optional(v.boolean(), false) });

const hhmm = (ms: number) => {
  const { minutes } = madridClock(ms);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * Who cancelled a booking: a clerk's change names the member (`by`); the citizen's, by the request's link or
 * session, names nobody (docs/rooms.md "The desk"). Null while it stands.
 */
export const cancelledBy = (booking: Pick<RoomBooking, 'status' | 'history'>): 'citizen' | 'staff' | null => {
  if (booking.status !== 'cancelled') return null;
  const last = booking.history.findLast((entry) => entry.status === 'cancelled');
  return last?.by ? 'staff' : 'citizen';
};

export interface DeskRoomOptions {
  store: DocumentStore;
  access: StaffAccess;
  bookings: RoomBookings;
  requests: Requests;
  ledger: SqlitePayments;
  gateways: GatewayRegistry;
  /** A clerk's change is told to the citizen as a message on the request: on its page and by e-mail (the outbox). */
  actions: RequestActions;
  now?: (() => number) | undefined;
}

export function deskRoomRoutes({ store, access, bookings, requests, ledger, gateways, actions, now = Date.now }: DeskRoomOptions) {
  const api = new Hono();

  /** The payment that paid for a booking: its hold's, or the one its request spent. */
  const paymentOf = (realm: string, booking: RoomBooking) => {
    const id = booking.paymentId ?? (booking.requestId ? requests.byId(realm, booking.requestId)?.payment : undefined);
    return typeof id === 'string' ? ledger.get(realm, id) : undefined;
  };

  const item = (realm: string, booking: RoomBooking) => {
    const room = roomById(store, realm, booking.room);
    const payment = paymentOf(realm, booking);
    return {
      id: booking.id,
      room: room?.slug ?? booking.room,
      day: madridClock(booking.startMs).day,
      start: hhmm(booking.startMs),
      end: hhmm(booking.endMs),
      status: booking.status,
      reference: booking.requestId ? (requests.byId(realm, booking.requestId)?.reference ?? null) : null,
      paid: payment?.status === 'pay' ? payment.cents / 100 : 0,
      history: booking.history,
      refund: booking.refund,
      cancelledBy: cancelledBy(booking),
    };
  };

  /**
   * The citizen is told of a clerk's change as a message of the town hall on the request, in the request's
   * language: shown on its page and sent by e-mail through the outbox, as every staff message is. The change stands
   * if the message cannot be written (a request closed meanwhile); the failure is logged by id.
   */
  const tell = (realm: string, booking: RoomBooking, room: Room | undefined, staffId: string) => {
    const request = booking.requestId ? requests.byId(realm, booking.requestId) : undefined;
    if (!request || !room) return;
    const lang = (UI_LANGUAGES as readonly string[]).includes(request.language) ? (request.language as Language) : 'es';
    const when = dateFormat(locale(lang), { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }).format(booking.startMs);
    const money = new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' });
    const params = { room: pick(room.title, lang), when, amount: booking.refund ? money.format(booking.refund.cents / 100) : '' };
    const key =
      booking.status === 'confirmed'
        ? 'rooms.notice.confirmed'
        : booking.refund?.outcome === 'refunded'
          ? 'rooms.notice.cancelledRefunded'
          : booking.refund
            ? 'rooms.notice.cancelledRefundPending'
            : 'rooms.notice.cancelled';
    try {
      actions.apply(realm, request.reference, { actor: { kind: 'staff', id: staffId }, change: { action: 'message', message: t(lang, key, params) } });
    } catch (error) {
      console.error(`[desk-rooms] booking ${booking.id}: the citizen's message failed: ${(error as Error).name}`);
    }
  };

  api.get('/:realm/desk/rooms/bookings', (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const from = c.req.query('from') ?? madridClock(now()).day;
    const to = c.req.query('to') ?? addDays(from, 61);
    if (!v.is(DaySchema, from) || !v.is(DaySchema, to) || to < from || to > addDays(from, 365)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const fromMs = madridInstant(from, 0)?.ms ?? Date.parse(`${from}T00:00:00Z`);
    const toMs = madridInstant(addDays(to, 1), 0)?.ms ?? Date.parse(`${to}T00:00:00Z`);
    const mine = bookings.between(realm, fromMs, toMs).filter((b) => {
      const room = roomById(store, realm, b.room);
      return room !== undefined && member.handles(room.mailbox);
    });
    return c.json({ items: mine.map((b) => item(realm, b)) }, 200, NO_STORE);
  });

  api.post('/:realm/desk/rooms/bookings/:id/status', async (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const body = v.safeParse(StatusBodySchema, await readJson(c));
    if (!body.success) throw new ApiError('appointmentBody', { headers: NO_STORE });
    const found = bookings.get(realm, c.req.param('id'));
    const room = found && roomById(store, realm, found.room);
    if (!found || found.status === 'held') throw new ApiError('roomBookingNotFound', { headers: NO_STORE });
    // A booking whose room is gone from the content is no one's to handle but staff of every mailbox.
    if (room ? !member.handles(room.mailbox) : member.user.staffMailboxes !== null) throw new ApiError('notYourMailbox', { headers: NO_STORE });
    const at = now();
    const result = bookings.setStatus(realm, found.id, body.output.status, at, member.user._id, (booking) => {
      if (body.output.status !== 'cancelled' || !body.output.refund) return null;
      const payment = paymentOf(realm, booking);
      if (payment?.status !== 'pay') return null;
      const gateway = gateways.for(realm, payment.gateway);
      const answer = gateway ? gateway.refund(payment, payment.cents) : ({ outcome: 'unsupported' } as const);
      return { ...answer, cents: payment.cents, at };
    });
    if (!result) throw new ApiError('roomBookingNotFound', { headers: NO_STORE });
    if (result === 'refused') throw new ApiError('roomBookingStatus', { headers: NO_STORE });
    tell(realm, result, room, member.user._id);
    return c.json(item(realm, result), 200, NO_STORE);
  });

  return api;
}
