/**
 * Requests as the town hall receives them: one row per request with its realm-wide sequential `iid`
 * (docs/product-spec.md §3, internal) and its reference (what people see and say), the idempotency keys that make a
 * retried or doubled submission answer the first request instead of a second, and the follow-up keys of requests sent
 * without an account. What the citizen sent is the row's `doc` and never changes; the lifecycle (status, version,
 * assignee, last change) lives in columns, changed only by `RequestActions` with a history entry.
 */
import { randomBytes } from 'node:crypto';
import { threadsOf, type HistoryEntry, type Thread } from '../../src/domain/requests/request-history.ts';
import type { RequestRecord } from '../../src/domain/requests/request-record.ts';
import { newReference } from '../../src/domain/requests/request-reference.ts';
import { INITIAL_STATUS, type RequestStatus } from '../../src/domain/requests/request-status.ts';
import { followUpKeyOpens, newFollowUpKey } from '../core/follow-up-key.ts';
import { requestSearchText } from '../core/request-search-text.ts';
import type { Database } from './database.ts';
import { appendHistory, historyOf } from './request-history.ts';

export interface StoredRequest extends Record<string, unknown>, RequestRecord {
  realm: string;
  /** The user who sent it. */
  user: string;
}

/** A request with its whole history and the conversation the citizen sees of it. */
export interface RequestWithHistory extends StoredRequest {
  history: HistoryEntry[];
  threads: Thread[];
}

export interface Receipt {
  _id: string;
  iid: number;
  reference: string;
  mailbox: string;
  /** The fingerprint of the body the key was first used with (null for keys stored before there was one). */
  bodyHash: string | null;
}

export interface NewRequest {
  mailbox: string;
  userId: string;
  sessionId: string;
  /** The client's Idempotency-Key. */
  key?: string | undefined;
  /** The fingerprint of the body sent with the key: the same key with another body is refused. */
  bodyHash?: string | undefined;
  doc: Record<string, unknown>;
  /** The realm's reference prefix (`referencePrefix` of src/domain/requests/request-reference.ts). */
  prefix: string;
  language: string;
  /** Sent without an account: the request gets a follow-up key, answered once. */
  followUp: boolean;
  /** The follow-up key the citizen was already given (a request paid before it existed), instead of a new one. */
  followUpKey?: string | undefined;
}

export interface RequestRow {
  id: string;
  realm: string;
  iid: number;
  reference: string;
  mailbox: string;
  status: RequestStatus;
  version: number;
  assigned_to: string | null;
  created_at: string;
  updated_at: string;
  user_id: string;
  language: string;
  doc: string;
  /** 1 while a citizen's reply waits for the assignee to open the request (desk-members.ts). */
  reply_unread: number;
}

/**
 * The request as the API speaks it: what was sent, with the lifecycle columns over it (rows from before the
 * lifecycle kept `status` and an empty `threads` in their doc; the columns are the truth).
 */
export function requestFromRow(row: RequestRow): StoredRequest {
  const { threads: _stale, ...doc } = JSON.parse(row.doc) as Record<string, unknown>;
  return {
    ...doc,
    _id: row.id,
    realm: row.realm,
    iid: row.iid,
    reference: row.reference,
    mailbox: row.mailbox,
    status: row.status,
    version: row.version,
    assignedTo: row.assigned_to,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    language: row.language,
    user: row.user_id,
  };
}

/** A reference collision is astronomically rare (40 random bits per realm and year); a few tries settle it. */
const REFERENCE_TRIES = 5;

export class Requests {
  readonly db: Database;
  /** Told of each request stored, inside its transaction (the staff's notices: `ClerkNotices`). */
  private readonly onCreated: ((request: StoredRequest, entry: HistoryEntry, now: Date) => void) | undefined;

  constructor(db: Database, options: { onCreated?: (request: StoredRequest, entry: HistoryEntry, now: Date) => void } = {}) {
    this.db = db;
    this.onCreated = options.onCreated;
  }

  /** The request an idempotency key already created for this session, if any. */
  byKey(realm: string, sessionId: string, key: string): Receipt | undefined {
    return this.db
      .prepare(`SELECT r.id AS _id, r.iid AS iid, r.reference AS reference, r.mailbox AS mailbox, k.body_hash AS bodyHash FROM request_keys k JOIN requests r ON r.id = k.request_id
      WHERE k.realm = ? AND k.session_id = ? AND k.key = ?`)
      .get(realm, sessionId, key) as Receipt | undefined;
  }

