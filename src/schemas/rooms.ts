/**
 * Municipal rooms that can be booked (docs/rooms.md; docs/product-spec.md §1 and §4 "Reservations"): collection
 * `salas` of the content API, one document per room. A room is a resource with opening hours and slots, like an
 * appointment desk: its hours are weekly ranges in Madrid wall-clock time and it is closed on the realm's holidays
 * (`citaprevia_festivos`) and on its own closures, read by the appointments' slot engine
 * (src/domain/rooms/room-slots.ts maps a room onto it).
 */
import * as v from 'valibot';
import { DaySchema, minutesOf, PlanRangeSchema, TimeRangeSchema } from './appointments.ts';
import { IdSchema, TranslatableSchema } from './common.ts';

/** A day the room is closed (all day, or the hours in `ranges`), beyond the realm's holidays. */
export const RoomClosureSchema = v.object({
  date: DaySchema,
  ranges: v.optional(v.pipe(v.array(TimeRangeSchema), v.minLength(1))),
  /** @example { "es": "Obras en la sala" } */
  reason: v.optional(TranslatableSchema),
});
export type RoomClosure = v.InferOutput<typeof RoomClosureSchema>;

export const RoomSchema = v.pipe(
  v.object({
    _id: IdSchema,
    /**
     * What the room mailbox's form calls it: the value of its option in the `sala` field (unique in the realm).
     * @example "casa-cultura"
     */
    slug: IdSchema,
    /** @example { "es": "Sala de actos de la Casa de Cultura", "va": "Sala d'actes de la Casa de Cultura" } */
    title: TranslatableSchema,
    /** Where it is, in words. @example { "es": "Casa de Cultura, plaza Mayor, 3" } */
    place: v.optional(TranslatableSchema),
    /** People it takes at most. */
    capacity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    /** The mailbox whose form books it: its `sala` field names the room, its `inicio` field the block's start. */
    mailbox: IdSchema,
    /** Length of one bookable block in minutes: the hours are tiled with blocks from each range's start. */
    blockMinutes: v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(720)),
    /** Opening hours per weekday (1 Monday … 7 Sunday), Madrid wall-clock time. */
    hours: v.pipe(v.array(PlanRangeSchema), v.minLength(1)),
    /** Whether the realm's holidays (`citaprevia_festivos`) close it, as they close the offices; a civic centre open every day says false. */
    closedOnHolidays: v.optional(v.boolean(), true),
    /** Days it is closed beyond the realm's holidays. */
    closures: v.optional(v.array(RoomClosureSchema), []),
    /** How far ahead: from `minDays` days after today to `maxDays` days after today (Madrid days). */
    window: v.pipe(
      v.object({
        minDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366)),
        maxDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366)),
      }),
      v.check((w) => w.minDays <= w.maxDays, 'minDays at most maxDays'),
    ),
    /** Price of one block in euros; 0 is free. A paid room's mailbox charges this amount (`payments.amount`). */
    pricePerBlock: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)),
    /** Free cancellation up to this many hours before the block; a paid block cancelled within it is refunded. */
    cancellation: v.object({
      freeUntilHours: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 90)),
      refund: v.boolean(),
    }),
    /** `town-hall`: a booking waits for a clerk to confirm it; `automatic`: confirmed when booked (and paid). */
    confirmation: v.picklist(['town-hall', 'automatic']),
    isPublished: v.optional(v.boolean(), true),
  }),
  v.check((r) => r.hours.every((h) => minutesOf(h.end) - minutesOf(h.start) >= r.blockMinutes), 'every range of hours holds one block at least'),
);
export type Room = v.InferOutput<typeof RoomSchema>;

/** The collection of the content API that holds rooms. */
export const ROOM_COLLECTION = 'salas';
