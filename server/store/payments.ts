/**
 * Payments of the local API (docs/payments.md; docs/product-spec.md §3 "Payment", §7): what a citizen pays before a
 * request is sent. A payment is created for one mailbox by one user (idempotently, per session and key), paid or
 * cancelled once through its gateway, and spent by one request, inside that request's transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * `pay` means paid (docs/product-spec.md §7); `pending` waits for the gateway; `cancel` and `failed` are final too.
 */
export const PAYMENT_STATUSES = ['pending', 'pay', 'cancel', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentRecord {
  status: string;
  /** The request it paid for, once spent. */
  usedBy: string | null;
  /** The mailbox it was created for, and who created it (null on rows older than these columns). */
  mailbox?: string | null;
  userId?: string | null;
}

export interface Payment extends PaymentRecord {
  id: string;
  realm: string;
  status: PaymentStatus;
  mailbox: string;
  userId: string;
  sessionId: string;
  /** Whole cents (the `amount` column keeps euros, as the API speaks them). */
  cents: number;
  concept: string;
  gateway: string;
  createdAt: string;
  updatedAt: string;
}

/** What request creation needs of payments. */
export interface PaymentLedger {
  find(realm: string, paymentId: string): PaymentRecord | undefined;
  /** Called inside the request's transaction; throws when the payment was spent meanwhile (the request rolls back). */
  markUsed(realm: string, paymentId: string, requestId: string): void;
}

/**
 * Whether a payment lets a request through: known, paid, not spent on another request, and (when the row
 * says) made for this mailbox by this user, so a paid reference copied from elsewhere buys nothing.
 */
export function paymentUsable(record: PaymentRecord | undefined, expected: { mailbox?: string; userId?: string } = {}): boolean {
  if (record?.status !== 'pay' || record.usedBy !== null) return false;
  if (expected.mailbox && record.mailbox && record.mailbox !== expected.mailbox) return false;
  if (expected.userId && record.userId && record.userId !== expected.userId) return false;
  return true;
}

/** Only a pending payment moves, and only to a final status: a paid payment is never cancelled, nor the reverse. */
export function canMove(from: string, to: string): boolean {
  return from === 'pending' && to !== 'pending' && (PAYMENT_STATUSES as readonly string[]).includes(to);
}

export type Settlement = { outcome: 'moved' | 'unchanged'; payment: Payment } | { outcome: 'refused'; payment: Payment } | { outcome: 'missing' };

/** What creating a payment takes: the payment's own fields, and the key that makes a retry safe. */
export interface NewPayment extends Pick<Payment, 'realm' | 'mailbox' | 'userId' | 'sessionId' | 'cents' | 'concept' | 'gateway'> {
  /** The client's Idempotency-Key: the same key in the same session answers the same payment. */
  key?: string | undefined;
  /** The fingerprint of the request a pay-and-send checkout started this payment for (`routes/checkout.ts`). */
  bodyHash?: string | undefined;
}

type Row = {
  id: string;
  realm: string;
  amount: number;
  concept: string | null;
  status: PaymentStatus;
  created_at: string;
  used_by: string | null;
  mailbox: string | null;
  user_id: string | null;
  session_id: string | null;
  gateway: string | null;
  updated_at: string | null;
  token: string | null;
  body_hash?: string | null;
};

function fromRow(row: Row): Payment {
  return {
    id: row.id,
    realm: row.realm,
    status: row.status,
    usedBy: row.used_by,
    mailbox: row.mailbox ?? '',
    userId: row.user_id ?? '',
    sessionId: row.session_id ?? '',
    cents: Math.round(row.amount * 100),
    concept: row.concept ?? '',
    gateway: row.gateway ?? 'sandbox',
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
  };
}

/** Payments kept in the local API's SQLite. */
export class SqlitePayments implements PaymentLedger {
  readonly db: Database;
  private readonly listeners: Array<(payment: Payment) => void> = [];

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Calls `listener` with every payment this ledger moves out of pending, right after the move (pay and send:
   * a confirmed payment's request is created by the server, whatever became of the citizen's window).
   */
  onSettled(listener: (payment: Payment) => void): void {
    this.listeners.push(listener);
  }

  /** The payment a session created with an Idempotency-Key, and its token, if any (a retry whose answer was lost). */
  byKey(realm: string, sessionId: string, key: string): { payment: Payment; token: string; bodyHash: string | null } | undefined {
    const row = this.db.prepare('SELECT * FROM payments WHERE realm = ? AND session_id = ? AND idem_key = ?').get(realm, sessionId, key) as Row | undefined;
    return row ? { payment: fromRow(row), token: row.token ?? '', bodyHash: row.body_hash ?? null } : undefined;
  }

  /**
   * A new pending payment and the token that opens its gateway page, or, for a key this session already used,
   * the payment it made then (`created: false`) with the same token: a client retries precisely when the first
   * answer was lost, so it has no token yet. (Hence the token is kept as it is, not as a digest like session
   * tokens: it only opens this payment's gateway page, and banks settle through their own signed notices.)
   * The same key for another mailbox or amount is a conflict.
   */
  create(input: NewPayment, now = new Date()): { payment: Payment; token: string; created: boolean } | { conflict: Payment } {
    const earlier = input.key ? this.byKey(input.realm, input.sessionId, input.key) : undefined;
    if (earlier) {
      const { payment, token } = earlier;
      return payment.mailbox === input.mailbox && payment.cents === input.cents ? { payment, token, created: false } : { conflict: payment };
    }
    const id = randomBytes(12).toString('hex');
    const token = randomBytes(24).toString('base64url');
    const at = now.toISOString();
    this.db
      .prepare(`INSERT INTO payments (id, realm, amount, concept, status, created_at, used_by, mailbox, user_id, session_id, token, gateway, idem_key, updated_at, body_hash)
      VALUES (?, ?, ?, ?, 'pending', ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        id,
        input.realm,
        input.cents / 100,
        input.concept,
        at,
        input.mailbox,
        input.userId,
        input.sessionId,
        token,
        input.gateway,
        input.key ?? null,
        at,
        input.bodyHash ?? null,
      );
    return { payment: this.get(input.realm, id)!, token, created: true };
  }

  get(realm: string, paymentId: string): Payment | undefined {
    const row = this.db.prepare('SELECT * FROM payments WHERE realm = ? AND id = ?').get(realm, paymentId) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** The payment a gateway token opens. */
  byToken(token: string): Payment | undefined {
    if (!token || token.length > 100) return undefined;
    const row = this.db.prepare('SELECT * FROM payments WHERE token = ?').get(token) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  find(realm: string, paymentId: string): PaymentRecord | undefined {
    return this.get(realm, paymentId);
  }

  /**
   * The gateway's verdict. Moving a pending payment happens once (the UPDATE only matches `pending`, so two
   * verdicts racing cannot both win); the same verdict again is `unchanged`; a different one is `refused`.
   */
  settle(realm: string, paymentId: string, to: PaymentStatus, now = new Date()): Settlement {
    const before = this.get(realm, paymentId);
    if (!before) return { outcome: 'missing' };
    if (before.status === to) return { outcome: 'unchanged', payment: before };
    if (!canMove(before.status, to)) return { outcome: 'refused', payment: before };
    const { changes } = this.db
      .prepare("UPDATE payments SET status = ?, updated_at = ? WHERE realm = ? AND id = ? AND status = 'pending'")
      .run(to, now.toISOString(), realm, paymentId);
    const after = this.get(realm, paymentId)!;
    if (changes !== 1) return { outcome: after.status === to ? 'unchanged' : 'refused', payment: after };
    for (const listener of this.listeners) listener(after);
    return { outcome: 'moved', payment: after };
  }

  markUsed(realm: string, paymentId: string, requestId: string): void {
    const { changes } = this.db
      .prepare("UPDATE payments SET used_by = ? WHERE realm = ? AND id = ? AND status = 'pay' AND used_by IS NULL")
      .run(requestId, realm, paymentId);
    if (changes !== 1) throw new Error(`payment ${paymentId} is not paid or already spent`);
  }
}
