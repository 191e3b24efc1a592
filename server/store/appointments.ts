/**
 * Appointments and holds (docs/appointments.md "What is kept"): the only place that speaks their SQL. Every step
 * that takes or frees a place (hold, book, change, cancel) runs in one IMMEDIATE transaction: the write lock is
 * taken before what is free is read, so two servers on one file, or two calls of one server, never both see a
 * place free and both take it. Behind that, the partial unique index `appointments_place` refuses a second booked
 * appointment at one desk and start whatever the code does.
 *
 * What identifies a person is kept as little as the rules allow: the NIF/NIE as a keyed digest (`keyedDigest`,
 * to find a second coming appointment of one document) and its last four characters; the private link's key as
 * its SHA-256 digest. `purgeBefore` erases name, surnames, contact and the document's traces a set time after the
 * appointment; what was booked where and when stays, for the counts.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '../../src/domain/content/calendar.ts';
import { pickDesk, type Occupied, type Slot } from '../../src/domain/appointments/slots.ts';
import { MAX_DURATION } from '../../src/schemas/appointments.ts';
import { DEFAULT_RETENTION_DAYS } from '../../src/schemas/realm.ts';
import { type Database, immediateTransaction } from './database.ts';
import { keyedDigest } from './sealed.ts';

/** How long a hold keeps its place. */
export const HOLD_MS = 10 * 60_000;
/** Days after an appointment its personal data is kept, unless the job is told otherwise (or the realm says). */
export const RETENTION_DAYS = DEFAULT_RETENTION_DAYS;
const DAY = 86_400_000;
/** The longest an appointment lasts: a service's longest duration (`ServiceSchema`, src/schemas/appointments.ts). */
const MAX_DURATION_MS = MAX_DURATION * 60_000;

