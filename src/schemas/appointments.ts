/**
 * Appointments at the town hall ("cita previa", docs/product-spec.md §1 "appointments"; the API's base path
 * `citaprevia`, §7): what the content API serves about them. Five collections, one document per record:
 *
 * - `citaprevia_servicios`: what can be booked (a service: its duration, its offices, how far ahead);
 * - `citaprevia_oficinas`: where (an office, its desks and the services each desk attends);
 * - `citaprevia_horarios`: when, week by week (a weekly plan per office and service);
 * - `citaprevia_excepciones`: a day that differs (closed, or extra hours; per office or desk);
 * - `citaprevia_festivos`: the offices' work calendar (national, regional and local holidays).
 *
 * Times are Madrid wall-clock times ("09:00"), days Madrid calendar days ("2026-03-30"): a plan's 9:00 is 9:00 in
 * winter and in summer. The slot engine (src/domain/appointments/slots.ts) reads them; docs/appointments.md says
 * the rules.
 */
import * as v from 'valibot';
import { CoordinatesSchema, IdSchema, TranslatableSchema } from './common.ts';
import { UI_LANGUAGES } from './languages.ts';
import { CaptchaWorkSolutionSchema } from './request.ts';

/** Whether "YYYY-MM-DD" names a real calendar day. */
const isRealDay = (s: string) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar day in Madrid. @example "2026-03-30" */
export const DaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as "YYYY-MM-DD"'), v.check(isRealDay, 'a day of the calendar'));

/** A Madrid wall-clock time of day, 24-hour. @example "09:00" */
export const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as "HH:MM" (00:00–23:59)'));

/** Minutes since midnight of a "HH:MM" time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** ISO weekday: 1 Monday … 7 Sunday. */
export const WeekdaySchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));

/** How many places a range offers at once, at most (never more than the desks that serve it). */
const DesksSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));

/** A stretch of a day, start before end. @example { "start": "16:00", "end": "19:00" } */
export const TimeRangeSchema = v.pipe(
  v.object({ start: TimeSchema, end: TimeSchema }),
  v.check((r) => minutesOf(r.start) < minutesOf(r.end), 'a range that ends after it starts, within the day'),
);
export type TimeRange = v.InferOutput<typeof TimeRangeSchema>;

/** The longest a service's appointment may last, in minutes: what the store's search of taken places counts on. */
export const MAX_DURATION = 240;

/** A service that can be booked (collection `citaprevia_servicios`). */
export const ServiceSchema = v.object({
  _id: IdSchema,
  /** Its name. @example { "es": "Alta o cambio de domicilio en el padrón", "va": "Alta o canvi de domicili en el padró" } */
  title: TranslatableSchema,
  /** What it is for and who should book it (plain text, paragraphs by blank lines). */
  description: v.optional(TranslatableSchema),
  /** What to bring, one item each, in the order shown. @example [{ "es": "DNI, NIE o pasaporte en vigor" }] */
  documents: v.optional(v.array(TranslatableSchema), []),
  /** How long one appointment lasts, in minutes: the length of its slots. */
  duration: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(MAX_DURATION)),
  /** The offices (`citaprevia_oficinas` ids) that provide it; a desk of each must serve it. */
  offices: v.pipe(v.array(IdSchema), v.minLength(1)),
  /**
   * How far ahead it can be booked: from tomorrow to `days` days after today. With `opensAt`, the last of those
   * days opens each day at that Madrid time ("las citas se liberan a las 9:00"): before it, the window ends a
   * day earlier.
   */
  bookingWindow: v.object({
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366)),
    opensAt: v.optional(TimeSchema),
  }),
  /** A service not (yet) offered stays in the store and is never listed or booked. */
  isPublished: v.optional(v.boolean(), true),
});
export type Service = v.InferOutput<typeof ServiceSchema>;

