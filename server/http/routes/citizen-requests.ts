/**
 * The citizen's calls after sending (docs/requests-api.md "The citizen"): "Mis solicitudes"
 * (`GET {requests-api}/{realm}/requests/mine`), one request (`GET …/requests/{reference}`) and a reply to the
 * town hall (`POST …/requests/{reference}/reply`).
 *
 * A request opens to its owner's session, when the owner has an account, or to the follow-up key of the private
 * link (header `X-Follow-Up-Key`, never in a URL). A device user's session opens nothing by itself: on a shared
 * computer the next person would inherit it, which is why a request sent without an account has a key. Anyone
 * else, a wrong or expired key, another realm or a reference that does not exist all get the same 404.
 */
import type { GatewayRegistry } from '../../payment-gateways/gateway.ts';
import type { RoomBookings } from '../../store/room-bookings.ts';
import { roomById } from '../../store/room-content.ts';
import type { RoomMail } from '../../mail/room-mail.ts';
import { citizenRoomView } from '../room-blocks.ts';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { parseReference } from '../../../src/domain/requests/request-reference.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { CitizenMail } from '../../mail/citizen-mail.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import type { SqlitePayments } from '../../store/payments.ts';
import { MAX_MESSAGE, type RequestActions } from '../../store/request-actions.ts';
import type { Requests, RequestWithHistory } from '../../store/requests.ts';
import type { Sessions } from '../../store/sessions.ts';
import type { Uploads } from '../../store/uploads.ts';
import type { User, Users } from '../../store/users.ts';
import { citizenView, requestLine } from '../citizen-view.ts';
import { readJson } from '../guards/body.ts';
import { sentAnonymously } from '../../store/users.ts';
import { sessionOf } from '../session-cookie.ts';
import { realmById } from '../../../src/realm/resolve.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** "Mis solicitudes" a page at a time. */
export const MINE_PER_PAGE = 20;
export const FOLLOW_UP_HEADER = 'x-follow-up-key';

const notFound = () => new ApiError('requestNotFound', { headers: NO_STORE });
const badMessage = () => new ApiError('replyMessage', { params: { max: MAX_MESSAGE }, headers: NO_STORE });

const Reply = v.object({ message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_MESSAGE)) });
const LinkAgain = v.object({ reference: v.pipe(v.string(), v.maxLength(64)), email: v.pipe(v.string(), v.trim(), v.maxLength(254)) });

/** The one answer of "Reenviarme el enlace", whatever happened (docs/requests-api.md "The citizen"). */
export const LINK_AGAIN_ANSWER = 'Si la referencia y el correo coinciden, le enviaremos el enlace en unos minutos.';

export interface CitizenRequestOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  sessions: Sessions;
  users: Users;
  requests: Requests;
  actions: RequestActions;
  uploads: Uploads;
  payments: SqlitePayments;
  /** A room mailbox's bookings: the request's block, its state, and the citizen's cancellation within the terms. */
  rooms?: {
    bookings: RoomBookings;
    gateways: GatewayRegistry;
    now?: (() => number) | undefined;
    /** The desk's message of a citizen's cancellation (docs/rooms.md "The desk"), queued in its transaction. */
    mail?: RoomMail | undefined;
  };
  outbox: MailOutbox;
  mail: Pick<CitizenMail, 'addressOf' | 'linkAgain'>;
}

