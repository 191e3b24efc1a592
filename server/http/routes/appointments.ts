/**
 * The appointments API (docs/appointments.md "Calls"): under `{citaprevia}/{realm}/citaprevia/…`, the services and
 * their free days and slots, computed by the slot engine (src/domain/appointments/slots.ts) from the realm's content
 * and what is taken; a hold of a place for 10 minutes; the booking of the held place (the form's rules checked
 * again, the captcha, one coming appointment per document and service); and, with the private link's key
 * (header `X-Appointment-Key`, never a URL), reading, cancelling (POST only) and moving it.
 */
import { Hono, type Context } from 'hono';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { bookingErrors, normalisePhone } from '../../../src/domain/appointments/booking-rules.ts';
import { newBookingCode, parseBookingCode } from '../../../src/domain/appointments/booking-code.ts';
import { checkIdentity } from '../../../src/domain/appointments/identity.ts';
import { serviceMonth } from '../../../src/domain/appointments/open-data.ts';
import {
  addDays,
  bookingWindow,
  firstFreeSlot,
  freeDays,
  freeSlots,
  madridClock,
  slotsFor,
  type DayKey,
  type FreeSlot,
} from '../../../src/domain/appointments/slots.ts';
import { TIME_ZONE } from '../../../src/domain/content/calendar.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { referencePrefix } from '../../../src/domain/requests/request-reference.ts';
import { pick } from '../../../src/i18n/index.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { BookingBodySchema, ChangeBodySchema, DaySchema, HoldBodySchema, type AppointmentContent } from '../../../src/schemas/appointments.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { appointmentContent } from '../../store/appointment-content.ts';
import { MONTH, monthBounds } from './desk-appointments.ts';
import type { AppointmentMail } from '../../mail/appointment-mail.ts';
import { Appointments, type StoredAppointment } from '../../store/appointments.ts';
import type { Captchas } from '../../store/captchas.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import type { Sessions } from '../../store/sessions.ts';
import { readJson } from '../guards/body.ts';
import { callerLanguage } from '../errors.ts';
import { idempotencyKey } from '../request-intake.ts';
import { sessionOf } from '../session-cookie.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
const DAY = 86_400_000;
/** The longest stretch of days one call answers. */
export const MAX_DAYS = 62;
/** Months the statistics answer by default, and at most. */
const DEFAULT_MONTHS = 12;
const MAX_MONTHS = 24;
/** The month `n` months after "YYYY-MM" (before, for a negative `n`). */
const addMonths = (month: string, n: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
/** Free slots offered with a `taken` refusal. */
const NEXT_OFFERED = 3;

export interface AppointmentRouteOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  sessions: Sessions;
  captchas: Captchas;
  appointments: Appointments;
  outbox: MailOutbox;
  mail: AppointmentMail;
  /** The clock (tests give their own). */
  now?: () => number;
}

const iso = (ms: number) => DateTime.fromMillis(ms, { zone: TIME_ZONE }).toISO({ suppressMilliseconds: true })!;
const place = (slot: FreeSlot) => ({ office: slot.office, day: slot.day, start: slot.start, startsAt: slot.startsAt });

