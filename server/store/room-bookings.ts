/**
 * Room bookings and their holds (docs/rooms.md "What is kept"): the only place that speaks their SQL.
 *
 * Taking a block runs in one IMMEDIATE transaction: the write lock is taken before what is taken is read, so two
 * calls of one server, or two servers on one file, never both see a block free and both hold it; behind that, the
 * partial unique index `room_bookings_block` refuses a second live row for one block whatever the code does.
 *
 * A hold belongs to a payment and lasts as long as the gateway's window (ROOM_HOLD_MS). Its end and its payment's end
 * are one event: `expireHolds` first cancels the pending payment in the ledger (so a late "paid" verdict is refused,
 * docs/payments.md), then drops the hold. A hold is never dropped while its payment is pending or paid, so a
 * citizen who was charged always has the block: the second of two citizens paying for one block is refused before
 * a payment exists, and no refund is needed for a race.
 */
import { randomBytes } from 'node:crypto';
import type { RoomStartCheck, TakenBlock } from '../../src/domain/rooms/room-slots.ts';
import { type Database, immediateTransaction } from './database.ts';
import type { SqlitePayments } from './payments.ts';

/** How long paying holds a block: the gateway's window. After it the payment is cancelled and the block freed. */
export const ROOM_HOLD_MS = 30 * 60_000;

export const ROOM_BOOKING_STATUSES = ['held', 'requested', 'confirmed', 'cancelled'] as const;
export type RoomBookingStatus = (typeof ROOM_BOOKING_STATUSES)[number];
const LIVE = "('held', 'requested', 'confirmed')";

export interface RoomBooking {
  id: string;
  realm: string;
  room: string;
  startMs: number;
  endMs: number;
  status: RoomBookingStatus;
  paymentId: string | null;
  requestId: string | null;
  expiresAt: number | null;
  /** The state changes, oldest first; `by` is the staff member's id for a clerk's change. */
  history: Array<{ status: RoomBookingStatus; at: number; by?: string }>;
  /** What the gateway answered to a refund, if one was asked. */
  refund: { outcome: string; reference?: string; cents: number; at: number } | null;
}

interface Row {
  id: string;
  realm: string;
  room: string;
  starts_at: number;
  ends_at: number;
  status: RoomBookingStatus;
  payment_id: string | null;
  request_id: string | null;
  expires_at: number | null;
  history: string;
  refund: string | null;
}

const fromRow = (r: Row): RoomBooking => ({
  id: r.id,
  realm: r.realm,
  room: r.room,
  startMs: r.starts_at,
  endMs: r.ends_at,
  status: r.status,
  paymentId: r.payment_id,
  requestId: r.request_id,
  expiresAt: r.expires_at,
  history: JSON.parse(r.history) as RoomBooking['history'],
  refund: r.refund ? (JSON.parse(r.refund) as RoomBooking['refund']) : null,
});

export type HoldOutcome = { outcome: 'held'; booking: RoomBooking } | { outcome: 'refused'; check: Extract<RoomStartCheck, { ok: false }> };

export class RoomBookings {
  readonly db: Database;
  private readonly ledger: SqlitePayments | undefined;

  /** `ledger`: the payments whose holds these are; an expired hold's pending payment is cancelled there. */
  constructor(db: Database, ledger?: SqlitePayments) {
    this.db = db;
    this.ledger = ledger;
  }

  private transaction<T>(work: () => T): T {
    return immediateTransaction(this.db, work);
  }

  /**
   * The live blocks of a room that overlap `[fromMs, toMs)`: bookings, and holds until `expireHolds` drops them (an
   * expired hold whose payment was paid meanwhile still holds its block until it becomes the booking).
   */
  taken(realm: string, room: string, fromMs: number, toMs: number): TakenBlock[] {
    const rows = this.db
      .prepare(`SELECT starts_at, ends_at FROM room_bookings WHERE realm = ? AND room = ? AND status IN ${LIVE} AND starts_at < ? AND ends_at > ?`)
      .all(realm, room, toMs, fromMs) as Array<{ starts_at: number; ends_at: number }>;
    return rows.map((r) => ({ startMs: r.starts_at, endMs: r.ends_at }));
  }