export const APPOINTMENT_STATUSES = ['booked', 'arrived', 'attended', 'missed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type AppointmentOrigin = 'online' | 'desk' | 'walk-in';
/** The statuses that occupy a place. */
const ACTIVE = "('booked', 'arrived')";

export interface StoredAppointment {
  id: string;
  realm: string;
  code: string;
  service: string;
  office: string;
  desk: string;
  startMs: number;
  endMs: number;
  status: AppointmentStatus;
  sequence: number;
  language: string;
  name: string | null;
  surnames: string | null;
  email: string | null;
  phone: string | null;
  /** The document's last four characters, for the counter to compare. */
  identityTail: string | null;
  userId: string | null;
  /** How it came: booked online, at the counter on the citizen's behalf, or a walk-in recorded as attended. */
  origin: AppointmentOrigin;
  createdAt: number;
  changedAt: number;
  purged: boolean;
}

interface Row {
  id: string;
  realm: string;
  code: string;
  service: string;
  office: string;
  desk: string;
  starts_at: number;
  ends_at: number;
  status: AppointmentStatus;
  sequence: number;
  key_digest: string;
  /** The reminder's own private link's key digest, once the reminder is queued (schema.ts). */
  reminder_key_digest: string | null;
  language: string;
  name: string | null;
  surnames: string | null;
  email: string | null;
  phone: string | null;
  identity_tail: string | null;
  user_id: string | null;
  origin: AppointmentOrigin;
  created_at: number;
  changed_at: number;
  purged_at: number | null;
}

const fromRow = (row: Row): StoredAppointment => ({
  id: row.id,
  realm: row.realm,
  code: row.code,
  service: row.service,
  office: row.office,
  desk: row.desk,
  startMs: row.starts_at,
  endMs: row.ends_at,
  status: row.status,
  sequence: row.sequence,
  language: row.language,
  name: row.name,
  surnames: row.surnames,
  email: row.email,
  phone: row.phone,
  identityTail: row.identity_tail,
  userId: row.user_id,
  origin: row.origin,
  createdAt: row.created_at,
  changedAt: row.changed_at,
  purged: row.purged_at !== null,
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** 128 random bits, base64url: a hold's token, an appointment's key. */
const newToken = () => randomBytes(16).toString('base64url');

/**
 * When the reminder of an appointment starting at `startMs` is due: the day before at the same Madrid time (23 or 25
 * hours before across a change of summer time, as a person counts "tomorrow at 9"); none when that moment is already
 * past at booking, as the confirmation was just sent.
 */
export function reminderDueAt(startMs: number, now: number): number | null {
  const due = DateTime.fromMillis(startMs, { zone: TIME_ZONE }).minus({ days: 1 }).toMillis();
  return due > now ? due : null;
}

export interface HeldPlace {
  realm: string;
  service: string;
  office: string;
  desk: string;
  startMs: number;
  endMs: number;
  expiresAt: number;
}

export interface NewAppointment {
  realm: string;
  code: string;
  hold: string;
  sessionId: string;
  /** The document's canonical form (`checkIdentity(...).value`). */
  identity: string;
  name: string;
  surnames: string;
  email: string | null;
  phone: string | null;
  language: string;
  userId: string | null;
  idempotencyKey: string | null;
}

/** A person booked at the counter on their behalf (docs/appointments.md "The desk"): no session, no hold. */
export interface DeskBooking {
  realm: string;
  code: string;
  slot: Slot;
  identity: string;
  name: string;
  surnames: string;
  email: string | null;
  phone: string | null;
  language: string;
}

/** A desk or an office closed for a span of one Madrid day (docs/appointments.md "The desk"). */
export interface Closure {
  id: string;
  realm: string;
  office: string;
  /** Only this desk; null for the whole office. */
  desk: string | null;
  day: string;
  /** Madrid wall-clock times; null for the whole day. */
  start: string | null;
  end: string | null;
  startMs: number;
  endMs: number;
}

interface ClosureRow {
  id: string;
  realm: string;
  office: string;
  desk: string | null;
  day: string;
  start: string | null;
  end: string | null;
  starts_at: number;
  ends_at: number;
}

const closureOf = (row: ClosureRow): Closure => ({
  id: row.id,
  realm: row.realm,
  office: row.office,
  desk: row.desk,
  day: row.day,
  start: row.start,
  end: row.end,
  startMs: row.starts_at,
  endMs: row.ends_at,
});

/** The counts of one service in a span: by status (walk-ins apart), walk-ins, and the mean days to the first free slot. */
export type ServiceCounts = { service: string } & Record<AppointmentStatus, number> & { walkIns: number; firstFreeDays: number | null };

export type BookOutcome =
  | { outcome: 'booked'; appointment: StoredAppointment; key: string }
  | { outcome: 'repeated'; appointment: StoredAppointment }
  | { outcome: 'hold-expired' }
  | { outcome: 'duplicate' };

export type ChangeOutcome =
  | { outcome: 'changed'; appointment: StoredAppointment; before: StoredAppointment }
  | { outcome: 'hold-expired' | 'not-active' | 'other-service' };

export class Appointments {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Runs `work` in one IMMEDIATE transaction: the write lock first, so what it reads stays true until it commits. */
  private transaction<T>(work: () => T): T {
    return immediateTransaction(this.db, work);
  }

  /**
   * The places taken at an office (booked or arrived appointments, and holds still live) that overlap
   * `[fromMs, toMs)`, for the slot engine. `exceptHold` leaves out one hold (its own, when a change is checked).
   */
  taken(realm: string, office: string | undefined, fromMs: number, toMs: number, now: number): Occupied[] {
    const where = office === undefined ? '' : ' AND office = ?';
    const args = office === undefined ? [realm, toMs, fromMs] : [realm, toMs, fromMs, office];
    // No appointment lasts longer than a service may (MAX_DURATION_MS): that bounds the index's range of starts
    // from below too, so the office's past is never read (docs/appointments.md "Speed").
    const booked = this.db
      .prepare(
        `SELECT office, desk, service, starts_at, ends_at FROM appointments
        WHERE realm = ? AND status IN ${ACTIVE} AND starts_at < ? AND ends_at > ?${where} AND starts_at > ?`,
      )
      .all(...args, fromMs - MAX_DURATION_MS) as Array<{ office: string; desk: string; service: string; starts_at: number; ends_at: number }>;
    const held = this.db
      .prepare(
        `SELECT office, desk, service, starts_at, ends_at FROM appointment_holds WHERE realm = ? AND starts_at < ? AND ends_at > ?${where} AND expires_at > ?`,
      )
      .all(...args, now) as typeof booked;
    return [...booked, ...held].map((t) => ({ office: t.office, desk: t.desk, service: t.service, startMs: t.starts_at, endMs: t.ends_at }));
  }

  /**
   * Keeps a place in `slot` for the session for HOLD_MS, on the desk `pickDesk` gives, and releases the
   * session's earlier hold of the realm (one live hold per session). Answers the hold's token (given once; its
   * digest is kept), or undefined when the slot has no free desk.
   */
  hold(realm: string, slot: Slot, sessionId: string, now: number): { token: string; expiresAt: number; desk: string } | undefined {
    return this.transaction(() => {
      this.db.prepare('DELETE FROM appointment_holds WHERE expires_at <= ?').run(now);
      this.db.prepare('DELETE FROM appointment_holds WHERE realm = ? AND session_id = ?').run(realm, sessionId);
      const desk = pickDesk(slot, this.taken(realm, slot.office, slot.startMs, slot.endMs, now));
      if (!desk) return undefined;
      const token = newToken();
      const expiresAt = now + HOLD_MS;
      this.db
        .prepare(
          'INSERT INTO appointment_holds (digest, realm, service, office, desk, starts_at, ends_at, session_id, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(sha256(token), realm, slot.service, slot.office, desk, slot.startMs, slot.endMs, sessionId, expiresAt);
      return { token, expiresAt, desk };
    });
  }

  /** The session's live hold named by `token`, or undefined (unknown, another session's, or expired). */
  heldPlace(realm: string, token: string, sessionId: string, now: number): HeldPlace | undefined {
    const row = this.db
      .prepare(
        'SELECT realm, service, office, desk, starts_at, ends_at, expires_at FROM appointment_holds WHERE digest = ? AND realm = ? AND session_id = ? AND expires_at > ?',
      )
      .get(sha256(token), realm, sessionId, now) as
      | { realm: string; service: string; office: string; desk: string; starts_at: number; ends_at: number; expires_at: number }
      | undefined;
    return (
      row && {
        realm: row.realm,
        service: row.service,
        office: row.office,
        desk: row.desk,
        startMs: row.starts_at,
        endMs: row.ends_at,
        expiresAt: row.expires_at,
      }
    );
  }

  /** The document's digest in a realm: equal documents meet, nothing else can be read from it. */
  identityDigest(realm: string, identity: string): string {
    return keyedDigest(this.db, `appointments/${realm}`, identity);
  }

  /**
   * Books the session's held place for a person. Refused when the hold is gone, or when the same document, or
   * the same e-mail address, already has a coming appointment of the service. A repeated call with the same
   * idempotency key answers the appointment it made (without its key, which exists only as a digest).
   * `queue` runs inside the transaction (the confirmation into the outbox).
   */
  book(input: NewAppointment, now: number, queue: (appointment: StoredAppointment, key: string) => void): BookOutcome {
    return this.transaction((): BookOutcome => {
      const earlier = input.idempotencyKey ? this.byIdempotencyKey(input.realm, input.sessionId, input.idempotencyKey) : undefined;
      if (earlier) return { outcome: 'repeated', appointment: earlier };
      const place = this.heldPlace(input.realm, input.hold, input.sessionId, now);
      if (!place) return { outcome: 'hold-expired' };
      if (this.hasComing(input.realm, place.service, input.identity, input.email, now)) return { outcome: 'duplicate' };
      this.db.prepare('DELETE FROM appointment_holds WHERE digest = ?').run(sha256(input.hold));
      const { appointment, key } = this.insertBooked(input, place, 'online', now);
      queue(appointment, key);
      return { outcome: 'booked', appointment, key };
    });
  }

  /** Whether the document, or the e-mail address, already has a coming appointment of the service: one at a time. */
  private hasComing(realm: string, service: string, identity: string, email: string | null, now: number): boolean {
    const coming = `SELECT 1 FROM appointments WHERE realm = ? AND service = ? AND status IN ${ACTIVE} AND ends_at > ?`;
    const sameDocument = this.db.prepare(`${coming} AND identity_hash = ?`).get(realm, service, now, this.identityDigest(realm, identity));
    const sameAddress = email !== null && this.db.prepare(`${coming} AND lower(email) = lower(?)`).get(realm, service, now, email);
    return !!(sameDocument || sameAddress);
  }

  /** Writes a booked appointment at a place; answers it and its new key (kept as a digest only). */
  private insertBooked(
    input: Omit<NewAppointment, 'hold' | 'sessionId' | 'userId' | 'idempotencyKey'> & Partial<Pick<NewAppointment, 'sessionId' | 'userId' | 'idempotencyKey'>>,
    place: Omit<HeldPlace, 'expiresAt' | 'realm'>,
    origin: AppointmentOrigin,
    now: number,
  ): { appointment: StoredAppointment; key: string } {
    const key = newToken();
    const id = randomBytes(16).toString('hex');
    this.db
      .prepare(
        `INSERT INTO appointments (id, realm, code, service, office, desk, starts_at, ends_at, status, sequence, key_digest, language,
          identity_hash, identity_tail, name, surnames, email, phone, user_id, session_id, idempotency_key, reminder_due_at, origin, created_at, changed_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'booked', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        input.realm,
        input.code,
        place.service,
        place.office,
        place.desk,
        place.startMs,
        place.endMs,
        sha256(key),
        input.language,
        this.identityDigest(input.realm, input.identity),
        input.identity.slice(-4),
        input.name,
        input.surnames,
        input.email,
        input.phone,
        input.userId ?? null,
        input.sessionId ?? null,
        input.idempotencyKey ?? null,
        reminderDueAt(place.startMs, now),
        origin,
        now,
        now,
      );
    return { appointment: this.byId(id)!, key };
  }

  /**
   * Books a slot at the counter on a person's behalf (a call, someone at the counter): the desk `pickDesk` gives,
   * checked and taken in one IMMEDIATE transaction as a citizen's hold is, with the same one-coming-appointment-per-
   * document-and-service rule. `queue` runs inside it (the confirmation, when an address was given).
   */
  bookAtDesk(
    input: DeskBooking,
    now: number,
    queue: (appointment: StoredAppointment, key: string) => void,
  ): { outcome: 'booked'; appointment: StoredAppointment; key: string } | { outcome: 'taken' } | { outcome: 'duplicate' } {
    return this.transaction(() => {
      const { slot } = input;
      const desk = pickDesk(slot, this.taken(input.realm, slot.office, slot.startMs, slot.endMs, now));
      if (!desk) return { outcome: 'taken' as const };
      if (this.hasComing(input.realm, slot.service, input.identity, input.email, now)) return { outcome: 'duplicate' as const };
      const place = { service: slot.service, office: slot.office, desk, startMs: slot.startMs, endMs: slot.endMs };
      const { appointment, key } = this.insertBooked(input, place, 'desk', now);
      queue(appointment, key);
      return { outcome: 'booked' as const, appointment, key };
    });
  }

  /**
   * Records a walk-in: someone attended now at `desk` without an appointment, for the statistics. Nobody's data is
   * kept, and it takes no place (it is `attended` from the start), so it never refuses a booking.
   */
  walkIn(
    input: { realm: string; code: string; service: string; office: string; desk: string; durationMs: number; language: string },
    now: number,
  ): StoredAppointment {
    const id = randomBytes(16).toString('hex');
    this.db
      .prepare(
        `INSERT INTO appointments (id, realm, code, service, office, desk, starts_at, ends_at, status, sequence, key_digest, language, origin, created_at, changed_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'attended', 0, '', ?, 'walk-in', ?, ?)`,
      )
      .run(id, input.realm, input.code, input.service, input.office, input.desk, now, now + input.durationMs, input.language, now, now);
    return this.byId(id)!;
  }

  /**
   * Moves a coming appointment to another slot of its service, chosen at the counter (a desk closed under it): the
   * desk `pickDesk` gives, in one IMMEDIATE transaction; the sequence goes up, a new reminder is due, `queue` runs
   * inside it. `taken` when the slot has no free desk, `not-active` when the appointment is not coming and booked.
   */
  moveAtDesk(
    id: string,
    slot: Slot,
    now: number,
    queue: (appointment: StoredAppointment) => void,
  ): { outcome: 'moved'; appointment: StoredAppointment } | { outcome: 'taken' } | { outcome: 'not-active' } | { outcome: 'other-service' } {
    return this.transaction(() => {
      const before = this.byId(id);
      if (!before || !Appointments.active(before, now)) return { outcome: 'not-active' as const };
      if (slot.service !== before.service) return { outcome: 'other-service' as const };
      const others = this.taken(before.realm, slot.office, slot.startMs, slot.endMs, now).filter(
        (t) => !(t.office === before.office && t.desk === before.desk && t.startMs === before.startMs),
      );
      const desk = pickDesk(slot, others);
      if (!desk) return { outcome: 'taken' as const };
      this.db
        .prepare(
          `UPDATE appointments SET office = ?, desk = ?, starts_at = ?, ends_at = ?, sequence = sequence + 1, reminder_due_at = ?, reminded_at = NULL,
            changed_at = ? WHERE id = ?`,
        )
        .run(slot.office, desk, slot.startMs, slot.endMs, reminderDueAt(slot.startMs, now), now, id);
      const appointment = this.byId(id)!;
      queue(appointment);
      return { outcome: 'moved' as const, appointment };
    });
  }

  /** The appointment of a realm with `code`, not erased (the counter's way to one). */
  byCode(realm: string, code: string): StoredAppointment | undefined {
    const row = this.db.prepare('SELECT * FROM appointments WHERE realm = ? AND code = ? AND purged_at IS NULL').get(realm, code) as Row | undefined;
    return row && fromRow(row);
  }

  /** Closes a desk, or the whole office, for a span of one day; answers the closure. */
  close(input: Omit<Closure, 'id'>, by: string | null, now: number): Closure {
    const id = randomBytes(8).toString('hex');
    this.db
      .prepare(
        'INSERT INTO appointment_closures (id, realm, office, desk, day, start, end, starts_at, ends_at, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(id, input.realm, input.office, input.desk, input.day, input.start, input.end, input.startMs, input.endMs, by, now);
    return { id, ...input };
  }

  /** Opens again what a closure shut; false when there was none of that id at the office. */
  reopen(realm: string, office: string, id: string): boolean {
    return Number(this.db.prepare('DELETE FROM appointment_closures WHERE realm = ? AND office = ? AND id = ?').run(realm, office, id).changes) > 0;
  }

  /** The closures of a realm (of one office when given) that end after `fromMs`, by start. */
  closures(realm: string, fromMs: number, office?: string): Closure[] {
    const where = office === undefined ? '' : ' AND office = ?';
    const args = office === undefined ? [realm, fromMs] : [realm, fromMs, office];
    return (
      this.db
        .prepare(`SELECT * FROM appointment_closures WHERE realm = ? AND ends_at > ?${where} ORDER BY starts_at, desk`)
        .all(...args) as unknown as ClosureRow[]
    ).map(closureOf);
  }

  /** The booked or arrived appointments a closure holds: at its desk (any desk for an office's), overlapping its span. */
  heldBy(closure: Closure): StoredAppointment[] {
    const desk = closure.desk === null ? '' : ' AND desk = ?';
    const args = closure.desk === null ? [] : [closure.desk];
    return (
      this.db
        .prepare(
          `SELECT * FROM appointments WHERE realm = ? AND office = ? AND status IN ${ACTIVE} AND starts_at < ? AND ends_at > ?${desk} ORDER BY starts_at, desk`,
        )
        .all(closure.realm, closure.office, closure.endMs, closure.startMs, ...args) as unknown as Row[]
    ).map(fromRow);
  }

  /**
   * Records how many days ahead the first free slot of a service was on a Madrid day (null: none in the window),
   * once a day (the first reading of the day stands), for the month's statistics.
   */
  recordWait(realm: string, service: string, day: string, days: number | null): void {
    this.db.prepare('INSERT OR IGNORE INTO appointment_waits (realm, service, day, days) VALUES (?, ?, ?, ?)').run(realm, service, day, days);
  }

  /** The appointment a session booked with an idempotency key, if it did. */
  byIdempotencyKey(realm: string, sessionId: string, key: string): StoredAppointment | undefined {
    const row = this.db.prepare('SELECT * FROM appointments WHERE realm = ? AND session_id = ? AND idempotency_key = ?').get(realm, sessionId, key) as
      | Row
      | undefined;
    return row && fromRow(row);
  }

  byId(id: string): StoredAppointment | undefined {
    const row = this.db.prepare('SELECT * FROM appointments WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  /**
   * The appointment of a realm with `code`, when `key` is its private link's key, or, without a key, when `owner` is
   * the signed-in user who booked it; undefined otherwise (a wrong code and a wrong key alike), and once its personal
   * data was erased. The digests are compared in constant time.
   */
  opened(realm: string, code: string, key: string | undefined, owner?: string): StoredAppointment | undefined {
    const row = this.db.prepare('SELECT * FROM appointments WHERE realm = ? AND code = ?').get(realm, code) as Row | undefined;
    // Without a key, the signed-in citizen who booked it ("Mis citas"); a key given must be the right one.
    if (!key) return row && owner && row.user_id === owner && row.purged_at === null ? fromRow(row) : undefined;
    // The confirmation's key or the reminder's (docs/appointments.md "E-mail"), each compared in constant time.
    const given = Buffer.from(sha256(key), 'base64url');
    const matches = (digest: string | null | undefined) => {
      const stored = Buffer.from(digest || sha256('no appointment has this key'), 'base64url');
      return stored.length === given.length && timingSafeEqual(given, stored);
    };
    const same = matches(row?.key_digest) || matches(row?.reminder_key_digest);
    return row && same && row.purged_at === null ? fromRow(row) : undefined;
  }

  /** A signed-in citizen's appointments in a realm ("Mis citas"), not erased, walk-ins never (they name nobody), by time. */
  ofUser(realm: string, userId: string): StoredAppointment[] {
    return (
      this.db
        .prepare("SELECT * FROM appointments WHERE realm = ? AND user_id = ? AND purged_at IS NULL AND origin <> 'walk-in' ORDER BY starts_at")
        .all(realm, userId) as unknown as Row[]
    ).map(fromRow);
  }

  /** Whether the appointment is still to come and booked: what can be changed or cancelled. */
  static active(appointment: StoredAppointment, now: number): boolean {
    return appointment.status === 'booked' && appointment.startMs > now;
  }

  /** Cancels a coming appointment (next sequence), `queue` running in the same transaction; false when it is not active. */
  cancel(id: string, now: number, queue: (appointment: StoredAppointment) => void): StoredAppointment | undefined {
    return this.transaction(() => {
      const current = this.byId(id);
      if (!current || !Appointments.active(current, now)) return undefined;
      this.db.prepare("UPDATE appointments SET status = 'cancelled', sequence = sequence + 1, changed_at = ? WHERE id = ?").run(now, id);
      const cancelled = this.byId(id)!;
      queue(cancelled);
      return cancelled;
    });
  }

  /**
   * Moves a coming appointment to the session's held place of the same service: the old place is freed and the
   * hold spent in the same transaction, the sequence goes up, a new reminder is due. `queue` runs inside it.
   */
  change(id: string, hold: string, sessionId: string, now: number, queue: (appointment: StoredAppointment) => void): ChangeOutcome {
    return this.transaction((): ChangeOutcome => {
      const before = this.byId(id);
      if (!before || !Appointments.active(before, now)) return { outcome: 'not-active' };
      const place = this.heldPlace(before.realm, hold, sessionId, now);
      if (!place) return { outcome: 'hold-expired' };
      if (place.service !== before.service) return { outcome: 'other-service' };
      this.db.prepare('DELETE FROM appointment_holds WHERE digest = ?').run(sha256(hold));
      this.db
        .prepare(
          `UPDATE appointments SET office = ?, desk = ?, starts_at = ?, ends_at = ?, sequence = sequence + 1, reminder_due_at = ?, reminded_at = NULL,
            changed_at = ? WHERE id = ?`,
        )
        .run(place.office, place.desk, place.startMs, place.endMs, reminderDueAt(place.startMs, now), now, id);
      const appointment = this.byId(id)!;
      queue(appointment);
      return { outcome: 'changed', appointment, before };
    });
  }

  /** The appointments of an office between two instants (any status; not those erased), in time and desk order: the counter's day. */
  ofOffice(realm: string, office: string, fromMs: number, toMs: number): StoredAppointment[] {
    return (
      this.db
        .prepare(
          'SELECT * FROM appointments WHERE realm = ? AND office = ? AND starts_at >= ? AND starts_at < ? AND purged_at IS NULL ORDER BY starts_at, desk',
        )
        .all(realm, office, fromMs, toMs) as unknown as Row[]
    ).map(fromRow);
  }

  /**
   * How many appointments of each service start between two instants, by status: the month's statistics at the
   * desk. Erased ones count too (retention keeps what, where and when for this). Services in id order.
   */
  countsByService(realm: string, fromMs: number, toMs: number, days?: { from: string; to: string }): ServiceCounts[] {
    const rows = this.db
      .prepare(
        `SELECT service, status, origin = 'walk-in' AS walk_in, COUNT(*) AS n FROM appointments WHERE realm = ? AND starts_at >= ? AND starts_at < ?
        GROUP BY service, status, walk_in ORDER BY service`,
      )
      .all(realm, fromMs, toMs) as unknown as Array<{ service: string; status: AppointmentStatus; walk_in: number; n: number }>;
    const counts = new Map<string, ServiceCounts>();
    const entry = (service: string) => {
      const found = counts.get(service) ?? { service, booked: 0, arrived: 0, attended: 0, missed: 0, cancelled: 0, walkIns: 0, firstFreeDays: null };
      counts.set(service, found);
      return found;
    };
    for (const { service, status, walk_in, n } of rows) {
      if (walk_in) entry(service).walkIns += Number(n);
      else entry(service)[status] = Number(n);
    }
    // The mean of the days' readings of the first free slot, a day without one in the window left out.
    const waits = days
      ? (this.db
          .prepare('SELECT service, AVG(days) AS mean FROM appointment_waits WHERE realm = ? AND day >= ? AND day < ? AND days IS NOT NULL GROUP BY service')
          .all(realm, days.from, days.to) as unknown as Array<{ service: string; mean: number }>)
      : [];
    for (const { service, mean } of waits) entry(service).firstFreeDays = Math.round(mean * 10) / 10;
    return [...counts.values()].sort((a, b) => (a.service < b.service ? -1 : a.service > b.service ? 1 : 0));
  }

  /**
   * What the counter records: `arrived` (a booked appointment's person is here), `attended` (booked or arrived),
   * `missed` (booked, once its time has come). Answers the appointment, undefined when there is none of that code,
   * or `refused` when its status does not allow the step (cancelled, or already attended or missed).
   */
  setStatus(realm: string, code: string, status: 'arrived' | 'attended' | 'missed', now: number): StoredAppointment | 'refused' | undefined {
    return this.transaction(() => {
      const row = this.db.prepare('SELECT * FROM appointments WHERE realm = ? AND code = ? AND purged_at IS NULL').get(realm, code) as Row | undefined;
      if (!row) return undefined;
      const allowed =
        (status === 'arrived' && row.status === 'booked') ||
        (status === 'attended' && (row.status === 'booked' || row.status === 'arrived')) ||
        (status === 'missed' && row.status === 'booked' && row.starts_at <= now);
      if (!allowed) return 'refused';
      this.db.prepare('UPDATE appointments SET status = ?, changed_at = ? WHERE id = ?').run(status, now, row.id);
      return this.byId(row.id)!;
    });
  }

  /**
   * Queues the reminders due at `now` (of booked appointments still to come), each marked sent in the same
   * transaction as its message, so a restart or a second server never queues one twice. Answers how many.
   */
  queueDueReminders(now: number, queue: (appointment: StoredAppointment, key: string) => void): number {
    return this.transaction(() => {
      const due = this.db
        .prepare("SELECT * FROM appointments WHERE status = 'booked' AND reminded_at IS NULL AND reminder_due_at <= ? AND starts_at > ? AND purged_at IS NULL")
        .all(now, now) as unknown as Row[];
      // The reminder's own private link: a key minted now, its digest kept beside the confirmation's.
      const mark = this.db.prepare('UPDATE appointments SET reminded_at = ?, reminder_key_digest = ? WHERE id = ?');
      for (const row of due) {
        const key = newToken();
        queue(fromRow(row), key);
        mark.run(now, sha256(key), row.id);
      }
      return due.length;
    });
  }

  /**
   * Erases the personal data of appointments that ended more than `days` days before `now`: name, surnames,
   * contact, the document's digest and tail, the user, the session and the link's key. What, where and when stay,
   * for the counts. Expired holds go too, and the e-mails about appointments sent as long ago. `days` is one period
   * for every realm, or each realm's (`appointments.retentionDays` of its settings). Answers how many were erased.
   */
  purgeBefore(now: number, days: number | ((realm: string) => number) = RETENTION_DAYS): number {
    const daysOf = typeof days === 'number' ? () => days : days;
    return this.transaction(() => {
      this.db.prepare('DELETE FROM appointment_holds WHERE expires_at <= ?').run(now);
      const realms = this.db.prepare('SELECT DISTINCT realm FROM appointments WHERE purged_at IS NULL').all() as Array<{ realm: string }>;
      const outboxRealms = this.db.prepare("SELECT DISTINCT realm FROM mail_outbox WHERE kind LIKE 'appointment-%'").all() as Array<{ realm: string }>;
      const erase = this.db.prepare(
        `UPDATE appointments SET name = NULL, surnames = NULL, email = NULL, phone = NULL, identity_hash = NULL, identity_tail = NULL,
          user_id = NULL, session_id = NULL, idempotency_key = NULL, key_digest = '', reminder_key_digest = NULL, purged_at = ?
        WHERE realm = ? AND purged_at IS NULL AND ends_at <= ?`,
      );
      let erased = 0;
      for (const { realm } of realms) erased += Number(erase.run(now, realm, now - daysOf(realm) * DAY).changes);
      // The messages that told of them keep the address and, in the subject, the code: they go with the rest.
      const forget = this.db.prepare("DELETE FROM mail_outbox WHERE realm = ? AND kind LIKE 'appointment-%' AND created_at <= ?");
      for (const { realm } of outboxRealms) forget.run(realm, now - daysOf(realm) * DAY);
      return erased;
    });
  }
}
