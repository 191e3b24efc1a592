/**
 * The counter's side of appointments (docs/appointments.md "The desk"): the day of an office, who comes when to
 * which desk, the status the counter records (arrived, attended, missed), a booking on a citizen's behalf, a walk-in,
 * and a desk or office closed for a span with the appointments it holds moved or cancelled. Every call starts at
 * `staffAccess` (401 without a session in the realm, 403 for an account without the staff role); a member reaches
 * only the offices they attend (`staffOffices`, every office when not narrowed; 403 `not-your-office` otherwise), as
 * a member's mailboxes narrow the queue. The month's statistics are per service and name nobody: every member reads
 * them. Answers hold citizens' data: all `no-store`.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { deskBookingErrors, normalisePhone } from '../../../src/domain/appointments/booking-rules.ts';
import { newBookingCode, parseBookingCode } from '../../../src/domain/appointments/booking-code.ts';
import { checkIdentity } from '../../../src/domain/appointments/identity.ts';
import { addDays, madridClock, madridInstant, slotsFor, type Slot } from '../../../src/domain/appointments/slots.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { referencePrefix } from '../../../src/domain/requests/request-reference.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import {
  ClosureBodySchema,
  DaySchema,
  DeskBookingBodySchema,
  minutesOf,
  MoveBodySchema,
  WalkInBodySchema,
  type AppointmentContent,
} from '../../../src/schemas/appointments.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import type { AppointmentMail } from '../../mail/appointment-mail.ts';
import { appointmentContent } from '../../store/appointment-content.ts';
import type { Appointments, Closure, StoredAppointment } from '../../store/appointments.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import { readJson } from '../guards/body.ts';
import { NO_STORE, type StaffAccess, type StaffMember } from '../guards/staff-access.ts';

const StatusBodySchema = v.object({ status: v.picklist(['arrived', 'attended', 'missed']) });

const hhmm = (ms: number) => {
  const { minutes } = madridClock(ms);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** An appointment as the counter sees it: the person's name and the document's last four characters to compare. */
export const deskItem = (a: StoredAppointment) => ({
  code: a.code,
  service: a.service,
  desk: a.desk,
  day: madridClock(a.startMs).day,
  start: hhmm(a.startMs),
  end: hhmm(a.endMs),
  status: a.status,
  origin: a.origin,
  name: a.name ?? '',
  surnames: a.surnames ?? '',
  identityTail: a.identityTail ?? '',
});

/** A closure as the counter sees it, with the appointments it holds (to move or cancel). */
const closureItem = (closure: Closure, held: StoredAppointment[]) => ({
  id: closure.id,
  office: closure.office,
  desk: closure.desk,
  day: closure.day,
  start: closure.start,
  end: closure.end,
  appointments: held.map(deskItem),
});

/** Madrid's midnight of `day` to the next one: 23 or 25 hours on the days summer time starts or ends. */
function dayBounds(day: string): { from: number; to: number } {
  const next = addDays(day, 1);
  return {
    from: madridInstant(day, 0)?.ms ?? Date.parse(`${day}T00:00:00Z`),
    to: madridInstant(next, 0)?.ms ?? Date.parse(`${next}T00:00:00Z`),
  };
}

/** The first Madrid instant of a month "YYYY-MM", and of the next one. */
export function monthBounds(month: string): { from: number; to: number; next: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: dayBounds(`${month}-01`).from, to: dayBounds(`${next}-01`).from, next };
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface DeskAppointmentOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  access: StaffAccess;
  appointments: Appointments;
  outbox: MailOutbox;
  mail: AppointmentMail;
  now?: () => number;
}