  /**
   * Ends the holds whose window has closed: each one's payment, still pending, is cancelled in the ledger first
   * (its verdict drops what waited on it), then the hold is dropped. A hold whose payment was paid meanwhile stays
   * for `book`. Answers how many holds were dropped.
   */
  expireHolds(now: number): number {
    const expired = this.db.prepare("SELECT id, realm, payment_id FROM room_bookings WHERE status = 'held' AND expires_at <= ?").all(now) as Array<{
      id: string;
      realm: string;
      payment_id: string | null;
    }>;
    let dropped = 0;
    for (const hold of expired) {
      if (hold.payment_id && this.ledger) {
        const settled = this.ledger.settle(hold.realm, hold.payment_id, 'cancel', new Date(now));
        if (settled.outcome !== 'missing' && settled.payment.status === 'pay') continue;
      }
      dropped += Number(this.db.prepare("DELETE FROM room_bookings WHERE id = ? AND status = 'held'").run(hold.id).changes);
    }
    return dropped;
  }

  /**
   * Holds the block that `check` accepts, given what is taken, for ROOM_HOLD_MS on behalf of a payment (made in
   * `alsoInside`, which runs in the same transaction and answers the payment's id). Refused with the check's
   * reason and next free blocks when the block is closed, out of the window, or taken.
   */
  hold(
    input: { realm: string; room: string; startMs: number; endMs: number; sessionId: string; now: number },
    check: (taken: TakenBlock[]) => RoomStartCheck,
    alsoInside: () => string | null = () => null,
  ): HoldOutcome {
    this.expireHolds(input.now);
    return this.transaction((): HoldOutcome => {
      const { realm, room, now } = input;
      // What is taken around the block and in the month after it: the block's check and the free blocks offered instead.
      const taken = this.taken(realm, room, input.startMs - 7 * 86_400_000, input.endMs + 45 * 86_400_000);
      const checked = check(taken);
      if (!checked.ok) return { outcome: 'refused', check: checked };
      const id = randomBytes(12).toString('hex');
      const paymentId = alsoInside();
      this.db
        .prepare(
          `INSERT INTO room_bookings (id, realm, room, starts_at, ends_at, status, payment_id, session_id, expires_at, history, created_at, changed_at)
           VALUES (?, ?, ?, ?, ?, 'held', ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          realm,
          room,
          checked.block.startMs,
          checked.block.endMs,
          paymentId,
          input.sessionId,
          now + ROOM_HOLD_MS,
          JSON.stringify([{ status: 'held', at: now }]),
          now,
          now,
        );
      return { outcome: 'held', booking: this.get(realm, id)! };
    });
  }

  /**
   * Books the block `check` accepts for a request sent without "Pagar y enviar" (a free room, or a payment made
   * first): inside the request's own IMMEDIATE transaction (none of its own), so what is taken stays true until it
   * commits. A refusal throws `refuse(check)`, which rolls the request back.
   */
  bookInside(
    input: { realm: string; room: string; startMs: number; endMs: number; requestId: string; status: 'requested' | 'confirmed'; now: number },
    check: (taken: TakenBlock[]) => RoomStartCheck,
    refuse: (refused: Extract<RoomStartCheck, { ok: false }>) => Error,
  ): RoomBooking {
    const { realm, room, now } = input;
    const checked = check(this.taken(realm, room, input.startMs - 7 * 86_400_000, input.endMs + 45 * 86_400_000));
    if (!checked.ok) throw refuse(checked);
    const id = randomBytes(12).toString('hex');
    this.db
      .prepare(
        `INSERT INTO room_bookings (id, realm, room, starts_at, ends_at, status, request_id, history, created_at, changed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        realm,
        room,
        checked.block.startMs,
        checked.block.endMs,
        input.status,
        input.requestId,
        JSON.stringify([{ status: input.status, at: now }]),
        now,
        now,
      );
    return this.get(realm, id)!;
  }

  get(realm: string, id: string): RoomBooking | undefined {
    const row = this.db.prepare('SELECT * FROM room_bookings WHERE realm = ? AND id = ?').get(realm, id) as Row | undefined;
    return row && fromRow(row);
  }

  byPayment(realm: string, paymentId: string): RoomBooking | undefined {
    const row = this.db.prepare('SELECT * FROM room_bookings WHERE realm = ? AND payment_id = ?').get(realm, paymentId) as Row | undefined;
    return row && fromRow(row);
  }

  byRequest(realm: string, requestId: string): RoomBooking | undefined {
    const row = this.db.prepare('SELECT * FROM room_bookings WHERE realm = ? AND request_id = ?').get(realm, requestId) as Row | undefined;
    return row && fromRow(row);
  }

  private move(booking: RoomBooking, to: RoomBookingStatus, now: number): void {
    const history = JSON.stringify([...booking.history, { status: to, at: now }]);
    this.db
      .prepare('UPDATE room_bookings SET status = ?, history = ?, changed_at = ?, expires_at = NULL, request_id = ? WHERE id = ?')
      .run(to, history, now, booking.requestId, booking.id);
  }

  /**
   * The paid payment's hold becomes the request's booking: `requested` (waiting for the town hall) or `confirmed`.
   * Runs inside the request's transaction (no transaction of its own). Answers the booking, or undefined when the
   * payment held nothing.
   */
  book(realm: string, paymentId: string, requestId: string, to: 'requested' | 'confirmed', now: number): RoomBooking | undefined {
    const held = this.byPayment(realm, paymentId);
    if (held?.status !== 'held') return undefined;
    this.move({ ...held, requestId }, to, now);
    return this.byPayment(realm, paymentId);
  }

  /** The bookings (not holds) of the realm's rooms that start in `[fromMs, toMs)`, in time order. */
  between(realm: string, fromMs: number, toMs: number): RoomBooking[] {
    const rows = this.db
      .prepare("SELECT * FROM room_bookings WHERE realm = ? AND status <> 'held' AND starts_at >= ? AND starts_at < ? ORDER BY starts_at, room")
      .all(realm, fromMs, toMs) as unknown as Row[];
    return rows.map(fromRow);
  }

  /**
   * A clerk's or the citizen's change: `confirmed` from `requested`; `cancelled` from `requested` or `confirmed`,
   * with the refund the gateway answered when one was asked (`refund` runs inside the transaction, only when the
   * move is allowed). Answers the booking, `refused` for a change its state does not allow, or undefined. `then`
   * runs in the same transaction once the change is written (the messages that tell it, queued in the outbox).
   */
  setStatus(
    realm: string,
    id: string,
    to: 'confirmed' | 'cancelled',
    now: number,
    by?: string,
    refund?: (booking: RoomBooking) => RoomBooking['refund'],
    then?: (booking: RoomBooking) => void,
  ): RoomBooking | 'refused' | undefined {
    return this.transaction(() => {
      const booking = this.get(realm, id);
      if (!booking || booking.status === 'held') return undefined;
      const allowed = to === 'confirmed' ? booking.status === 'requested' : booking.status === 'requested' || booking.status === 'confirmed';
      if (!allowed) return 'refused';
      const given = refund?.(booking) ?? null;
      const history = JSON.stringify([...booking.history, { status: to, at: now, ...(by ? { by } : {}) }]);
      this.db
        .prepare('UPDATE room_bookings SET status = ?, history = ?, changed_at = ?, refund = COALESCE(?, refund) WHERE id = ?')
        .run(to, history, now, given ? JSON.stringify(given) : null, id);
      const changed = this.get(realm, id)!;
      then?.(changed);
      return changed;
    });
  }

  /** Drops the hold of a payment that was refused or cancelled: nothing was charged, the block is free again. */
  release(realm: string, paymentId: string): boolean {
    return this.db.prepare("DELETE FROM room_bookings WHERE realm = ? AND payment_id = ? AND status = 'held'").run(realm, paymentId).changes > 0;
  }
}
