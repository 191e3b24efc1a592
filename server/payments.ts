/**
 * The payment seam of request creation (spec §5: 'If payment is required its status must be pay'). Issue 8
 * brings the gateway that writes payments; creation only asks for a payment's status and spends it, so a
 * payment pays for one request.
 */
import type { DatabaseSync } from 'node:sqlite';

export interface PaymentRecord {
  /** `pay` means paid (spec §7). */
  status: string;
  /** The request it paid for, once spent. */
  usedBy: string | null;
}

export interface PaymentLedger {
  find(realm: string, paymentId: string): PaymentRecord | undefined;
  /** Called inside the request's transaction. */
  markUsed(realm: string, paymentId: string, requestId: string): void;
}

/** Whether a payment lets a request through: known, paid and not spent on another request. */
export function paymentUsable(record: PaymentRecord | undefined): boolean {
  return !!record && record.status === 'pay' && record.usedBy === null;
}

/** Payments kept in the local API's SQLite (the sandbox gateway of issue 8 inserts and updates them). */
export class SqlitePayments implements PaymentLedger {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    db.exec(`CREATE TABLE IF NOT EXISTS payments (
      id TEXT PRIMARY KEY, realm TEXT NOT NULL, amount REAL NOT NULL, concept TEXT, status TEXT NOT NULL,
      created_at TEXT NOT NULL, used_by TEXT
    )`);
  }

  find(realm: string, paymentId: string): PaymentRecord | undefined {
    const row = this.db.prepare('SELECT status, used_by FROM payments WHERE realm = ? AND id = ?').get(realm, paymentId) as { status: string; used_by: string | null } | undefined;
    return row ? { status: row.status, usedBy: row.used_by } : undefined;
  }

  markUsed(realm: string, paymentId: string, requestId: string): void {
    this.db.prepare('UPDATE payments SET used_by = ? WHERE realm = ? AND id = ?').run(requestId, realm, paymentId);
  }
}