export function deskAppointmentRoutes({ store, realms, access, appointments, outbox, mail, now = Date.now }: DeskAppointmentOptions) {
  const api = new Hono();

  const queue = (message: ReturnType<AppointmentMail['changed']>, at: number) => {
    if (message) outbox.enqueueAppointment(message, at);
  };

  /** The member, the realm's content and an office of it the member attends; else the refusal. */
  const atOffice = (c: Context, officeId: string | undefined) => {
    const realmId = c.req.param('realm') ?? '';
    const member = access(c, realmId);
    const realm = realmById(realms(), realmId)!;
    const content = appointmentContent(store, realmId);
    const office = content.offices.find((o) => o._id === officeId);
    if (!office) throw new ApiError('appointmentOffice', { headers: NO_STORE });
    if (!member.attends(office._id)) throw new ApiError('notYourOffice', { headers: NO_STORE });
    return { member, realm, content, office };
  };

  /** The appointment of the path's code at an office the member attends; else the refusal. */
  const appointmentOf = (c: Context, member: StaffMember): StoredAppointment => {
    const code = parseBookingCode(c.req.param('code') ?? '');
    const found = code ? appointments.byCode(c.req.param('realm') ?? '', code) : undefined;
    if (!found) throw new ApiError('appointmentNotFound', { headers: NO_STORE });
    if (!member.attends(found.office)) throw new ApiError('notYourOffice', { headers: NO_STORE });
    return found;
  };

  /** The slot of a service at an office starting at `startsAt`, by the same engine and window as a citizen's hold. */
  const slotAt = (content: AppointmentContent, service: string, office: string, startsAt: string, at: number): Slot => {
    if (!content.services.some((s) => s._id === service && s.offices.includes(office))) throw new ApiError('appointmentService', { headers: NO_STORE });
    const startMs = Date.parse(startsAt);
    const { day } = madridClock(startMs);
    const slot = slotsFor(content, { service, office, from: day, to: day, now: at }).find((s) => s.startMs === startMs);
    if (!slot) throw new ApiError('appointmentSlot', { headers: NO_STORE });
    return slot;
  };

  const body = async <T>(c: Context, schema: v.GenericSchema<unknown, T>): Promise<T> => {
    const parsed = v.safeParse(schema, await readJson(c));
    if (!parsed.success) throw new ApiError('appointmentBody', { headers: NO_STORE });
    return parsed.output;
  };

  api.get('/:realm/desk/citaprevia/day', (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const day = c.req.query('day') ?? madridClock(now()).day;
    const { office } = atOffice(c, c.req.query('office'));
    if (!v.is(DaySchema, day)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const { from, to } = dayBounds(day);
    return c.json({ items: appointments.ofOffice(realm, office._id, from, to).map(deskItem) }, 200, NO_STORE);
  });

  // The month's statistics: each service's appointments that started in that Madrid month, by status, walk-ins apart.
  api.get('/:realm/desk/citaprevia/stats', (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const month = c.req.query('month') ?? madridClock(now()).day.slice(0, 7);
    if (!MONTH.test(month)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const { from, to, next } = monthBounds(month);
    return c.json({ month, services: appointments.countsByService(realm, from, to, { from: `${month}-01`, to: `${next}-01` }) }, 200, NO_STORE);
  });

  api.post('/:realm/desk/citaprevia/appointments/:code/status', async (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const { status } = await body(c, StatusBodySchema);
    const found = appointmentOf(c, member);
    const result = appointments.setStatus(realm, found.code, status, now());
    if (!result) throw new ApiError('appointmentNotFound', { headers: NO_STORE });
    if (result === 'refused') throw new ApiError('appointmentStatus', { headers: NO_STORE });
    return c.json(deskItem(result), 200, NO_STORE);
  });

  // A booking on a person's behalf: the slot engine's slot, the desk given and the duplicate rule checked in one
  // IMMEDIATE transaction, as a citizen's hold and booking. The answer carries the private link's key once, for the
  // counter to hand over on paper when the person gave no e-mail address.
  api.post('/:realm/desk/citaprevia/appointments', async (c) => {
    access(c, c.req.param('realm'));
    const person = await body(c, DeskBookingBodySchema);
    const { realm, content } = atOffice(c, person.office);
    const errors = deskBookingErrors(person);
    if (errors.length) throw new ApiError('appointmentInvalid', { problems: errors, headers: NO_STORE });
    const identity = checkIdentity(person.identity);
    if (!identity.ok) throw new ApiError('appointmentInvalid', { headers: NO_STORE });
    const at = now();
    const slot = slotAt(content, person.service, person.office, person.startsAt, at);
    const booked = appointments.bookAtDesk(
      {
        realm: realm.id,
        code: newBookingCode(referencePrefix(realm)),
        slot,
        identity: identity.value,
        name: person.name.trim(),
        surnames: person.surnames.trim(),
        email: person.email?.trim() || null,
        phone: person.phone?.trim() ? normalisePhone(person.phone)! : null,
        language: person.language,
      },
      at,
      (appointment, key) => queue(mail.booked(appointment, key, at), at),
    );
    if (booked.outcome === 'taken') throw new ApiError('appointmentDeskTaken', { headers: NO_STORE });
    if (booked.outcome === 'duplicate') throw new ApiError('appointmentDeskDuplicate', { headers: NO_STORE });
    return c.json({ code: booked.appointment.code, key: booked.key, appointment: deskItem(booked.appointment) }, 201, NO_STORE);
  });

  // A walk-in: attended now at a desk of the office that attends the service, for the statistics; nobody named.
  api.post('/:realm/desk/citaprevia/walk-ins', async (c) => {
    access(c, c.req.param('realm'));
    const asked = await body(c, WalkInBodySchema);
    const { realm, content, office } = atOffice(c, asked.office);
    const service = content.services.find((s) => s._id === asked.service && s.offices.includes(office._id));
    if (!service) throw new ApiError('appointmentService', { headers: NO_STORE });
    if (!office.desks.some((d) => d.id === asked.desk && d.services.includes(service._id))) throw new ApiError('appointmentDesk', { headers: NO_STORE });
    const walkIn = appointments.walkIn(
      {
        realm: realm.id,
        code: newBookingCode(referencePrefix(realm)),
        service: service._id,
        office: office._id,
        desk: asked.desk,
        durationMs: service.duration * 60_000,
        language: realm.languages[0]!,
      },
      now(),
    );
    return c.json(deskItem(walkIn), 201, NO_STORE);
  });

  // Moving an appointment to a free slot chosen at the counter (one a closure holds): the change e-mail (REQUEST,
  // next sequence) in the same transaction.
  api.post('/:realm/desk/citaprevia/appointments/:code/move', async (c) => {
    const member = access(c, c.req.param('realm'));
    const { startsAt } = await body(c, MoveBodySchema);
    const found = appointmentOf(c, member);
    const { content } = atOffice(c, found.office);
    const at = now();
    const slot = slotAt(content, found.service, found.office, startsAt, at);
    const moved = appointments.moveAtDesk(found.id, slot, at, (appointment) => queue(mail.changed(appointment, at), at));
    if (moved.outcome === 'not-active') throw new ApiError('appointmentNotActive', { headers: NO_STORE });
    if (moved.outcome === 'other-service') throw new ApiError('appointmentOtherService', { headers: NO_STORE });
    if (moved.outcome === 'taken') throw new ApiError('appointmentDeskTaken', { headers: NO_STORE });
    return c.json(deskItem(moved.appointment), 200, NO_STORE);
  });

  // Cancelling at the counter: the cancellation e-mail (CANCEL, next sequence) in the same transaction. POST only.
  api.post('/:realm/desk/citaprevia/appointments/:code/cancel', async (c) => {
    const member = access(c, c.req.param('realm'));
    await readJson(c);
    const found = appointmentOf(c, member);
    const at = now();
    const cancelled = appointments.cancel(found.id, at, (appointment) => queue(mail.cancelled(appointment, at), at));
    if (!cancelled) throw new ApiError('appointmentNotActive', { headers: NO_STORE });
    return c.json(deskItem(cancelled), 200, NO_STORE);
  });

  // A desk, or the whole office, closed on a day (the whole day or a span): its slots are gone for citizens at once;
  // the answer lists the appointments it holds, to be moved or cancelled one by one.
  api.post('/:realm/desk/citaprevia/closures', async (c) => {
    access(c, c.req.param('realm'));
    const asked = await body(c, ClosureBodySchema);
    const { member, realm, office } = atOffice(c, asked.office);
    if (asked.desk !== undefined && !office.desks.some((d) => d.id === asked.desk)) throw new ApiError('appointmentDesk', { headers: NO_STORE });
    const whole = dayBounds(asked.day);
    const startMs = asked.start ? (madridInstant(asked.day, minutesOf(asked.start))?.ms ?? whole.from) : whole.from;
    const endMs = asked.end ? (madridInstant(asked.day, minutesOf(asked.end))?.ms ?? whole.to) : whole.to;
    const closure = appointments.close(
      {
        realm: realm.id,
        office: office._id,
        desk: asked.desk ?? null,
        day: asked.day,
        start: asked.start ?? null,
        end: asked.end ?? null,
        startMs,
        endMs,
      },
      member.user._id,
      now(),
    );
    return c.json(closureItem(closure, appointments.heldBy(closure)), 201, NO_STORE);
  });

  // The office's closures still to end, each with the appointments it still holds.
  api.get('/:realm/desk/citaprevia/closures', (c) => {
    const { realm, office } = atOffice(c, c.req.query('office'));
    const items = appointments.closures(realm.id, now(), office._id).map((closure) => closureItem(closure, appointments.heldBy(closure)));
    return c.json({ items }, 200, NO_STORE);
  });

  api.post('/:realm/desk/citaprevia/closures/:id/reopen', async (c) => {
    access(c, c.req.param('realm'));
    const asked = await body(c, v.object({ office: v.string() }));
    const { realm, office } = atOffice(c, asked.office);
    if (!appointments.reopen(realm.id, office._id, c.req.param('id'))) throw new ApiError('appointmentClosureNotFound', { headers: NO_STORE });
    return c.json({ reopened: true }, 200, NO_STORE);
  });

  return api;
}
