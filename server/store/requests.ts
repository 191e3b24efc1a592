/**
 * Requests as the town hall receives them: one row per request with its realm-wide sequential `iid`, and the
 * idempotency keys that make a retried or doubled submission answer the first request instead of a second.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

export interface StoredRequest extends Record<string, unknown> {
  _id: string;
  iid: number;
  mailbox: string;
  status: string;
  createdAt: string;
}

export interface Receipt {
  _id: string;
  iid: number;
  mailbox: string;
  /** The fingerprint of the body the key was first used with (null for keys stored before there was one). */
  bodyHash: string | null;
}

export class Requests {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The request an idempotency key already created for this session, if any. */
  byKey(realm: string, sessionId: string, key: string): Receipt | undefined {
    return this.db
      .prepare(`SELECT r.id AS _id, r.iid AS iid, r.mailbox AS mailbox, k.body_hash AS bodyHash FROM request_keys k JOIN requests r ON r.id = k.request_id
      WHERE k.realm = ? AND k.session_id = ? AND k.key = ?`)
      .get(realm, sessionId, key) as Receipt | undefined;
  }

  /**
   * Stores a request with status 'Recibida' and the next `iid` of its realm, and runs `alsoInside` (attach
   * uploads, spend the payment) in the same transaction, so either all of it happens or none.
   */
  create(
    realm: string,
    input: { mailbox: string; userId: string; sessionId: string; key?: string | undefined; bodyHash?: string | undefined; doc: Record<string, unknown> },
    alsoInside: (requestId: string) => void = () => {},
  ): StoredRequest {
    const id = randomBytes(12).toString('hex');
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const { next } = this.db.prepare('SELECT COALESCE(MAX(iid), 0) + 1 AS next FROM requests WHERE realm = ?').get(realm) as { next: number };
      const request: StoredRequest = { ...input.doc, _id: id, iid: next, mailbox: input.mailbox, status: 'Recibida', createdAt: new Date().toISOString() };
      this.db
        .prepare('INSERT INTO requests (id, realm, iid, mailbox, status, created_at, user_id, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(id, realm, next, input.mailbox, request.status, request.createdAt, input.userId, JSON.stringify(request));
      if (input.key) {
        this.db
          .prepare('INSERT INTO request_keys (realm, session_id, key, request_id, body_hash) VALUES (?, ?, ?, ?, ?)')
          .run(realm, input.sessionId, input.key, id, input.bodyHash ?? null);
      }
      alsoInside(id);
      this.db.exec('COMMIT');
      return request;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** A realm's requests, newest first (the staff listing). */
  list(realm: string, limit = 1000): StoredRequest[] {
    return (this.db.prepare('SELECT doc FROM requests WHERE realm = ? ORDER BY iid DESC LIMIT ?').all(realm, limit) as Array<{ doc: string }>).map(
      (row) => JSON.parse(row.doc) as StoredRequest,
    );
  }

  /** The realms that have received requests. */
  realms(): string[] {
    return (this.db.prepare('SELECT DISTINCT realm FROM requests ORDER BY realm').all() as Array<{ realm: string }>).map((r) => r.realm);
  }

  count(realm: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM requests WHERE realm = ?').get(realm) as { n: number }).n;
  }
}
