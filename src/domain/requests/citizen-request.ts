import * as v from 'valibot';
import { CoordinatesSchema, DateTimeSchema } from '../../schemas/common.ts';
import { HISTORY_ACTIONS } from './request-history.ts';
import { REQUEST_STATUSES } from './request-status.ts';

/**
 * A request as its citizen reads it (docs/requests-api.md "The citizen"): `GET {requests-api}/{realm}/requests/mine`
 * and `GET …/requests/{reference}`, answered by the local API (server/http/citizen-view.ts) or the provider's.
 * The pages validate what arrives with these before showing any of it. (Here rather than in src/schemas because
 * it is made of the lifecycle's own statuses and actions, which live in this folder.)
 */
const StatusSchema = v.picklist(REQUEST_STATUSES);
const StateSchema = v.nullable(v.object({ status: v.optional(StatusSchema), assignedTo: v.optional(v.nullable(v.string())) }));

/** One line of "Mis solicitudes". */
export const RequestLineSchema = v.object({
  reference: v.string(),
  mailbox: v.string(),
  title: v.string(),
  status: StatusSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type RequestLine = v.InferOutput<typeof RequestLineSchema>;

/** A page of "Mis solicitudes", newest first. */
export const MyRequestsSchema = v.object({
  items: v.array(RequestLineSchema),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
});
export type MyRequests = v.InferOutput<typeof MyRequestsSchema>;

export const ThreadSchema = v.object({
  at: DateTimeSchema,
  author: v.picklist(['citizen', 'staff']),
  message: v.string(),
  status: v.optional(StatusSchema),
});

/** An entry of the history the citizen may read: who on the staff acted is never said. */
export const CitizenHistorySchema = v.object({
  id: v.number(),
  at: DateTimeSchema,
  actor: v.object({ kind: v.picklist(['citizen', 'staff', 'system']), id: v.null() }),
  action: v.picklist(HISTORY_ACTIONS),
  before: StateSchema,
  after: StateSchema,
  message: v.nullable(v.string()),
  citizenVisible: v.literal(true),
});

/**
 * A room booking as the request's citizen reads it (docs/rooms.md "Calls", `room` of `GET …/requests/{reference}`):
 * the room, the block, its state, until when it can be cancelled without cost, and a refund made.
 */
export const CitizenRoomSchema = v.object({
  slug: v.string(),
  title: v.string(),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  status: v.picklist(['requested', 'confirmed', 'cancelled']),
  confirmation: v.picklist(['town-hall', 'automatic']),
  cancelUntil: DateTimeSchema,
  canCancel: v.boolean(),
  refundOnCancel: v.boolean(),
  /** What the gateway answered (`refunded`, `unsupported`, `failed`: anything but `refunded` is the town hall's to do). */
  refund: v.optional(v.object({ outcome: v.string(), amount: v.number() })),
});
export type CitizenRoom = v.InferOutput<typeof CitizenRoomSchema>;

export const CitizenRequestSchema = v.object({
  reference: v.string(),
  mailbox: v.string(),
  title: v.string(),
  body: v.string(),
  category: v.optional(v.string()),
  address: v.optional(v.string()),
  coordinates: v.optional(CoordinatesSchema),
  contact: v.optional(v.record(v.string(), v.string())),
  /** The form's other answers; census answers and signed PDFs are never in it. */
  extra: v.record(v.string(), v.unknown()),
  status: StatusSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  language: v.string(),
  attachments: v.array(v.object({ name: v.string(), kind: v.picklist(['image', 'file']), size: v.number() })),
  payment: v.optional(v.object({ amount: v.number(), concept: v.string(), status: v.string() })),
  threads: v.array(ThreadSchema),
  history: v.array(CitizenHistorySchema),
  /** Whether the citizen may still write (until it is closed). */
  canReply: v.boolean(),
  /** The room booked by a room mailbox's request (docs/rooms.md). */
  room: v.optional(CitizenRoomSchema),
});
export type CitizenRequest = v.InferOutput<typeof CitizenRequestSchema>;