/** A desk ("puesto") of an office and the services it attends. */
export const DeskSchema = v.object({
  /** Unique within its office. @example "puesto-1" */
  id: IdSchema,
  /** As the office's screen and the appointment name it. @example { "es": "Puesto 1", "va": "Lloc 1" } */
  title: TranslatableSchema,
  /** The services (`citaprevia_servicios` ids) this desk attends. */
  services: v.pipe(v.array(IdSchema), v.minLength(1)),
});
export type Desk = v.InferOutput<typeof DeskSchema>;

/** A place where appointments happen (collection `citaprevia_oficinas`). */
export const OfficeSchema = v.pipe(
  v.object({
    _id: IdSchema,
    /** @example { "es": "Oficina de Atención Ciudadana", "va": "Oficina d'Atenció Ciutadana" } */
    title: TranslatableSchema,
    /** Its address, as an association's (docs/content-model.md). */
    address: v.object({
      street: v.string(),
      city: v.string(),
      zipCode: v.optional(v.string()),
      province: v.optional(v.string()),
    }),
    coordinates: CoordinatesSchema,
    /** @example "962 000 100" */
    telephone: v.string(),
    /** Its opening hours in words, for people (the bookable hours are the weekly plans'). */
    openingHours: TranslatableSchema,
    /** Its desks; the number serving a service at once is a slot's capacity. */
    desks: v.pipe(v.array(DeskSchema), v.minLength(1)),
    isPublished: v.optional(v.boolean(), true),
  }),
  v.check((o) => new Set(o.desks.map((d) => d.id)).size === o.desks.length, 'desk ids unique within the office'),
);
export type Office = v.InferOutput<typeof OfficeSchema>;

/** One line of a weekly plan: these weekdays, from start to end. */
export const PlanRangeSchema = v.pipe(
  v.object({
    /** ISO weekdays, 1 Monday … 7 Sunday. @example [1, 2, 3, 4, 5] */
    days: v.pipe(v.array(WeekdaySchema), v.minLength(1)),
    start: TimeSchema,
    end: TimeSchema,
    /** Places at once, at most; without it every open desk that serves the service. */
    desks: v.optional(DesksSchema),
  }),
  v.check((r) => minutesOf(r.start) < minutesOf(r.end), 'a range that ends after it starts, within the day'),
);
export type PlanRange = v.InferOutput<typeof PlanRangeSchema>;

/**
 * When an office attends a service, week by week (collection `citaprevia_horarios`): e.g. Monday to Friday
 * 9:00–14:00 and Thursday also 16:00–19:00. Of the plans of one office and service valid on a day, the one
 * with the latest `validFrom` applies (a summer plan over the year's).
 */
export const WeeklyPlanSchema = v.pipe(
  v.object({
    _id: IdSchema,
    office: IdSchema,
    service: IdSchema,
    /** First day it applies; without it, always. */
    validFrom: v.optional(DaySchema),
    /** Last day it applies (included); without it, from then on. */
    validUntil: v.optional(DaySchema),
    ranges: v.pipe(v.array(PlanRangeSchema), v.minLength(1)),
  }),
  v.check((p) => !p.validFrom || !p.validUntil || p.validFrom <= p.validUntil, 'validUntil on or after validFrom'),
);
export type WeeklyPlan = v.InferOutput<typeof WeeklyPlanSchema>;

/**
 * A day that differs from the plans (collection `citaprevia_excepciones`). `closed`: the office (or only
 * `desk`) is shut on that day, the whole day or in `ranges`. `extra`: hours beyond the plans, in `ranges`,
 * even on a holiday (an opening on purpose). Either for every service of the office, or only `service`.
 */
