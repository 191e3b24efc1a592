/**
 * Requests waiting for their payment ("Pagar y enviar", docs/payments.md): checked in full before the payment starts
 * and kept here beside it, one per payment, until the gateway's verdict. A confirmed payment turns its pending
 * request into a request (`server/http/pay-and-send.ts`) in the request's own transaction, which also removes
 * the row; a refused or cancelled one removes it, having sent nothing.
 */
import type { Database } from './database.ts';
import { seal, unseal } from './sealed.ts';

export interface PendingRequest {
  paymentId: string;
  realm: string;
  mailbox: string;
  userId: string;
  sessionId: string;
  /** The language the citizen paid in: the request and its receipt are in it. */
  language: string;
  /** The request as it will be stored (already checked, census IDs already hashed). */
  doc: Record<string, unknown>;
  /** The uploads it carries, attached to the request once created. */
  uploads: string[];
  /**
   * The follow-up key given to a citizen without an account, until the request (and its receipt) exists: kept
   * sealed with the server's key (`sealed.ts`), never as it is.
   */
  followUpKey: string | null;
  /** The fingerprint of the body as sent: a retry with the same Idempotency-Key must send the same one. */
  bodyHash: string;
  createdAt: string;
}

interface Row {
  payment_id: string;
  realm: string;
  mailbox: string;
  user_id: string;
  session_id: string;
  language: string;
  doc: string;
  uploads: string;
  follow_up_key: string | null;
  body_hash: string;
  created_at: string;
}

const fromRow = (db: Database, row: Row): PendingRequest => ({
  paymentId: row.payment_id,
  realm: row.realm,
  mailbox: row.mailbox,
  userId: row.user_id,
  sessionId: row.session_id,
  language: row.language,
  doc: JSON.parse(row.doc) as Record<string, unknown>,
  uploads: JSON.parse(row.uploads) as string[],
  followUpKey: row.follow_up_key === null ? null : unseal(db, row.follow_up_key),
  bodyHash: row.body_hash,
  createdAt: row.created_at,
});

export class PendingRequests {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Keeps the request a payment is for; a payment holds one (a retry of the same payment keeps the first). */
  save(pending: Omit<PendingRequest, 'createdAt'>, now = new Date()): PendingRequest {
    this.db
      .prepare(`INSERT INTO pending_requests (payment_id, realm, mailbox, user_id, session_id, language, doc, uploads, follow_up_key, body_hash, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (payment_id) DO NOTHING`)
      .run(
        pending.paymentId,
        pending.realm,
        pending.mailbox,
        pending.userId,
        pending.sessionId,
        pending.language,
        JSON.stringify(pending.doc),
        JSON.stringify(pending.uploads),
        pending.followUpKey === null ? null : seal(this.db, pending.followUpKey),
        pending.bodyHash,
        now.toISOString(),
      );
    return this.get(pending.paymentId)!;
  }

  get(paymentId: string): PendingRequest | undefined {
    const row = this.db.prepare('SELECT * FROM pending_requests WHERE payment_id = ?').get(paymentId) as Row | undefined;
    return row && fromRow(this.db, row);
  }

  remove(paymentId: string): void {
    this.db.prepare('DELETE FROM pending_requests WHERE payment_id = ?').run(paymentId);
  }

  /**
   * Pending requests started before `before` whose payment is still undecided: a checkout the citizen left at the
   * gateway. Their payments are cancelled (`pay-and-send.ts`), which drops them with their sealed keys.
   */
  undecided(before: Date): Array<{ realm: string; paymentId: string }> {
    return this.db
      .prepare(`SELECT p.realm AS realm, p.payment_id AS paymentId FROM pending_requests p JOIN payments y ON y.id = p.payment_id
        WHERE y.status = 'pending' AND p.created_at < ?`)
      .all(before.toISOString()) as Array<{ realm: string; paymentId: string }>;
  }

  /**
   * Pending requests whose payment has been decided (paid, refused or cancelled) but which are still here: the
   * server stopped between the verdict and the request. Opening the API finishes them.
   */
  decided(): Array<{ realm: string; paymentId: string }> {
    return this.db
      .prepare(`SELECT p.realm AS realm, p.payment_id AS paymentId FROM pending_requests p JOIN payments y ON y.id = p.payment_id
        WHERE y.status <> 'pending'`)
      .all() as Array<{ realm: string; paymentId: string }>;
  }
}
