/**
 * The transactional mail outbox (`mail_outbox`): a message is queued in the same transaction as what it tells
 * (a request's receipt with the request, a notice with the status change), so a mail server that is down delays
 * a message and never loses or blocks a change. The sender loop (`server/mail/sender.ts`) claims one due row at
 * a time, with a lease, inside a write transaction: two servers sharing the database never both take it. Once
 * delivered, a message's bodies are erased; the row keeps when and to whom, for "did the citizen get it?".
 * A message that carries a secret (a receipt's follow-up key) keeps it sealed with the server's key, the bodies
 * only a stand-in for it, until it leaves (docs/write-side.md). Attachments (an appointment's calendar file) are
 * erased with the bodies.
 */
import type { Database } from './database.ts';
import { seal, unseal } from './sealed.ts';

/** What stands in a queued body for its secret; put back when the message is claimed to be sent. */
export const SECRET_STAND_IN = '{{clave-de-seguimiento}}';

/**
 * A request's receipt and notices (docs/requests-api.md "E-mail"), and the accounts' messages (docs/accounts-api.md,
 * `server/mail/account-mail.ts`).
 */
export type MailKind =
  | 'receipt'
  | 'notice'
  // A request's link again, asked for from its page ("Reenviarme el enlace").
  | 'follow-up-link'
  | 'confirm-address'
  | 'already-registered'
  | 'password-reset'
  | 'password-changed'
  | 'address-changed'
  // An account deleted by its owner (docs/accounts-api.md "Your data"), with its requests' private links.
  | 'account-deleted'
  // Appointments (docs/appointments.md "E-mail", server/mail/appointment-mail.ts).
  | 'appointment-booked'
  | 'appointment-changed'
  | 'appointment-cancelled'
  | 'appointment-reminder'
  // The notices' e-mail copies (docs/notices.md "Delivery", server/mail/notice-copy.ts).
  | 'notice-subscription'
  | 'notice-copy'
  // The desk told of a citizen's cancellation of a room booking (docs/rooms.md "The desk", server/mail/room-mail.ts).
  | 'room-cancelled'
  // The desk's notices to its staff: what arrived, was assigned to them or was replied to (server/mail/clerk-mail.ts).
  | 'desk-notice';

/** A file a message carries (an appointment's calendar file): small text, kept in the outbox until the message leaves. */
export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string;
  content: string;
}

