/**
 * The citizen's appointment calls (docs/appointments.md "Calls", the contract), over the one client, on the realm's
 * `citaprevia` endpoint (`/api` by default). The captcha a booking answers is the request form's (`captcha.ts`).
 */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

/** An office's address, as its content gives it. */
export interface OfficeAddress {
  street: string;
  city: string;
  zipCode?: string;
  province?: string;
}

/** A service as `GET services` answers it, in the caller's language. */
export interface ServiceAnswer {
  _id: string;
  title: string;
  description: string;
  documents: string[];
  duration: number;
  offices: Array<{ _id: string; title: string; address: OfficeAddress }>;
  /** The bookable days now, or null when none. */
  window: { first: string; last: string } | null;
}

/** A free slot somewhere: the first of the window, or one of the next a `taken` refusal offers. */
export interface SlotPlace {
  office: string;
  day: string;
  start: string;
  startsAt: string;
}

export interface DaysAnswer {
  items: Array<{ office: string; day: string; slots: number; free: number }>;
  first?: SlotPlace;
}

export interface SlotsAnswer {
  items: Array<{ start: string; end: string; startsAt: string; endsAt: string; free: number }>;
}

export interface HoldAnswer {
  hold: string;
  expiresAt: string;
}

/** An appointment as `GET appointments/{code}` answers it. */
export interface AppointmentAnswer {
  code: string;
  status: 'booked' | 'cancelled' | 'attended' | 'missed';
  service: string;
  office: string;
  day: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  name: string;
  surnames: string;
  contact: { email?: string; phone?: string };
  canChange: boolean;
  canCancel: boolean;
}

/** `GET {realm}/citaprevia/mine`: the signed-in citizen's appointments, coming ones first ("Mis citas"). */
export interface MyAppointmentsAnswer {
  items: Array<AppointmentAnswer & { upcoming: boolean }>;
}

export interface BookingAnswer {
  code: string;
  /** Only on the first answer: a retry with the same idempotency key gets none (the server keeps its digest). */
  key?: string;
  appointment: AppointmentAnswer;
}

export interface BookingSubmission {
  hold: string;
  name: string;
  surnames: string;
  identity: string;
  email?: string | undefined;
  phone?: string | undefined;
  language: string;
  captcha: string;
  captchaWork?: unknown;
}

/** What a refusal may carry beyond its code: the next free slots of `taken`, the field errors of `form`. */
export interface AppointmentRefusalBody {
  errCode?: ApiErrorCode;
  err?: string;
  next?: SlotPlace[];
  errors?: Array<{ field: string; key: string; message?: string }>;
}

export function appointmentsApi(client: ApiClient, realm: Endpoints) {
  const at = (path: string) => endpointUrl(client, realm)('citaprevia', `${realm.id}/citaprevia/${path}`);
  const id = encodeURIComponent;
  // Without a key (an appointment opened from "Mis citas"), the session says whose it is: no header at all.
  const keyed = (key: string): Record<string, string> => (key ? { 'X-Appointment-Key': key } : {});
  return {
    /** The signed-in citizen's appointments ("Mis citas"); 401 `not-signed-in` without an account. */
    mine: () => client.request<MyAppointmentsAnswer & AppointmentRefusalBody>(at('mine'), { retry: 2 }),
    services: () => client.request<{ items: ServiceAnswer[] }>(at('services'), { retry: 2 }),
    /** The days with slots of every office of the service (or of `office`), and the first free slot of the window. */
    days: (service: string, office?: string) =>
      client.request<DaysAnswer & AppointmentRefusalBody>(at(`services/${id(service)}/days`), { query: { office }, retry: 2 }),
    slots: (service: string, office: string, day: string) =>
      client.request<SlotsAnswer & AppointmentRefusalBody>(at(`services/${id(service)}/slots`), { query: { office, day }, retry: 2 }),
    hold: (body: { service: string; office: string; startsAt: string }) =>
      client.request<HoldAnswer & AppointmentRefusalBody>(at('holds'), { method: 'POST', body }),
    /** The booking; the same `idempotencyKey` on a retry answers the appointment already made instead of a second one. */
    book: (body: BookingSubmission, idempotencyKey: string) =>
      client.request<BookingAnswer & AppointmentRefusalBody>(at('appointments'), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    appointment: (code: string, key: string) =>
      client.request<AppointmentAnswer & AppointmentRefusalBody>(at(`appointments/${id(code)}`), { headers: keyed(key) }),
    /** Moves the appointment to the slot `hold` keeps for this session: same code and key, the old place freed. */
    change: (code: string, key: string, hold: string) =>
      client.request<AppointmentAnswer & AppointmentRefusalBody>(at(`appointments/${id(code)}/change`), {
        method: 'POST',
        body: { hold },
        headers: keyed(key),
      }),
    cancel: (code: string, key: string) =>
      client.request<AppointmentAnswer & AppointmentRefusalBody>(at(`appointments/${id(code)}/cancel`), {
        method: 'POST',
        body: {},
        headers: keyed(key),
      }),
  };
}
export type AppointmentsApi = ReturnType<typeof appointmentsApi>;
