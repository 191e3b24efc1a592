/**
 * The counter's calls of cita previa (docs/appointments.md "The desk"): an office's day and the status the counter
 * records. They go to the realm's `requests` endpoint (the same origin's `/api` by default) with the session cookie,
 * as the desk's other calls (src/api/desk.ts). An answer that does not fit its schema is a parse error; a refusal
 * keeps its status and code for `refusalOf`.
 */
import * as v from 'valibot';
import { resolveUrl, type ApiClient } from './client.ts';
import { checked, type Endpoints } from './desk.ts';

/** What the counter records: arrived from booked, attended from booked or arrived, missed once its time has come. */
export const DESK_MARKS = ['arrived', 'attended', 'missed'] as const;
export type DeskMark = (typeof DESK_MARKS)[number];

export const APPOINTMENT_STATUSES = ['booked', 'arrived', 'attended', 'missed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** One appointment as the counter sees it: the person's name and the document's last four characters. */
export const DeskAppointmentSchema = v.object({
  code: v.string(),
  service: v.string(),
  desk: v.string(),
  day: v.string(),
  start: v.string(),
  end: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  /** Booked online, at the counter on the person's behalf, or a walk-in (older servers say nothing: online). */
  origin: v.optional(v.picklist(['online', 'desk', 'walk-in']), 'online'),
  name: v.string(),
  surnames: v.string(),
  identityTail: v.string(),
});
export type DeskAppointment = v.InferOutput<typeof DeskAppointmentSchema>;

export const DeskDaySchema = v.object({ items: v.array(DeskAppointmentSchema) });
export type DeskDay = v.InferOutput<typeof DeskDaySchema>;

/** Each service's appointments of a Madrid month, by status (erased ones included). */
export const DeskMonthSchema = v.object({
  month: v.string(),
  services: v.array(
    v.object({
      service: v.string(),
      booked: v.number(),
      arrived: v.number(),
      attended: v.number(),
      missed: v.number(),
      cancelled: v.number(),
      /** People attended without an appointment, and the mean days to the first free slot (older servers: none). */
      walkIns: v.optional(v.number(), 0),
      firstFreeDays: v.optional(v.nullable(v.number()), null),
    }),
  ),
});
export type DeskMonth = v.InferOutput<typeof DeskMonthSchema>;

const RefusalSchema = v.looseObject({
  err: v.optional(v.string()),
  errCode: v.optional(v.string()),
  /** The form's problems of a booking at the counter (`400 form`), each a UI string key. */
  errors: v.optional(v.array(v.object({ field: v.string(), key: v.string() }))),
});

/** A booking made at the counter: its code and, once, the private link's key to hand over. */
export const DeskBookedSchema = v.object({ code: v.string(), key: v.string(), appointment: DeskAppointmentSchema });
export type DeskBooked = v.InferOutput<typeof DeskBookedSchema>;

/** A desk (null: the whole office) closed on a day, and the appointments it still holds. */
export const DeskClosureSchema = v.object({
  id: v.string(),
  office: v.string(),
  desk: v.nullable(v.string()),
  day: v.string(),
  start: v.nullable(v.string()),
  end: v.nullable(v.string()),
  appointments: v.array(DeskAppointmentSchema),
});
export type DeskClosure = v.InferOutput<typeof DeskClosureSchema>;

/** What the counter types of a person it books for: no e-mail address nor telephone needed. */
export interface DeskPerson {
  name: string;
  surnames: string;
  identity: string;
  email?: string;
  phone?: string;
  language: string;
}

export function deskAppointmentsApi(client: ApiClient, realm: Endpoints) {
  const desk = (path: string) => resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/desk/citaprevia/${path}`, client.origin);
  const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S) => {
    const url = desk(path);
    return client.request<unknown>(url, { method: 'POST', body }).then(checked(schema, url, 'POST', RefusalSchema));
  };
  return {
    /** Books a free slot on a person's behalf; never retried (a retry after a lost answer would be refused as a duplicate). */
    book: (slot: { service: string; office: string; startsAt: string }, person: DeskPerson) => post('appointments', { ...slot, ...person }, DeskBookedSchema),
    /** Records someone attended now at a desk without an appointment. */
    walkIn: (body: { service: string; office: string; desk: string }) => post('walk-ins', body, DeskAppointmentSchema),
    /** Closes a desk (or, without one, the office) on a day, the whole day or from `start` to `end`. */
    close: (body: { office: string; desk?: string; day: string; start?: string; end?: string }) => post('closures', body, DeskClosureSchema),
    /** The office's closures still to end, with the appointments each holds. */
    closures: (office: string, signal?: AbortSignal) => {
      const url = desk(`closures?office=${encodeURIComponent(office)}`);
      return client.request<unknown>(url, { retry: 2, signal }).then(checked(v.object({ items: v.array(DeskClosureSchema) }), url, 'GET', RefusalSchema));
    },
    reopen: (office: string, id: string) => post(`closures/${encodeURIComponent(id)}/reopen`, { office }, v.object({ reopened: v.boolean() })),
    /** Moves an appointment to another free slot of its service; its citizen is told by e-mail. */
    move: (code: string, startsAt: string) => post(`appointments/${encodeURIComponent(code)}/move`, { startsAt }, DeskAppointmentSchema),
    /** Cancels an appointment at the counter; its citizen is told by e-mail. */
    cancel: (code: string) => post(`appointments/${encodeURIComponent(code)}/cancel`, {}, DeskAppointmentSchema),
    /** The office's appointments of a Madrid day, by time and desk; read again on each change of day or office. */
    day: (office: string, day: string, signal?: AbortSignal) => {
      const url = desk(`day?office=${encodeURIComponent(office)}&day=${encodeURIComponent(day)}`);
      return client.request<unknown>(url, { retry: 2, signal }).then(checked(DeskDaySchema, url, 'GET', RefusalSchema));
    },
    /** The month's counts per service and status, `YYYY-MM`. */
    month: (month: string, signal?: AbortSignal) => {
      const url = desk(`stats?month=${encodeURIComponent(month)}`);
      return client.request<unknown>(url, { retry: 2, signal }).then(checked(DeskMonthSchema, url, 'GET', RefusalSchema));
    },
    /** Records what happened; never retried (a retry after a lost answer is a 409 that shows what was recorded). */
    mark: (code: string, status: DeskMark) => {
      const url = desk(`appointments/${encodeURIComponent(code)}/status`);
      return client.request<unknown>(url, { method: 'POST', body: { status } }).then(checked(DeskAppointmentSchema, url, 'POST', RefusalSchema));
    },
  };
}
export type DeskAppointmentsApi = ReturnType<typeof deskAppointmentsApi>;