/** A message ready to send: rendered, addressed, in the citizen's language. */
export interface OutgoingMail {
  realm: string;
  requestId: string | null;
  kind: MailKind;
  to: string;
  /** The display name of the sender, the town hall's name; the address is `MAIL_FROM`. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** A secret the bodies carry (a follow-up key): never kept as it is in the outbox, only sealed. */
  secret?: string | undefined;
  /** Several, for a message with several links (an account's farewell, with its requests' private links). */
  secrets?: string[] | undefined;
  /** Files it carries (never one holding the secret: attachments are kept as they are until the message leaves). */
  attachments?: MailAttachment[] | undefined;
  /** Headers of its own (a notice's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); erased with the bodies. */
  headers?: Record<string, string> | undefined;
  /**
   * A receipt to the sender's own verified address: never capped, or strangers naming that address in their
   * forms would hold back its owner's own receipts. Not stored.
   */
  toProvedOwner?: boolean | undefined;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  /** Delivery attempts so far, this one included once claimed. */
  attempts: number;
  createdAt: number;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

interface Row {
  id: number;
  realm: string;
  request_id: string | null;
  kind: MailKind;
  to_address: string;
  from_name: string;
  subject: string;
  text: string | null;
  html: string | null;
  status: MailStatus;
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  claimed_until: number | null;
  sent_at: number | null;
  last_error: string | null;
  sealed_key: string | null;
  attachments: string | null;
  headers: string | null;
}

/** The stand-in of a message's `n`th secret: the first keeps SECRET_STAND_IN, which rows queued before held. */
const standIn = (n: number) => (n === 0 ? SECRET_STAND_IN : `{{clave-de-seguimiento-${n + 1}}}`);

/** A message's secrets, as `enqueue` takes them. */
const secretsOf = (mail: OutgoingMail): string[] => mail.secrets ?? (mail.secret ? [mail.secret] : []);

/** Sealed: one secret as it is (as rows queued before held it), several as a JSON array (a key never starts with `[`). */
const sealedSecrets = (db: Database, secrets: readonly string[]) =>
  secrets.length === 0 ? null : seal(db, secrets.length === 1 ? secrets[0]! : JSON.stringify(secrets));

const unsealedSecrets = (db: Database, sealed: string | null): string[] => {
  if (sealed === null) return [];
  const opened = unseal(db, sealed);
  return opened.startsWith('[') ? (JSON.parse(opened) as string[]) : [opened];
};

/** A body with its secrets hidden behind their stand-ins, or shown again. */
const hideSecrets = (body: string, secrets: readonly string[]) => secrets.reduce((text, secret, n) => text.split(secret).join(standIn(n)), body);
const revealSecrets = (body: string, secrets: readonly string[]) => secrets.reduce((text, secret, n) => text.split(standIn(n)).join(secret), body);

const fromRow = (db: Database, row: Row): QueuedMail => {
  const secrets = unsealedSecrets(db, row.sealed_key);
  const reveal = (body: string | null) => revealSecrets(body ?? '', secrets);
  return {
    id: row.id,
    realm: row.realm,
    requestId: row.request_id,
    kind: row.kind,
    to: row.to_address,
    fromName: row.from_name,
    subject: row.subject,
    text: reveal(row.text),
    html: reveal(row.html),
    attempts: row.attempts,
    createdAt: row.created_at,
    ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
    ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
  };
};

/**
 * Receipts an address gets in an hour, however many requests name it: a form takes any address, so without a
 * cap anyone could make the town hall write to a stranger again and again (account messages have theirs,
 * `MAX_MESSAGES_PER_HOUR` of `accounts.ts`). Past it the request is stored and answered as always, unreceipted.
 */
export const MAX_RECEIPTS_PER_HOUR = 5;
const HOUR = 3_600_000;

/** Links sent again to one address in an hour, whichever requests they are of ("Reenviarme el enlace"). */
export const MAX_LINKS_PER_HOUR = 3;

/**
 * How long a request's notice waits for the clerk's next step on it (a status change, then a message, in one
 * visit): the steps within it go out as one message (`enqueueDebounced`), which waits at most `DEBOUNCE_LIMIT_MS`.
 */
export const NOTICE_WINDOW_MS = 2 * 60_000;
export const DEBOUNCE_LIMIT_MS = 10 * 60_000;

/** The debounce key of a request's notices to one recipient (the case of the address ignored). */
export const noticeKey = (requestId: string, to: string): string => `notice:${requestId}:${to.trim().toLowerCase()}`;

export class MailOutbox {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Queues a message, due at once. Call it inside the transaction of the change it tells. */
  enqueue(mail: OutgoingMail, now = Date.now()): number {
    const secrets = secretsOf(mail);
    const hide = (body: string) => hideSecrets(body, secrets);
    const sealed = sealedSecrets(this.db, secrets);
    const { id } = this.db
      .prepare(`INSERT INTO mail_outbox (realm, request_id, kind, to_address, from_name, subject, text, html, sealed_key, attachments, headers, created_at, next_attempt_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
      .get(
        mail.realm,
        mail.requestId,
        mail.kind,
        mail.to,
        mail.fromName,
        mail.subject,
        hide(mail.text),
        hide(mail.html),
        sealed,
        mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        mail.headers ? JSON.stringify(mail.headers) : null,
        now,
        now,
      ) as { id: number };
    return id;
  }

  /**
   * Queues a request's receipt, unless its address already got MAX_RECEIPTS_PER_HOUR receipts of the realm in
   * the last hour (compared whatever the case) and it is not its verified owner's own: answers the message's id,
   * or undefined when it was capped.
   */
  enqueueReceipt(mail: OutgoingMail, now = Date.now()): number | undefined {
    if (mail.toProvedOwner) return this.enqueue(mail, now);
    const { n } = this.db
      .prepare("SELECT count(*) AS n FROM mail_outbox WHERE realm = ? AND kind = 'receipt' AND lower(to_address) = lower(?) AND created_at >= ?")
      .get(mail.realm, mail.to, now - HOUR) as { n: number };
    return n < MAX_RECEIPTS_PER_HOUR ? this.enqueue(mail, now) : undefined;
  }

  /**
   * Queues an appointment's confirmation, change or cancellation, unless its address already got
   * MAX_RECEIPTS_PER_HOUR of them in the realm in the last hour: a booking takes any address and answers the link's
   * key to whoever booked, so without a cap anyone could make the town hall write to a stranger by booking, moving
   * and cancelling in turn. Reminders are not counted (one per appointment, the day before). Answers the id, or
   * undefined when capped; the appointment is changed all the same.
   */
  enqueueAppointment(mail: OutgoingMail, now = Date.now()): number | undefined {
    if (mail.kind === 'appointment-reminder') return this.enqueue(mail, now);
    const { n } = this.db
      .prepare(
        `SELECT count(*) AS n FROM mail_outbox WHERE realm = ? AND lower(to_address) = lower(?) AND created_at >= ?
          AND kind IN ('appointment-booked', 'appointment-changed', 'appointment-cancelled')`,
      )
      .get(mail.realm, mail.to, now - HOUR) as { n: number };
    return n < MAX_RECEIPTS_PER_HOUR ? this.enqueue(mail, now) : undefined;
  }

  /**
   * The message waiting under `debounceKey` (`noticeKey`) that a new one may still take the place of: pending, not
   * yet claimed nor tried. Answers when it was first queued (what the merged message tells from) and its secret.
   */
  pendingDebounced(debounceKey: string): { id: number; since: number; secret: string | undefined } | undefined {
    const row = this.db
      .prepare(
        "SELECT id, created_at, sealed_key FROM mail_outbox WHERE debounce_key = ? AND status = 'pending' AND attempts = 0 AND claimed_until IS NULL ORDER BY id DESC LIMIT 1",
      )
      .get(debounceKey) as { id: number; created_at: number; sealed_key: string | null } | undefined;
    return row && { id: row.id, since: row.created_at, secret: unsealedSecrets(this.db, row.sealed_key)[0] };
  }

  /**
   * Queues `mail` to leave `windowMs` from now, taking the place of the message still waiting under the same
   * `debounceKey` (its bodies replaced by `mail`'s, which the caller rendered to tell everything since that one
   * was first queued: `pendingDebounced`). A desk that keeps acting on a request delays its message at most
   * `DEBOUNCE_LIMIT_MS` from the first step. Answers the id of the message that will leave. Call it inside the
   * transaction of the change it tells, after `pendingDebounced`.
   */
  enqueueDebounced(mail: OutgoingMail, debounceKey: string, windowMs: number, now = Date.now()): number {
    const waiting = this.pendingDebounced(debounceKey);
    if (!waiting) {
      const id = this.enqueue(mail, now);
      this.db.prepare('UPDATE mail_outbox SET debounce_key = ?, next_attempt_at = ? WHERE id = ?').run(debounceKey, now + windowMs, id);
      return id;
    }
    const secrets = secretsOf(mail);
    this.db
      .prepare('UPDATE mail_outbox SET subject = ?, text = ?, html = ?, sealed_key = ?, next_attempt_at = ? WHERE id = ?')
      .run(
        mail.subject,
        hideSecrets(mail.text, secrets),
        hideSecrets(mail.html, secrets),
        sealedSecrets(this.db, secrets),
        Math.min(now + windowMs, waiting.since + DEBOUNCE_LIMIT_MS),
        waiting.id,
      );
    return waiting.id;
  }

  /**
   * Queues a request's link again, unless its address already got MAX_LINKS_PER_HOUR of them in the realm in the
   * last hour (compared whatever the case): the call answers the same whatever happens, so a cap it hits is
   * silent. Answers the id, or undefined when capped.
   */
  enqueueLinkAgain(mail: OutgoingMail, now = Date.now()): number | undefined {
    const { n } = this.db
      .prepare("SELECT count(*) AS n FROM mail_outbox WHERE realm = ? AND kind = 'follow-up-link' AND lower(to_address) = lower(?) AND created_at >= ?")
      .get(mail.realm, mail.to, now - HOUR) as { n: number };
    return n < MAX_LINKS_PER_HOUR ? this.enqueue(mail, now) : undefined;
  }

  /** Whether some message is due: a cheap read, so an idle sender never takes the write lock. */
  hasDue(now = Date.now()): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?) LIMIT 1")
        .get(now, now) !== undefined
    );
  }

  /**
   * Takes the oldest due message for `leaseMs` and counts the attempt, or answers undefined. IMMEDIATE takes the
   * write lock before the row is chosen, so of two senders (two servers on one file) only one can choose it; a
   * sender that dies mid-delivery leaves its lease to run out, and the message is tried again.
   */
  claimNext(leaseMs: number, now = Date.now()): QueuedMail | undefined {
    this.db.exec('BEGIN IMMEDIATE');
    let row: Row | undefined;
    try {
      row = this.db
        .prepare(`UPDATE mail_outbox SET claimed_until = ?, attempts = attempts + 1
          WHERE id = (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
            ORDER BY next_attempt_at, id LIMIT 1)
          RETURNING *`)
        .get(now + leaseMs, now, now) as Row | undefined;
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    if (!row) return undefined;
    try {
      return fromRow(this.db, row);
    } catch {
      // Its sealed secret cannot be opened (the key file beside the database lost or replaced): it could never
      // be sent, and claimed again after every lease it would hold up nothing but be retried for ever.
      this.markFailed(row.id, 'its sealed follow-up key cannot be opened with this database key');
      return this.claimNext(leaseMs, now);
    }
  }

  /** Delivered: the bodies and the sealed secret are erased, the row stays as a record of when. */
  markSent(id: number, now = Date.now()): void {
    this.db
      .prepare(
        "UPDATE mail_outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, text = NULL, html = NULL, sealed_key = NULL, attachments = NULL, headers = NULL, last_error = NULL WHERE id = ?",
      )
      .run(now, id);
  }

  /** Not delivered this time: due again at `at`. `error` is a code (ECONNREFUSED, 451), never a server's words. */
  retryAt(id: number, at: number, error: string): void {
    this.db.prepare('UPDATE mail_outbox SET next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?').run(at, error, id);
  }

  /** Given up: kept for the record, bodies erased like a sent one's. */
  markFailed(id: number, error: string): void {
    this.db
      .prepare(
        "UPDATE mail_outbox SET status = 'failed', claimed_until = NULL, text = NULL, html = NULL, sealed_key = NULL, attachments = NULL, headers = NULL, last_error = ? WHERE id = ?",
      )
      .run(error, id);
  }

  /** A message's state, for tests and the operator. */
  state(id: number): { status: MailStatus; attempts: number; nextAttemptAt: number; lastError: string | null } | undefined {
    const row = this.db.prepare('SELECT status, attempts, next_attempt_at, last_error FROM mail_outbox WHERE id = ?').get(id) as Row | undefined;
    return row && { status: row.status, attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastError: row.last_error };
  }

  /** The messages queued for a request, oldest first, bodies included while they are pending. */
  ofRequest(requestId: string): Array<QueuedMail & { status: MailStatus }> {
    return (this.db.prepare('SELECT * FROM mail_outbox WHERE request_id = ? ORDER BY id').all(requestId) as unknown as Row[]).map((row) => ({
      ...fromRow(this.db, row),
      status: row.status,
    }));
  }
}
