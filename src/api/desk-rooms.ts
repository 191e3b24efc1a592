/**
 * The desk's calls of room bookings (docs/rooms.md "The desk", "Calls"): the bookings of the member's mailboxes that
 * start in a span of Madrid days, and a clerk's confirmation or cancellation (with the refund of a paid one). They go
 * to the realm's `requests` endpoint (the same origin's `/api` by default) with the session cookie, as the desk's
 * other calls (src/api/desk.ts). An answer that does not fit its schema is a parse error; a refusal keeps its status
 * and code for `refusalOf`.
 */
import * as v from 'valibot';
import { resolveUrl, type ApiClient } from './client.ts';
import { checked, type Endpoints } from './desk.ts';

export const DESK_ROOM_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type DeskRoomStatus = (typeof DESK_ROOM_STATUSES)[number];

/** One booking as the desk sees it: no personal data, the request's reference leads to the rest. */
export const DeskRoomBookingSchema = v.object({
  id: v.string(),
  /** The room's slug (its `_id` when the room is gone from the content). */
  room: v.string(),
  day: v.string(),
  start: v.string(),
  end: v.string(),
  status: v.picklist(DESK_ROOM_STATUSES),
  reference: v.nullable(v.string()),
  /** Euros paid for it; 0 when nothing was (a free room, or not paid). */
  paid: v.number(),
  /** The state changes, oldest first (epoch ms); `by` is the staff member's id for a clerk's change. */
  history: v.array(v.object({ status: v.picklist(['held', ...DESK_ROOM_STATUSES]), at: v.number(), by: v.optional(v.string()) })),
  refund: v.nullable(v.object({ outcome: v.string(), reference: v.optional(v.string()), cents: v.number(), at: v.number() })),
  /** Who cancelled it: the citizen (by the request's link or session) or a clerk; null while it stands. */
  cancelledBy: v.optional(v.nullable(v.picklist(['citizen', 'staff'])), null),
});
export type DeskRoomBooking = v.InferOutput<typeof DeskRoomBookingSchema>;

export const DeskRoomBookingsSchema = v.object({ items: v.array(DeskRoomBookingSchema) });

const RefusalSchema = v.looseObject({ err: v.optional(v.string()), errCode: v.optional(v.string()) });

export function deskRoomsApi(client: ApiClient, realm: Endpoints) {
  const desk = (path: string) => resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/desk/rooms/${path}`, client.origin);
  return {
    /** The bookings that start from `from` to `to` (Madrid days, both included), in time order. */
    bookings: (from: string, to: string, signal?: AbortSignal) => {
      const url = desk(`bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      return client.request<unknown>(url, { retry: 2, signal }).then(checked(DeskRoomBookingsSchema, url, 'GET', RefusalSchema));
    },
    /**
     * Confirms or cancels a booking (refunding a paid one through its gateway when `refund`); never retried: a retry
     * after a lost answer is a 409 that shows what was recorded.
     */
    setStatus: (id: string, status: 'confirmed' | 'cancelled', refund = false) => {
      const url = desk(`bookings/${encodeURIComponent(id)}/status`);
      return client
        .request<unknown>(url, { method: 'POST', body: status === 'cancelled' ? { status, refund } : { status } })
        .then(checked(DeskRoomBookingSchema, url, 'POST', RefusalSchema));
    },
  };
}
export type DeskRoomsApi = ReturnType<typeof deskRoomsApi>;
