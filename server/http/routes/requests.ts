/**
 * Request creation (docs/product-spec.md §7 `POST {requests-api}/{realm}/requests/{mailbox}/create`, §4 Submit). The
 * browser already checked everything; this checks it all again on what arrived: the body's shape, the form's rules of
 * docs/product-spec.md §5 (shared with the form), the uploads, the census, the captcha, the payment. One idempotency
 * key per session makes a doubled or retried submission answer the first request; the key with another body is a 409.
 * The answer carries the request's reference and, for a request sent without an account, its follow-up key
 * (docs/requests-api.md); the receipt e-mail is queued in the request's own transaction.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import type { CitizenMail } from '../../mail/citizen-mail.ts';
import { bodyFingerprint } from '../../core/body-fingerprint.ts';
import type { Captchas } from '../../store/captchas.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import type { Census } from '../../store/census.ts';
import { paymentUsable, type PaymentLedger } from '../../store/payments.ts';
import type { Requests } from '../../store/requests.ts';
import type { Uploads } from '../../store/uploads.ts';
import { readJson } from '../guards/body.ts';
import type { MailboxAccess } from '../guards/mailbox-access.ts';
import { acceptRequest, accessWithCensusIds, idempotencyKey } from '../request-intake.ts';
import { sentAnonymously } from '../../store/users.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { RoomBookings } from '../../store/room-bookings.ts';
import type { ReceiptRoom } from '../../mail/receipt.ts';
import { checkRoomStart } from '../../../src/domain/rooms/room-slots.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { callerLanguage } from '../errors.ts';
import { roomRefusal, roomRequestOf } from '../room-blocks.ts';

/** The answer may hold a follow-up key: no cache may keep it. */
const NO_STORE = { 'Cache-Control': 'no-store' };
/** What a request may weigh before parsing: text only, files travel separately. */
export const MAX_REQUEST_BODY = 256 * 1024;

/** The body limit's refusal of a request past `MAX_REQUEST_BODY` (create and checkout). */
export const requestTooLarge = (): never => {
  throw new ApiError('requestTooLarge');
};

export interface CreateOptions {
  realms: () => RealmConfig[];
  access: MailboxAccess;
  requests: Requests;
  uploads: Uploads;
  captchas: Captchas;
  census: Census;
  payments: PaymentLedger;
  outbox: MailOutbox;
  mail: CitizenMail;
  /** The content and the room bookings: a room mailbox's request books its block in the request's transaction. */
  rooms?: { store: DocumentStore; bookings: RoomBookings; now?: (() => number) | undefined };
}

export function requestRoutes({ realms, access, requests, uploads, captchas, census, payments, outbox, mail, rooms }: CreateOptions) {
  const api = new Hono();
  api.post('/:realm/requests/:mailbox/create', bodyLimit({ maxSize: MAX_REQUEST_BODY, onError: requestTooLarge }), async (c) => {
    const { realm, mailbox: mailboxId } = c.req.param();
    const key = idempotencyKey(c);
    const raw = await readJson(c);
    const allowed = await accessWithCensusIds(c, { access, census, captchas }, realm, mailboxId, raw);
    // From here on nothing awaits: Node runs this to the end before a doubled request gets its turn, so the
    // key lookup and the insert below cannot interleave.
    const { granted, censusHashes } = allowed;
    const { mailbox, sessionId, user } = granted;
    const bodyHash = bodyFingerprint(raw);
    if (key) {
      const earlier = requests.byKey(realm, sessionId, key);
      if (earlier && earlier.mailbox !== mailbox._id) throw new ApiError('keyUsedForOtherMailbox');
      // Another body under the same key is another request the client meant to send: saying it was taken
      // (the first receipt) would lose it silently.
      if (earlier && earlier.bodyHash !== null && earlier.bodyHash !== bodyHash) throw new ApiError('keyUsedForOtherRequest');
      // The first answer was lost (that is why a client retries): a device user gets a fresh follow-up key, as
      // the first one exists only as a digest; the receipt's link keeps working.
      if (earlier)
        return c.json(
          {
            _id: earlier._id,
            iid: earlier.iid,
            reference: earlier.reference,
            ...(sentAnonymously(user) ? { followUpKey: requests.addFollowUpKey(earlier._id) } : {}),
          },
          200,
          NO_STORE,
        );
    }

    const accepted = acceptRequest(c, { realms, uploads, captchas, census }, realm, granted, raw, censusHashes);
    const { body, doc } = accepted;
    if (mailbox.payments && !(body.payment && paymentUsable(payments.find(realm, body.payment), { mailbox: mailbox._id, userId: user._id }))) {
      throw new ApiError('paymentRequired');
    }
    const room = rooms && roomRequestOf(rooms.store, realm, mailbox, doc);
    const lang = callerLanguage(c, realmById(realms(), realm));
    // Holds whose gateway window closed end first (their payments cancelled): their blocks are free again.
    if (room && rooms) rooms.bookings.expireHolds((rooms.now ?? Date.now)());
    const { request: stored, followUpKey } = requests.create(
      realm,
      {
        mailbox: mailbox._id,
        userId: user._id,
        sessionId,
        key,
        bodyHash,
        doc,
        prefix: accepted.prefix,
        language: accepted.language,
        followUp: accepted.anonymous,
      },
      (request, followUp) => {
        let roomNote: ReceiptRoom | undefined;
        if (room && rooms) {
          const at = (rooms.now ?? Date.now)();
          const booked = rooms.bookings.bookInside(
            {
              realm,
              room: room.room._id,
              startMs: room.startMs,
              endMs: room.startMs + room.room.blockMinutes * 60_000,
              requestId: request._id,
              status: room.room.confirmation === 'automatic' ? 'confirmed' : 'requested',
              now: at,
            },
            (taken) => checkRoomStart(room.room, room.holidays, room.startMs, at, taken),
            (refused) => roomRefusal(room.room, refused, lang),
          );
          roomNote = {
            status: booked.status === 'confirmed' ? 'confirmed' : 'requested',
            cancelUntil: booked.startMs - room.room.cancellation.freeUntilHours * 3_600_000,
          };
        }
        uploads.attach(accepted.uploads, request._id);
        if (mailbox.payments && body.payment) payments.markUsed(realm, body.payment, request._id);
        const receipt = mail.receipt(request, mailbox, followUp, roomNote);
        if (receipt) outbox.enqueueReceipt(receipt);
      },
    );
    return c.json({ _id: stored._id, iid: stored.iid, reference: stored.reference, ...(followUpKey ? { followUpKey } : {}) }, 200, NO_STORE);
  });
  return api;
}
