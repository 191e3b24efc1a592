/**
 * The accounts' messages to an address (`account_tokens`): each row is one message the portal sent or chose not
 * to send, with the SHA-256 digest of its single-use token. The token itself exists only in the message's link;
 * 256 random bits need no slow hash to be safe from guessing. A token opens once (`take` marks it used in the
 * caller's transaction) and only until it expires. Rows outlive their expiry by a day, so a link opened late
 * is told "already used" or "expired" rather than "unknown", and are then deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

export type TokenPurpose =
  /** Confirms the address of a registration and makes its account. */
  | 'register'
  /** Confirms the new address of an account that asked to change it. */
  | 'email'
  /** Opens the choice of a new password. */
  | 'reset'
  /** A message without a link to act on (someone tried to register with the address): counted, never opened. */
  | 'notice'
  /** Told to an account's old address when it changed: gives the old address back and signs the account out. */
  | 'undo-email';

export interface AccountToken {
  realm: string;
  purpose: TokenPurpose;
  /** `accountKey` of the address the message went to. */
  emailKey: string;
  userId: string | null;
  /** The session that asked (a registration's), which the confirmation signs in when it comes from it. */
  sessionId: string | null;
  payload: Record<string, unknown> | null;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

interface Row {
  digest: string;
  realm: string;
  purpose: TokenPurpose;
  email_key: string;
  user_id: string | null;
  session_id: string | null;
  payload: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const fromRow = (row: Row): AccountToken => ({
  realm: row.realm,
  purpose: row.purpose,
  emailKey: row.email_key,
  userId: row.user_id,
  sessionId: row.session_id,
  payload: row.payload === null ? null : (JSON.parse(row.payload) as Record<string, unknown>),
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
});

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Why a token opens nothing. */
export type TokenRefusal = 'unknown' | 'used' | 'expired';

const KEPT_AFTER_EXPIRY_MS = 86_400_000;

export class AccountTokens {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Records a message to an address; answers the token for its link (43 characters, base64url). */
  issue(
    input: {
      realm: string;
      purpose: TokenPurpose;
      emailKey: string;
      userId?: string | null;
      sessionId?: string | null;
      payload?: Record<string, unknown> | null;
    },
    lifetimeMs: number,
    now = Date.now(),
  ): string {
    const token = randomBytes(32).toString('base64url');
    this.db.prepare('DELETE FROM account_tokens WHERE expires_at < ?').run(now - KEPT_AFTER_EXPIRY_MS);
    this.db
      .prepare(`INSERT INTO account_tokens (digest, realm, purpose, email_key, user_id, session_id, payload, created_at, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        digestOf(token),
        input.realm,
        input.purpose,
        input.emailKey,
        input.userId ?? null,
        input.sessionId ?? null,
        input.payload ? JSON.stringify(input.payload) : null,
        now,
        now + lifetimeMs,
      );
    return token;
  }

  /** How many messages went to an address of the realm since `since` (what the cap per address counts). */
  sentTo(realm: string, emailKey: string, since: number): number {
    return (
      this.db.prepare('SELECT count(*) AS n FROM account_tokens WHERE realm = ? AND email_key = ? AND created_at >= ?').get(realm, emailKey, since) as {
        n: number;
      }
    ).n;
  }

  /**
   * The token's row when it may still be used, marked used (its payload, which may hold a password's hash,
   * erased); or why not. Call it inside the transaction of what the token does, so a failure after it leaves
   * the token unused.
   */
  take(realm: string, purposes: readonly TokenPurpose[], token: string, now = Date.now()): AccountToken | { refused: TokenRefusal } {
    if (!/^[\w-]{20,100}$/.test(token)) return { refused: 'unknown' };
    const row = this.db.prepare('SELECT * FROM account_tokens WHERE digest = ? AND realm = ?').get(digestOf(token), realm) as Row | undefined;
    if (!row || !purposes.includes(row.purpose)) return { refused: 'unknown' };
    if (row.used_at !== null) return { refused: 'used' };
    if (row.expires_at <= now) return { refused: 'expired' };
    this.db.prepare('UPDATE account_tokens SET used_at = ?, payload = NULL WHERE digest = ?').run(now, row.digest);
    return fromRow(row);
  }

  /**
   * Ends the unused tokens of a purpose for an address or an account: a new registration, reset or change of
   * address makes the earlier links of the same kind stop working, so only the latest message counts.
   */
  revoke(realm: string, purpose: TokenPurpose, by: { emailKey: string } | { userId: string }, now = Date.now()): void {
    const [column, value] = 'emailKey' in by ? ['email_key', by.emailKey] : ['user_id', by.userId];
    this.db
      .prepare(`UPDATE account_tokens SET used_at = ?, payload = NULL WHERE realm = ? AND purpose = ? AND ${column} = ? AND used_at IS NULL`)
      .run(now, realm, purpose, value);
  }

  /** The latest unused, unexpired token of a purpose for an account (a change of address waiting to be confirmed). */
  pending(realm: string, userId: string, purpose: TokenPurpose, now = Date.now()): AccountToken | undefined {
    const row = this.db
      .prepare(`SELECT * FROM account_tokens WHERE realm = ? AND user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
        ORDER BY created_at DESC LIMIT 1`)
      .get(realm, userId, purpose, now) as Row | undefined;
    return row && fromRow(row);
  }
}
