/**
 * The counter's side of appointments (docs/appointments.md "The desk"): the day of an office, who comes when to
 * which desk, and the status the counter records (arrived, attended, missed). Every call starts at `staffAccess`
 * (401 without a session in the realm, 403 for an account without the staff role); any member of the realm's
 * staff may use them, as appointments belong to no mailbox (offices per member are not there yet,
 * docs/appointments.md "The desk"). The month's statistics count every appointment, erased ones included. Answers hold citizens' data: all `no-store`.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { addDays, madridClock, madridInstant } from '../../../src/domain/appointments/slots.ts';
import { parseBookingCode } from '../../../src/domain/appointments/booking-code.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { DaySchema } from '../../../src/schemas/appointments.ts';
import { appointmentContent } from '../../store/appointment-content.ts';
import type { Appointments, StoredAppointment } from '../../store/appointments.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { readJson } from '../guards/body.ts';
import { NO_STORE, type StaffAccess } from '../guards/staff-access.ts';

const StatusBodySchema = v.object({ status: v.picklist(['arrived', 'attended', 'missed']) });

const hhmm = (ms: number) => {
  const { minutes } = madridClock(ms);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** An appointment as the counter sees it: the person's name and the document's last four characters to compare. */
const deskItem = (a: StoredAppointment) => ({
  code: a.code,
  service: a.service,
  desk: a.desk,
  day: madridClock(a.startMs).day,
  start: hhmm(a.startMs),
  end: hhmm(a.endMs),
  status: a.status,
  name: a.name,
  surnames: a.surnames,
  identityTail: a.identityTail,
});

export function deskAppointmentRoutes({
  store,
  access,
  appointments,
  now = Date.now,
}: {
  store: DocumentStore;
  access: StaffAccess;
  appointments: Appointments;
  now?: () => number;
}) {
  const api = new Hono();

  api.get('/:realm/desk/citaprevia/day', (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const office = c.req.query('office') ?? '';
    const day = c.req.query('day') ?? madridClock(now()).day;
    if (!appointmentContent(store, realm).offices.some((o) => o._id === office)) throw new ApiError('appointmentOffice', { headers: NO_STORE });
    if (!v.is(DaySchema, day)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    // Madrid's midnight to the next one: 23 or 25 hours on the days summer time starts or ends.
    const next = addDays(day, 1);
    const from = madridInstant(day, 0)?.ms ?? Date.parse(`${day}T00:00:00Z`);
    const to = madridInstant(next, 0)?.ms ?? Date.parse(`${next}T00:00:00Z`);
    return c.json({ items: appointments.ofOffice(realm, office, from, to).map(deskItem) }, 200, NO_STORE);
  });

  // The month's statistics: how many appointments of each service started in that Madrid month, by status.
  api.get('/:realm/desk/citaprevia/stats', (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const month = c.req.query('month') ?? madridClock(now()).day.slice(0, 7);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ApiError('appointmentRange', { headers: NO_STORE });
    const [year, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
    const from = madridInstant(`${month}-01`, 0)?.ms ?? Date.parse(`${month}-01T00:00:00Z`);
    const to = madridInstant(`${next}-01`, 0)?.ms ?? Date.parse(`${next}-01T00:00:00Z`);
    return c.json({ month, services: appointments.countsByService(realm, from, to) }, 200, NO_STORE);
  });

  api.post('/:realm/desk/citaprevia/appointments/:code/status', async (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const body = v.safeParse(StatusBodySchema, await readJson(c));
    if (!body.success) throw new ApiError('appointmentBody', { headers: NO_STORE });
    const code = parseBookingCode(c.req.param('code'));
    const result = code ? appointments.setStatus(realm, code, body.output.status, now()) : undefined;
    if (!result) throw new ApiError('appointmentNotFound', { headers: NO_STORE });
    if (result === 'refused') throw new ApiError('appointmentStatus', { headers: NO_STORE });
    return c.json(deskItem(result), 200, NO_STORE);
  });

  return api;
}
