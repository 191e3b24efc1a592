/**
 * `POST {requests-api}/{realm}/requests/{mailbox}/checkout` ("Pagar y enviar", docs/payments.md;
 * docs/requests-api.md): a paid mailbox's request and its payment in one call. The request is checked exactly as
 * `create` checks it (`request-intake.ts`) before any payment exists, so a citizen is never charged for a request
 * that cannot be sent; then the payment is created and the checked request kept beside it, to be created by the
 * server when the gateway confirms (`pay-and-send.ts`). The answer is the payment as `payments/new` answers it (its
 * token opens the gateway), plus the follow-up key of a citizen without an account, already valid for the request to
 * come.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { locale } from '../../../src/i18n/index.ts';
import { amountProblem, problemParams } from '../../../src/domain/requests/payment-amount.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { bodyFingerprint } from '../../core/body-fingerprint.ts';
import { newFollowUpKey } from '../../core/follow-up-key.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import type { GatewayRegistry } from '../../payment-gateways/gateway.ts';
import type { Captchas } from '../../store/captchas.ts';
import type { Census } from '../../store/census.ts';
import type { Payment, SqlitePayments } from '../../store/payments.ts';
import type { PendingRequests } from '../../store/pending-requests.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { RoomBookings } from '../../store/room-bookings.ts';
import { checkRoomStart } from '../../../src/domain/rooms/room-slots.ts';
import { roomRefusal, roomRequestOf } from '../room-blocks.ts';
import type { Requests } from '../../store/requests.ts';
import type { Uploads } from '../../store/uploads.ts';
import { readJson } from '../guards/body.ts';
import type { MailboxAccess } from '../guards/mailbox-access.ts';
import { callerLanguage } from '../errors.ts';
import { acceptRequest, accessWithCensusIds, idempotencyKey } from '../request-intake.ts';
import { conceptFor, paymentView, requestedCents } from './payments.ts';
import { MAX_REQUEST_BODY, requestTooLarge } from './requests.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export interface CheckoutOptions {
  realms: () => RealmConfig[];
  access: MailboxAccess;
  ledger: SqlitePayments;
  gateways: GatewayRegistry;
  pending: PendingRequests;
  requests: Requests;
  uploads: Uploads;
  captchas: Captchas;
  census: Census;
  /** The content (a room mailbox's rooms) and the room bookings: a room's block is held before it is paid for. */
  store: DocumentStore;
  rooms: RoomBookings;
  now?: () => number;
}

export function checkoutRoutes({
  realms,
  access,
  ledger,
  gateways,
  pending,
  requests,
  uploads,
  captchas,
  census,
  store,
  rooms,
  now = Date.now,
}: CheckoutOptions) {
  const api = new Hono();

  /** The payment as the form follows it: its view, its token, the key of the request to come, its reference once sent. */
  const answer = (payment: Payment, token: string, followUpKey: string | null | undefined) => {
    const reference = payment.usedBy ? requests.byId(payment.realm, payment.usedBy)?.reference : undefined;
    return { ...paymentView(payment), token, ...(followUpKey ? { followUpKey } : {}), ...(reference ? { reference } : {}) };
  };

  api.post('/:realm/requests/:mailbox/checkout', bodyLimit({ maxSize: MAX_REQUEST_BODY, onError: requestTooLarge }), async (c) => {
    const { realm, mailbox: mailboxId } = c.req.param();
    const key = idempotencyKey(c);
    const raw = await readJson(c);
    const sent = raw.request;
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) {
      access(c, realm, mailboxId);
      throw new ApiError('sendFailed');
    }
    const allowed = await accessWithCensusIds(c, { access, census, captchas }, realm, mailboxId, sent as Record<string, unknown>);
    // Nothing awaits from here on: a doubled call cannot slip between the key's lookup and the payment's creation.
    const { granted, censusHashes } = allowed;
    const { mailbox, sessionId, user } = granted;
    const terms = mailbox.payments;
    const gateway = terms ? gateways.for(realm, terms.gateway) : undefined;
    if (!terms || !gateway) throw new ApiError('mailboxMisconfigured');

    // A retry whose first answer was lost: the same payment, the same token, the same key of the request to come.
    // Another request under the same key is not a retry: answering the first would pay for what was not asked.
    const bodyHash = bodyFingerprint(sent);
    const earlier = key ? ledger.byKey(realm, sessionId, key) : undefined;
    if (earlier) {
      const waiting = pending.get(earlier.payment.id);
      if (earlier.payment.mailbox !== mailbox._id) throw new ApiError('keyUsedForOtherPayment');
      // The payment keeps the request's fingerprint, so this holds after the payment too, when nothing waits on it.
      const startedFor = earlier.bodyHash ?? waiting?.bodyHash;
      if (startedFor !== undefined && startedFor !== bodyHash) throw new ApiError('keyUsedForOtherRequest');
      return c.json(answer(earlier.payment, earlier.token, waiting?.followUpKey), 200, NO_STORE);
    }

    const cents = requestedCents(raw.amount, mailbox);
    const problem = amountProblem(terms, cents);
    const lang = callerLanguage(c, realmById(realms(), realm));
    if (problem) throw new ApiError('paymentAmount', { problems: [{ field: 'payment', key: problem.key, params: problemParams(problem, locale(lang)) }] });
    const accepted = acceptRequest(c, { realms, uploads, captchas, census }, realm, granted, sent as Record<string, unknown>, censusHashes);
    const { doc } = accepted;
    const room = roomRequestOf(store, realm, mailbox, doc);
    // A room's block is paid at its price: a mailbox whose fee says otherwise is an editor's mistake, not the citizen's.
    if (room && Math.round(room.room.pricePerBlock * 100) !== cents) throw new ApiError('mailboxMisconfigured');
    /** The payment and the request waiting on it; for a room, inside the transaction that holds its block. */
    const pay = () => {
      const made = ledger.create({
        realm,
        mailbox: mailbox._id,
        userId: user._id,
        sessionId,
        cents: cents!,
        concept: conceptFor(mailbox, raw.concept, lang),
        gateway: gateway.id,
        key,
        bodyHash,
      });
      if ('conflict' in made) throw new ApiError('keyUsedForOtherPayment');
      const kept = pending.save({
        paymentId: made.payment.id,
        realm,
        mailbox: mailbox._id,
        userId: user._id,
        sessionId,
        language: accepted.language,
        doc,
        uploads: accepted.uploads,
        followUpKey: accepted.anonymous ? newFollowUpKey().key : null,
        bodyHash,
      });
      return { made, kept };
    };
    let paid: ReturnType<typeof pay> | undefined;
    if (room) {
      // Checked and held in one IMMEDIATE transaction, and the payment made in it: the second of two citizens
      // paying for one block is refused here, before a payment exists (docs/rooms.md "Paying for a block").
      const at = now();
      const held = rooms.hold(
        { realm, room: room.room._id, startMs: room.startMs, endMs: room.startMs + room.room.blockMinutes * 60_000, sessionId, now: at },
        (taken) => checkRoomStart(room.room, room.holidays, room.startMs, at, taken),
        () => {
          paid = pay();
          return paid.made.payment.id;
        },
      );
      if (held.outcome === 'refused') throw roomRefusal(room.room, held.check, lang);
    } else paid = pay();
    const { made, kept } = paid!;
    return c.json(answer(made.payment, made.token, kept.followUpKey), 201, NO_STORE);
  });
  return api;
}