export const ScheduleExceptionSchema = v.pipe(
  v.object({
    _id: IdSchema,
    office: IdSchema,
    date: DaySchema,
    kind: v.picklist(['closed', 'extra']),
    /** Only this desk of the office (a desk whose clerk is away; an extra desk opened for a morning). */
    desk: v.optional(IdSchema),
    /** Only this service; without it, every service of the office. */
    service: v.optional(IdSchema),
    /** `closed`: the closed hours, the whole day without them. `extra`: the hours added (required). */
    ranges: v.optional(v.pipe(v.array(TimeRangeSchema), v.minLength(1))),
    /** `extra`: places at once, at most; without it every desk that serves the service (or `desk` alone). */
    desks: v.optional(DesksSchema),
    /** Why, as the booking page may say. @example { "es": "Cerrado por inventario" } */
    reason: v.optional(TranslatableSchema),
  }),
  v.check((e) => e.kind === 'closed' || e.ranges !== undefined, 'extra hours need their ranges'),
);
export type ScheduleException = v.InferOutput<typeof ScheduleExceptionSchema>;

export const HOLIDAY_SCOPES = ['national', 'regional', 'local'] as const;

/**
 * A day the offices are closed (collection `citaprevia_festivos`): a national holiday, the autonomous
 * community's, or one of the town's two local ones.
 */
export const HolidaySchema = v.object({
  _id: IdSchema,
  date: DaySchema,
  /** @example { "es": "Día de la Comunitat Valenciana", "va": "Dia de la Comunitat Valenciana" } */
  title: TranslatableSchema,
  scope: v.picklist(HOLIDAY_SCOPES),
});
export type Holiday = v.InferOutput<typeof HolidaySchema>;

/** The collections of the content API that hold appointments, and the schema of each one's documents. */
export const APPOINTMENT_COLLECTIONS = {
  citaprevia_servicios: ServiceSchema,
  citaprevia_oficinas: OfficeSchema,
  citaprevia_horarios: WeeklyPlanSchema,
  citaprevia_excepciones: ScheduleExceptionSchema,
  citaprevia_festivos: HolidaySchema,
} as const;
export type AppointmentCollection = keyof typeof APPOINTMENT_COLLECTIONS;

/** Everything the slot engine reads: a realm's five collections, validated. */
export const AppointmentContentSchema = v.object({
  services: v.array(ServiceSchema),
  offices: v.array(OfficeSchema),
  plans: v.array(WeeklyPlanSchema),
  exceptions: v.array(ScheduleExceptionSchema),
  holidays: v.array(HolidaySchema),
});
export type AppointmentContent = v.InferOutput<typeof AppointmentContentSchema>;

// ——— The calls' bodies (docs/appointments.md "Calls") ———

/** A hold's id or an appointment's key as the server issues them: 128 random bits, base64url. */
const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'a token the server issued'));