  /**
   * Stores a request with status 'Recibida', the next `iid` of its realm, a new reference, its 'created' history
   * entry and (sent without an account) a follow-up key, and runs `alsoInside` (attach uploads, spend the
   * payment, queue the receipt) in the same transaction, so either all of it happens or none.
   */
  create(
    realm: string,
    input: NewRequest,
    alsoInside: (request: StoredRequest, followUpKey: string | undefined) => void = () => {},
  ): { request: StoredRequest; followUpKey?: string } {
    const id = randomBytes(12).toString('hex');
    const now = new Date();
    const at = now.toISOString();
    const { status: _s, threads: _t, ...doc } = input.doc;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const { next } = this.db.prepare('SELECT COALESCE(MAX(iid), 0) + 1 AS next FROM requests WHERE realm = ?').get(realm) as { next: number };
      const insert =
        this.db.prepare(`INSERT INTO requests (id, realm, iid, reference, mailbox, status, version, created_at, updated_at, user_id, language, search_text, doc)
        VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`);
      const sent = { ...doc, _id: id, iid: next, mailbox: input.mailbox, createdAt: at };
      let reference = '';
      for (let attempt = 1; ; attempt++) {
        reference = newReference(input.prefix, now);
        try {
          insert.run(
            id,
            realm,
            next,
            reference,
            input.mailbox,
            INITIAL_STATUS,
            at,
            at,
            input.userId,
            input.language,
            requestSearchText(reference, sent),
            JSON.stringify(sent),
          );
          break;
        } catch (error) {
          const taken = /UNIQUE constraint failed: requests\.realm, requests\.reference/.test((error as Error).message);
          if (!taken || attempt === REFERENCE_TRIES) throw error;
        }
      }
      if (input.key) {
        this.db
          .prepare('INSERT INTO request_keys (realm, session_id, key, request_id, body_hash) VALUES (?, ?, ?, ?, ?)')
          .run(realm, input.sessionId, input.key, id, input.bodyHash ?? null);
      }
      const entry = appendHistory(this.db, {
        requestId: id,
        at,
        actor: { kind: 'citizen', id: input.userId },
        action: 'created',
        after: { status: INITIAL_STATUS },
        citizenVisible: true,
      });
      const followUpKey = input.followUp ? this.addFollowUpKey(id, now, input.followUpKey) : undefined;
      const request = this.byId(realm, id)!;
      alsoInside(request, followUpKey);
      this.onCreated?.(request, entry, now);
      this.db.exec('COMMIT');
      return followUpKey ? { request, followUpKey } : { request };
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * A new follow-up key for a request, answered once and kept as a digest. Creation makes the first; a retried
   * creation whose first answer was lost makes another, leaving the receipt's link valid. `given` is a key made
   * earlier (`newFollowUpKey`) for a request created later, once paid.
   */
  addFollowUpKey(requestId: string, now = new Date(), given?: string): string {
    const { key, digest, expiresAt } = newFollowUpKey(now, given);
    this.db.prepare('INSERT INTO request_follow_up_keys (request_id, digest, expires_at) VALUES (?, ?, ?)').run(requestId, digest, expiresAt);
    return key;
  }

  /** Whether `key` is a live follow-up key of the request with `reference` (constant time: `followUpKeyOpens`). */
  opensWithKey(realm: string, reference: string, key: string, now = new Date()): boolean {
    const stored = this.db
      .prepare(`SELECT k.digest AS digest, k.expires_at AS expiresAt FROM request_follow_up_keys k JOIN requests r ON r.id = k.request_id
        WHERE r.realm = ? AND r.reference = ?`)
      .all(realm, reference) as Array<{ digest: string; expiresAt: string }>;
    return followUpKeyOpens(stored, key, now);
  }

  byId(realm: string, id: string): StoredRequest | undefined {
    const row = this.db.prepare('SELECT * FROM requests WHERE realm = ? AND id = ?').get(realm, id) as RequestRow | undefined;
    return row && requestFromRow(row);
  }

  /** A request by its canonical reference (`parseReference` first), with its history and threads. */
  byReference(realm: string, reference: string): RequestWithHistory | undefined {
    const row = this.db.prepare('SELECT * FROM requests WHERE realm = ? AND reference = ?').get(realm, reference) as RequestRow | undefined;
    if (!row) return undefined;
    const history = historyOf(this.db, row.id);
    return { ...requestFromRow(row), history, threads: threadsOf(history) };
  }

  /** A user's requests in a realm, newest first, `perPage` at a time ("Mis solicitudes"). */
  ofUser(realm: string, userId: string, { page = 1, perPage = 20 }: { page?: number; perPage?: number } = {}): { items: StoredRequest[]; total: number } {
    const { total } = this.db.prepare('SELECT count(*) AS total FROM requests WHERE realm = ? AND user_id = ?').get(realm, userId) as { total: number };
    const rows = this.db
      .prepare('SELECT * FROM requests WHERE realm = ? AND user_id = ? ORDER BY iid DESC LIMIT ? OFFSET ?')
      .all(realm, userId, perPage, (Math.max(1, page) - 1) * perPage) as unknown as RequestRow[];
    return { items: rows.map(requestFromRow), total };
  }

  /** A realm's requests, newest first (the staff listing of `npm run requests`). */
  list(realm: string, limit = 1000): StoredRequest[] {
    return (this.db.prepare('SELECT * FROM requests WHERE realm = ? ORDER BY iid DESC LIMIT ?').all(realm, limit) as unknown as RequestRow[]).map(
      requestFromRow,
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
