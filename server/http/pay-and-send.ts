/**
 * "Pagar y enviar" (docs/payments.md): the server's half. A paid mailbox's request is checked in full and kept beside
 * its pending payment (`routes/checkout.ts`); when the gateway confirms, the server creates the request itself, with
 * its receipt, in one transaction that also spends the payment and removes the pending request. Nothing waits on
 * the citizen's window: a closed tab, a lost connection or a phone that never came back cannot leave a paid
 * request unsent. A refused or cancelled payment drops its pending request: nothing was sent, nothing charged.
 *
 * Every step is safe to repeat: the gateway's verdict triggers it, the form's status call triggers it again, and
 * opening the API finishes whatever a stopped server left between a verdict and its request. Spending the payment
 * inside the request's transaction is what makes one request of one payment, however many times this runs.
 */
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { CitizenMail } from '../mail/citizen-mail.ts';
import type { DocumentStore } from '../store/documents.ts';
import { findMailbox } from '../store/mailboxes.ts';
import type { MailOutbox } from '../store/mail-outbox.ts';
import type { SqlitePayments } from '../store/payments.ts';
import type { PendingRequests } from '../store/pending-requests.ts';
import type { Requests, StoredRequest } from '../store/requests.ts';
import type { Uploads } from '../store/uploads.ts';
import type { RoomBookings } from '../store/room-bookings.ts';
import { roomById } from '../store/room-content.ts';
import { referencePrefix } from '../../src/domain/requests/request-reference.ts';
import { realmById } from '../../src/realm/resolve.ts';

export interface PayAndSendOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  ledger: SqlitePayments;
  pending: PendingRequests;
  requests: Requests;
  uploads: Uploads;
  outbox: MailOutbox;
  mail: CitizenMail;
  /** A room mailbox's holds: a paid one becomes the request's booking, a refused one frees its block. */
  rooms?: RoomBookings;
  now?: () => number;
}

/**
 * How long a checkout may wait for the gateway's verdict: a day, as long as its uploads wait
 * (`server/jobs/abandoned-uploads.ts`). After it the payment is cancelled and the request waiting on it dropped,
 * its follow-up key with it.
 */
export const CHECKOUT_EXPIRES_MS = 86_400_000;

export function payAndSend({ store, realms, ledger, pending, requests, uploads, outbox, mail, rooms, now = Date.now }: PayAndSendOptions) {
  /**
   * What a decided payment means for the request waiting on it: created when paid (answered), dropped when
   * refused or cancelled. A payment still pending, or with no request waiting, changes nothing.
   */
  function finish(realm: string, paymentId: string): StoredRequest | undefined {
    const waiting = pending.get(paymentId);
    const payment = ledger.get(realm, paymentId);
    if (!waiting || !payment || waiting.realm !== realm || payment.status === 'pending') return undefined;
    // Refused, cancelled, or spent already (by a `create` that named it): nothing of this one is to be sent.
    if (payment.status !== 'pay' || payment.usedBy !== null) {
      pending.remove(paymentId);
      if (payment.status !== 'pay') rooms?.release(realm, paymentId);
      return undefined;
    }
    const realmConfig = realmById(realms(), realm);
    if (!realmConfig) return undefined;
    const found = findMailbox(store, realm, waiting.mailbox);
    const { request } = requests.create(
      realm,
      {
        mailbox: waiting.mailbox,
        userId: waiting.userId,
        sessionId: waiting.sessionId,
        doc: { ...waiting.doc, payment: paymentId },
        prefix: referencePrefix(realmConfig),
        language: waiting.language,
        followUp: waiting.followUpKey !== null,
        followUpKey: waiting.followUpKey ?? undefined,
      },
      (created, followUpKey) => {
        uploads.attach(waiting.uploads, created._id);
        ledger.markUsed(realm, paymentId, created._id);
        // The block held while paying is now the request's: waiting for the town hall, or confirmed at once.
        const held = rooms?.byPayment(realm, paymentId);
        const room = held && roomById(store, realm, held.room);
        const booked = held && rooms!.book(realm, paymentId, created._id, room?.confirmation === 'automatic' ? 'confirmed' : 'requested', now());
        const roomNote =
          booked && room && booked.status !== 'held' && booked.status !== 'cancelled'
            ? { status: booked.status, cancelUntil: booked.startMs - room.cancellation.freeUntilHours * 3_600_000 }
            : undefined;
        // A mailbox an editor broke meanwhile still gets its paid request; only the receipt cannot be written.
        const receipt = found.state === 'found' ? mail.receipt(created, found.mailbox, followUpKey, roomNote) : undefined;
        if (receipt) outbox.enqueueReceipt(receipt);
        pending.remove(paymentId);
      },
    );
    return request;
  }

  /** `finish`, for a verdict that must not fail because of it: a failure is logged by id and retried later. */
  function finishQuietly(realm: string, paymentId: string): void {
    try {
      finish(realm, paymentId);
    } catch (error) {
      console.error(`[pay-and-send] payment ${paymentId}: ${(error as Error).name}; retried at the next status call or start`);
    }
  }

  /** Cancels the checkouts left undecided for CHECKOUT_EXPIRES_MS; the verdict drops what waited on them. */
  function expireUndecided(now = Date.now()): number {
    const stale = pending.undecided(new Date(now - CHECKOUT_EXPIRES_MS));
    for (const { realm, paymentId } of stale) {
      if (ledger.settle(realm, paymentId, 'cancel').outcome !== 'moved') finishQuietly(realm, paymentId);
    }
    return stale.length;
  }

  ledger.onSettled((payment) => finishQuietly(payment.realm, payment.id));
  // Whatever a stopped server left between a verdict and its request.
  for (const { realm, paymentId } of pending.decided()) finishQuietly(realm, paymentId);
  // Checkouts nobody decided: now, and every hour (the timer never keeps the process alive).
  const expireQuietly = () => {
    try {
      expireUndecided();
    } catch (error) {
      console.error(`[pay-and-send] expiring undecided checkouts failed: ${(error as Error).name}`);
    }
  };
  expireQuietly();
  setInterval(expireQuietly, 3_600_000).unref();
  // A room's hold ends with its gateway window: its payment cancelled, its block free (docs/rooms.md).
  const expireHoldsQuietly = () => {
    try {
      rooms?.expireHolds(now());
    } catch (error) {
      console.error(`[pay-and-send] expiring room holds failed: ${(error as Error).name}`);
    }
  };
  expireHoldsQuietly();
  setInterval(expireHoldsQuietly, 60_000).unref();

  return { finish, finishQuietly, expireUndecided };
}
