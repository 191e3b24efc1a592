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
    }),
  ),
});
export type DeskMonth = v.InferOutput<typeof DeskMonthSchema>;

const RefusalSchema = v.looseObject({ err: v.optional(v.string()), errCode: v.optional(v.string()) });

export function deskAppointmentsApi(client: ApiClient, realm: Endpoints) {
  const desk = (path: string) => resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/desk/citaprevia/${path}`, client.origin);
  return {
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