/** `POST {realm}/citaprevia/holds`: keep a place in a slot for 10 minutes. */
export const HoldBodySchema = v.object({
  service: IdSchema,
  office: IdSchema,
  /** The slot's start as the slots call gave it ("2026-03-30T09:00:00+02:00"). */
  startsAt: v.pipe(
    v.string(),
    v.maxLength(40),
    v.check((s) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 date-time'),
  ),
});
export type HoldBody = v.InferOutput<typeof HoldBodySchema>;

/** Longest name and surnames taken, in characters. */
export const MAX_NAME = 80;

/**
 * `POST {realm}/citaprevia/appointments`: book the held place. What the person typed is checked by
 * `bookingErrors` (src/domain/appointments/booking-rules.ts) on both sides; this schema only bounds the shapes.
 */
export const BookingBodySchema = v.object({
  hold: TokenSchema,
  name: v.pipe(v.string(), v.maxLength(MAX_NAME * 2)),
  surnames: v.pipe(v.string(), v.maxLength(MAX_NAME * 2)),
  /** DNI or NIE as typed (`checkIdentity` reads it). */
  identity: v.pipe(v.string(), v.maxLength(40)),
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  phone: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** The language the confirmation and reminders are written in. */
  language: v.picklist(UI_LANGUAGES),
  /** The answer to the session's captcha (`GET {realm}/requests/captcha`), as a request form sends it. */
  captcha: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** The captcha's proof of work, solved by the browser, as a request form sends it (docs/security.md, "The captcha"). */
  captchaWork: v.optional(CaptchaWorkSolutionSchema),
});
export type BookingBody = v.InferOutput<typeof BookingBodySchema>;

/** `POST {realm}/citaprevia/appointments/{code}/change`: move the appointment to a held place. */
export const ChangeBodySchema = v.object({ hold: TokenSchema });
export type ChangeBody = v.InferOutput<typeof ChangeBodySchema>;

/** A slot's start as the slots call gave it ("2026-03-30T09:00:00+02:00"). */
const StartsAtSchema = HoldBodySchema.entries.startsAt;

/**
 * `POST {realm}/desk/citaprevia/appointments`: a booking at the counter on a person's behalf (docs/appointments.md
 * "The desk"); `deskBookingErrors` checks the person, who needs no e-mail address nor telephone.
 */
export const DeskBookingBodySchema = v.object({
  service: IdSchema,
  office: IdSchema,
  startsAt: StartsAtSchema,
  name: BookingBodySchema.entries.name,
  surnames: BookingBodySchema.entries.surnames,
  identity: BookingBodySchema.entries.identity,
  email: BookingBodySchema.entries.email,
  phone: BookingBodySchema.entries.phone,
  language: BookingBodySchema.entries.language,
});
export type DeskBookingBody = v.InferOutput<typeof DeskBookingBodySchema>;

/** `POST {realm}/desk/citaprevia/walk-ins`: someone attended now at a desk without an appointment. */
export const WalkInBodySchema = v.object({ service: IdSchema, office: IdSchema, desk: IdSchema });
export type WalkInBody = v.InferOutput<typeof WalkInBodySchema>;

/** `POST {realm}/desk/citaprevia/appointments/{code}/move`: to another free slot, chosen at the counter. */
export const MoveBodySchema = v.object({ startsAt: StartsAtSchema });
export type MoveBody = v.InferOutput<typeof MoveBodySchema>;

/**
 * `POST {realm}/desk/citaprevia/closures`: a desk (or, without `desk`, the whole office) closed on a day, the whole
 * day or from `start` to `end` (Madrid wall-clock times, both or neither).
 */
export const ClosureBodySchema = v.pipe(
  v.object({ office: IdSchema, desk: v.optional(IdSchema), day: DaySchema, start: v.optional(TimeSchema), end: v.optional(TimeSchema) }),
  v.check((c) => (c.start === undefined) === (c.end === undefined), 'a start and an end, or neither'),
  v.check((c) => c.start === undefined || c.end === undefined || minutesOf(c.start) < minutesOf(c.end), 'an end after the start'),
);
export type ClosureBody = v.InferOutput<typeof ClosureBodySchema>;

/** One service's month as open data (docs/appointments.md "Statistics"): counts only, nobody named. */
export const ServiceMonthSchema = v.object({
  service: IdSchema,
  /** Appointments booked (online or at the counter) that fall in the month, whatever became of them. */
  booked: v.number(),
  attended: v.number(),
  /** Booked, and nobody came (`missed` at the counter). */
  noShows: v.number(),
  cancelled: v.number(),
  /** People attended without an appointment. */
  walkIns: v.number(),
  /** The mean, over the month's days, of how many days ahead the first free slot was; null without readings. */
  firstFreeDays: v.nullable(v.number()),
});
export type ServiceMonth = v.InferOutput<typeof ServiceMonthSchema>;

/** `GET {realm}/citaprevia/stats`: each month's counts per service, oldest month first. */
export const AppointmentStatsSchema = v.object({
  months: v.array(v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as "YYYY-MM"')), services: v.array(ServiceMonthSchema) })),
});
export type AppointmentStats = v.InferOutput<typeof AppointmentStatsSchema>;