export function appointmentRoutes({ store, realms, sessions, captchas, appointments, outbox, mail, now = Date.now }: AppointmentRouteOptions) {
  const api = new Hono();

  const realmOf = (c: Context): RealmConfig => {
    const realm = realmById(realms(), c.req.param('realm') ?? '');
    if (!realm) throw new ApiError('noRealm', { headers: NO_STORE });
    return realm;
  };

  /** The realm's content and a published service of it with its published offices, or the refusal. */
  const serviceOf = (realm: RealmConfig, id: string | undefined) => {
    const content = appointmentContent(store, realm.id);
    const service = content.services.find((s) => s._id === id && s.isPublished);
    if (!service) throw new ApiError('appointmentService', { headers: NO_STORE });
    const offices = content.offices.filter((o) => o.isPublished && service.offices.includes(o._id));
    return { content, service, offices };
  };

  /** An office of the service, named in the query; undefined when none is named. */
  const officeOf = (offices: AppointmentContent['offices'], id: string | undefined) => {
    if (id === undefined || id === '') return undefined;
    const office = offices.find((o) => o._id === id);
    if (!office) throw new ApiError('appointmentOffice', { headers: NO_STORE });
    return office;
  };

  /** What is taken at an office (or all) around the days asked for. */
  const takenAround = (realm: string, office: string | undefined, from: DayKey, to: DayKey, at: number) =>
    appointments.taken(realm, office, Date.parse(`${from}T00:00:00Z`) - DAY, Date.parse(`${to}T00:00:00Z`) + 2 * DAY, at);

  /** The appointment as the GET answers it. */
  const answerOf = (appointment: StoredAppointment, at: number) => {
    const start = madridClock(appointment.startMs);
    const end = madridClock(appointment.endMs);
    const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const active = Appointments.active(appointment, at);
    return {
      code: appointment.code,
      status: appointment.status === 'arrived' ? 'booked' : appointment.status,
      service: appointment.service,
      office: appointment.office,
      day: start.day,
      start: hhmm(start.minutes),
      end: hhmm(end.minutes),
      startsAt: iso(appointment.startMs),
      endsAt: iso(appointment.endMs),
      name: appointment.name,
      surnames: appointment.surnames,
      contact: { ...(appointment.email ? { email: appointment.email } : {}), ...(appointment.phone ? { phone: appointment.phone } : {}) },
      canChange: active,
      canCancel: active,
    };
  };

  /** The appointment the path's code and the key header open; the same 404 for a wrong code and a wrong key. */
  const opened = (c: Context, realm: RealmConfig): StoredAppointment => {
    const code = parseBookingCode(c.req.param('code') ?? '');
    const owner = sessions.userOf(sessionOf(c, sessions), realm.id);
    const found = code ? appointments.opened(realm.id, code, c.req.header('x-appointment-key'), owner) : undefined;
    if (!found) throw new ApiError('appointmentNotFound', { headers: NO_STORE });
    return found;
  };

  const queue = (message: ReturnType<AppointmentMail['changed']>, at: number) => {
    if (message) outbox.enqueueAppointment(message, at);
  };

  api.get('/:realm/citaprevia/services', (c) => {
    const realm = realmOf(c);
    const lang = callerLanguage(c, realm);
    const content = appointmentContent(store, realm.id);
    const at = now();
    const items = content.services
      .filter((s) => s.isPublished)
      .map((service) => ({
        _id: service._id,
        title: pick(service.title, lang),
        description: service.description ? pick(service.description, lang) : '',
        documents: service.documents.map((d) => pick(d, lang)),
        duration: service.duration,
        offices: content.offices
          .filter((o) => o.isPublished && service.offices.includes(o._id))
          .map((o) => ({ _id: o._id, title: pick(o.title, lang), address: o.address })),
        window: bookingWindow(service, at) ?? null,
      }));
    return c.json({ items }, 200, NO_STORE);
  });

  api.get('/:realm/citaprevia/services/:service/days', (c) => {
    const realm = realmOf(c);
    const { content, service, offices } = serviceOf(realm, c.req.param('service'));
    const office = officeOf(offices, c.req.query('office'));
    const at = now();
    const window = bookingWindow(service, at);
    const from = c.req.query('from') ?? window?.first ?? madridClock(at).day;
    if (!v.is(DaySchema, from)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const to = c.req.query('to') ?? addDays(from, MAX_DAYS - 1);
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY + 1;
    if (!v.is(DaySchema, from) || !v.is(DaySchema, to) || days < 1 || days > MAX_DAYS) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const asked = office ? [office] : offices;
    const taken = takenAround(realm.id, office?._id, from, to, at);
    const items = asked.flatMap((o) =>
      freeDays(content, { service: service._id, office: o._id, from, to, now: at }, taken).map((d) => ({ office: o._id, ...d })),
    );
    items.sort((a, b) => (a.day === b.day ? 0 : a.day < b.day ? -1 : 1));
    const firstTaken = window ? takenAround(realm.id, office?._id, window.first, window.last, at) : [];
    const first = firstFreeSlot(content, { service: service._id, now: at, offices: asked.map((o) => o._id) }, firstTaken);
    return c.json({ items, ...(first ? { first: place(first) } : {}) }, 200, NO_STORE);
  });

  // The statistics as open data (docs/appointments.md "Statistics"): each month's counts per service, nobody named;
  // the build reads them for the open-data files. From `from` to `to` (months, both included; the last twelve
  // months to this one by default, at most 24).
  api.get('/:realm/citaprevia/stats', (c) => {
    const realm = realmOf(c);
    const current = madridClock(now()).day.slice(0, 7);
    const to = c.req.query('to') ?? current;
    const from = c.req.query('from') ?? addMonths(to, -(DEFAULT_MONTHS - 1));
    if (!MONTH.test(from) || !MONTH.test(to) || from > to || addMonths(from, MAX_MONTHS - 1) < to)
      throw new ApiError('appointmentRange', { headers: NO_STORE });
    const months = [];
    for (let month = from; month <= to; month = addMonths(month, 1)) {
      const bounds = monthBounds(month);
      const counts = appointments.countsByService(realm.id, bounds.from, bounds.to, { from: `${month}-01`, to: `${bounds.next}-01` });
      months.push({ month, services: counts.map(serviceMonth) });
    }
    return c.json({ months }, 200, NO_STORE);
  });

  api.get('/:realm/citaprevia/services/:service/slots', (c) => {
    const realm = realmOf(c);
    const { content, service, offices } = serviceOf(realm, c.req.param('service'));
    const office = officeOf(offices, c.req.query('office'));
    const day = c.req.query('day') ?? '';
    if (!office) throw new ApiError('appointmentOffice', { headers: NO_STORE });
    if (!v.is(DaySchema, day)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const at = now();
    const slots = slotsFor(content, { service: service._id, office: office._id, from: day, to: day, now: at });
    const items = freeSlots(slots, takenAround(realm.id, office._id, day, day, at)).map((s) => ({
      start: s.start,
      end: s.end,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      free: s.free,
    }));
    return c.json({ items }, 200, NO_STORE);
  });

  api.post('/:realm/citaprevia/holds', async (c) => {
    const realm = realmOf(c);
    const body = v.safeParse(HoldBodySchema, await readJson(c));
    if (!body.success) throw new ApiError('appointmentBody', { headers: NO_STORE });
    const { content, service, offices } = serviceOf(realm, body.output.service);
    const office = officeOf(offices, body.output.office)!;
    const at = now();
    const startMs = Date.parse(body.output.startsAt);
    const { day } = madridClock(startMs);
    const window = bookingWindow(service, at);
    if (!window || day < window.first || day > window.last) throw new ApiError('appointmentWindow', { headers: NO_STORE });
    const slot = slotsFor(content, { service: service._id, office: office._id, from: day, to: day, now: at }).find((s) => s.startMs === startMs);
    if (!slot) throw new ApiError('appointmentSlot', { headers: NO_STORE });
    const session = sessionOf(c, sessions, true);
    const held = appointments.hold(realm.id, slot, session, at);
    if (!held) {
      // Full meanwhile: the next free places of the service at that office, else anywhere, so the page can offer them.
      const later = freeSlots(
        slotsFor(content, { service: service._id, office: office._id, from: day, to: window.last, now: at }).filter((s) => s.startMs > startMs),
        takenAround(realm.id, office._id, day, window.last, at),
      ).slice(0, NEXT_OFFERED);
      const elsewhere = later.length
        ? undefined
        : firstFreeSlot(content, { service: service._id, now: at }, takenAround(realm.id, undefined, window.first, window.last, at));
      throw new ApiError('appointmentTaken', { extra: { next: (later.length ? later : elsewhere ? [elsewhere] : []).map(place) }, headers: NO_STORE });
    }
    return c.json({ hold: held.token, expiresAt: iso(held.expiresAt) }, 201, NO_STORE);
  });

  api.post('/:realm/citaprevia/appointments', async (c) => {
    const realm = realmOf(c);
    const key = idempotencyKey(c);
    const raw = await readJson(c);
    const body = v.safeParse(BookingBodySchema, raw);
    if (!body.success) throw new ApiError('appointmentBody', { headers: NO_STORE });
    const person = body.output;
    const errors = bookingErrors(person);
    if (errors.length) throw new ApiError('appointmentInvalid', { problems: errors, headers: NO_STORE });
    const session = sessionOf(c, sessions);
    if (!session) throw new ApiError('appointmentHoldExpired', { headers: NO_STORE });
    const at = now();
    const identity = checkIdentity(person.identity);
    if (!identity.ok) throw new ApiError('appointmentInvalid', { headers: NO_STORE });
    const email = person.email?.trim() || null;
    const phone = person.phone?.trim() ? normalisePhone(person.phone)! : null;
    const input = {
      realm: realm.id,
      code: newBookingCode(referencePrefix(realm)),
      hold: person.hold,
      sessionId: session,
      identity: identity.value,
      name: person.name.trim(),
      surnames: person.surnames.trim(),
      email,
      phone,
      language: person.language,
      userId: sessions.userOf(session, realm.id) ?? null,
      idempotencyKey: key ?? null,
    };
    // The first answer was lost (that is why a client retries): the appointment it made, without its key, which
    // exists only as a digest; the confirmation e-mail carries the link.
    const repeated = key ? appointments.byIdempotencyKey(realm.id, session, key) : undefined;
    if (repeated) return c.json({ code: repeated.code, appointment: answerOf(repeated, at) }, 200, NO_STORE);
    // One guess per captcha image, as a request form's (server/http/request-intake.ts).
    if (!captchas.consume(session, realm.id, person.captcha, person.captchaWork, at)) throw new ApiError('captchaFailed', { headers: NO_STORE });
    const booked = appointments.book(input, at, (appointment, secret) => queue(mail.booked(appointment, secret, at), at));
    if (booked.outcome === 'hold-expired') throw new ApiError('appointmentHoldExpired', { headers: NO_STORE });
    if (booked.outcome === 'duplicate') throw new ApiError('appointmentDuplicate', { headers: NO_STORE });
    if (booked.outcome === 'repeated') return c.json({ code: booked.appointment.code, appointment: answerOf(booked.appointment, at) }, 200, NO_STORE);
    return c.json({ code: booked.appointment.code, key: booked.key, appointment: answerOf(booked.appointment, at) }, 201, NO_STORE);
  });

  // "Mis citas": the signed-in citizen's appointments, coming first (soonest first), then past ones (latest first).
  // Each opens on its page by its code alone, for its owner (`opened`), without the key the server keeps no copy of.
  api.get('/:realm/citaprevia/mine', (c) => {
    const realm = realmOf(c);
    const user = sessions.userOf(sessionOf(c, sessions), realm.id);
    if (!user) throw new ApiError('notSignedIn', { headers: NO_STORE });
    const at = now();
    const all = appointments
      .ofUser(realm.id, user)
      .map((a) => ({ ...answerOf(a, at), upcoming: a.endMs > at && (a.status === 'booked' || a.status === 'arrived') }));
    const coming = all.filter((a) => a.upcoming);
    const past = all.filter((a) => !a.upcoming).reverse();
    return c.json({ items: [...coming, ...past] }, 200, NO_STORE);
  });

  api.get('/:realm/citaprevia/appointments/:code', (c) => {
    const realm = realmOf(c);
    return c.json(answerOf(opened(c, realm), now()), 200, NO_STORE);
  });

  api.post('/:realm/citaprevia/appointments/:code/cancel', async (c) => {
    const realm = realmOf(c);
    const found = opened(c, realm);
    await readJson(c);
    const at = now();
    const cancelled = appointments.cancel(found.id, at, (appointment) => queue(mail.cancelled(appointment, at), at));
    if (!cancelled) throw new ApiError('appointmentNotActive', { headers: NO_STORE });
    return c.json(answerOf(cancelled, at), 200, NO_STORE);
  });

  api.post('/:realm/citaprevia/appointments/:code/change', async (c) => {
    const realm = realmOf(c);
    const found = opened(c, realm);
    const body = v.safeParse(ChangeBodySchema, await readJson(c));
    if (!body.success) throw new ApiError('appointmentBody', { headers: NO_STORE });
    const session = sessionOf(c, sessions);
    const at = now();
    if (!Appointments.active(found, at)) throw new ApiError('appointmentNotActive', { headers: NO_STORE });
    if (!session) throw new ApiError('appointmentHoldExpired', { headers: NO_STORE });
    const changed = appointments.change(found.id, body.output.hold, session, at, (appointment) => queue(mail.changed(appointment, at), at));
    if (changed.outcome !== 'changed') {
      const refusal = { 'not-active': 'appointmentNotActive', 'hold-expired': 'appointmentHoldExpired', 'other-service': 'appointmentOtherService' } as const;
      throw new ApiError(refusal[changed.outcome], { headers: NO_STORE });
    }
    return c.json(answerOf(changed.appointment, at), 200, NO_STORE);
  });

  return api;
}