export function citizenRequestRoutes({ store, realms, sessions, users, requests, actions, uploads, payments, rooms, outbox, mail }: CitizenRequestOptions) {
  const api = new Hono();
  const known = (realm: string) => realmById(realms(), realm) !== undefined;

  /** The signed-in citizen with an account, in this realm; a device user is not one (see above). */
  const citizenOf = (c: Context, realm: string): User | undefined => {
    const userId = sessions.userOf(sessionOf(c, sessions), realm);
    const user = userId ? users.get(realm, userId) : undefined;
    return user && !sentAnonymously(user) ? user : undefined;
  };

  /** The request this call may open, or undefined: the same answer whatever the reason. */
  const opened = (c: Context): RequestWithHistory | undefined => {
    const { realm, reference: typed } = c.req.param() as { realm: string; reference: string };
    const reference = known(realm) ? parseReference(typed) : undefined;
    const request = reference ? requests.byReference(realm, reference) : undefined;
    const key = c.req.header(FOLLOW_UP_HEADER);
    if (key !== undefined) {
      // Checked even when there is no such request, in constant time: the answer's timing tells nothing.
      const opens = requests.opensWithKey(realm, reference ?? '', key.trim());
      return opens ? request : undefined;
    }
    const citizen = request && citizenOf(c, realm);
    return citizen && request.user === citizen._id ? request : undefined;
  };

  const clock = rooms?.now ?? Date.now;
  /** The request's room booking as its citizen reads it, if the request booked one (docs/rooms.md "The citizen"). */
  const roomOf = (request: RequestWithHistory) => {
    const booking = rooms?.bookings.byRequest(request.realm, request._id);
    const room = booking && roomById(store, request.realm, booking.room);
    return booking && room ? citizenRoomView(booking, room, request.language, clock()) : undefined;
  };
  const view = (request: RequestWithHistory) => {
    const room = roomOf(request);
    return { ...citizenView(request, { store, uploads, payments }), ...(room ? { room } : {}) };
  };

  api.get('/:realm/requests/mine', (c) => {
    const realm = c.req.param('realm');
    const citizen = known(realm) ? citizenOf(c, realm) : undefined;
    if (!citizen) throw new ApiError('signInForRequests', { headers: NO_STORE });
    const asked = Number.parseInt(c.req.query('page') ?? '1', 10);
    const page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
    const { items, total } = requests.ofUser(realm, citizen._id, { page, perPage: MINE_PER_PAGE });
    return c.json({ items: items.map(requestLine), total, page, pages: Math.max(1, Math.ceil(total / MINE_PER_PAGE)) }, 200, NO_STORE);
  });

  /**
   * "Reenviarme el enlace": the reference and the address the request's messages go to. When they match, the
   * link is queued to that address (a new follow-up key for a request sent without an account), at most
   * MAX_LINKS_PER_HOUR an hour to one address; the answer is the same whether they match or not, so the call
   * tells nobody which references exist or whose they are. Its own rate limit per client (`relink`).
   */
  api.post('/:realm/requests/resend-link', async (c) => {
    const realm = c.req.param('realm');
    const parsed = v.safeParse(LinkAgain, await readJson(c));
    if (!parsed.success) throw new ApiError('requestInvalid', { headers: NO_STORE });
    const reference = known(realm) ? parseReference(parsed.output.reference) : undefined;
    const request = reference ? requests.byReference(realm, reference) : undefined;
    const to = request && mail.addressOf(realm, request);
    if (request && to && to.toLowerCase() === parsed.output.email.toLowerCase()) {
      store.db.exec('BEGIN IMMEDIATE');
      try {
        const message = mail.linkAgain(request, () => requests.addFollowUpKey(request._id));
        // Capped: nothing is sent, and the key made for it is not kept either.
        store.db.exec(message && outbox.enqueueLinkAgain(message) !== undefined ? 'COMMIT' : 'ROLLBACK');
      } catch (error) {
        store.db.exec('ROLLBACK');
        throw error;
      }
    }
    return c.json({ message: LINK_AGAIN_ANSWER }, 202, NO_STORE);
  });

  api.get('/:realm/requests/:reference', (c) => {
    const request = opened(c);
    if (!request) throw notFound();
    return c.json(view(request), 200, NO_STORE);
  });

  api.post('/:realm/requests/:reference/reply', async (c) => {
    const raw = await readJson(c);
    const request = opened(c);
    if (!request) throw notFound();
    const parsed = v.safeParse(Reply, raw);
    if (!parsed.success) throw badMessage();
    // The key's holder speaks for the citizen who sent it: the reply is the request's owner's. The store refuses
    // a closed request (an `ApiError`, answered no-store as every personal call is).
    const { request: after } = actions.apply(request.realm, request.reference, {
      actor: { kind: 'citizen', id: request.user },
      change: { action: 'reply', message: parsed.output.message },
    });
    return c.json(view(after), 200, NO_STORE);
  });

  // Cancelling the request's room booking within its terms: POST only, never a GET (a mail scanner or a prefetch
  // opening a link must not cancel anything). A paid block is refunded through its gateway when the terms say so.
  api.post('/:realm/requests/:reference/room/cancel', async (c) => {
    await readJson(c);
    const request = opened(c);
    if (!request || !rooms) throw notFound();
    const booking = rooms.bookings.byRequest(request.realm, request._id);
    const room = booking && roomById(store, request.realm, booking.room);
    if (!booking || !room) throw notFound();
    const at = clock();
    if (!citizenRoomView(booking, room, request.language, at).canCancel) throw new ApiError('roomCancelTerms', { headers: NO_STORE });
    const result = rooms.bookings.setStatus(
      request.realm,
      booking.id,
      'cancelled',
      at,
      undefined,
      () => {
        const paid = typeof request.payment === 'string' ? payments.get(request.realm, request.payment) : undefined;
        if (!room.cancellation.refund || paid?.status !== 'pay') return null;
        const gateway = rooms.gateways.for(request.realm, paid.gateway);
        return { ...(gateway ? gateway.refund(paid, paid.cents) : { outcome: 'unsupported' as const }), cents: paid.cents, at };
      },
      // The desk is told in the cancellation's transaction: both happen, or neither.
      (cancelled) => {
        for (const message of rooms.mail?.citizenCancelled(request.realm, cancelled, room, request.reference, request._id) ?? []) outbox.enqueue(message, at);
      },
    );
    if (result === 'refused' || !result) throw new ApiError('roomCancelTerms', { headers: NO_STORE });
    return c.json(view(request), 200, NO_STORE);
  });
  return api;
}
