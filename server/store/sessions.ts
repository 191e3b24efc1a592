/**
 * Sessions of the local API. The browser holds a random token (`http/session-cookie.ts`); the database keeps
 * only its SHA-256, so a copy of the database opens no session. One session carries a login per realm
 * (docs/product-spec.md §6: authentication is per realm), the captcha it was shown, the census entries it proved and
 * the files it uploaded.
 *
 * A session's id changes whenever what it may do changes (docs/write-side.md "Sessions"): sign-in, sign-out, and a
 * change of an account's role. `renew` gives the new id and ends the old one, so a token someone handed out or saw
 * before (a session fixation) opens nothing afterwards. Code that adds a table keyed by `session_id` adds it to
 * CARRIED below when its rows belong to the person (they follow a sign-in) or to KEPT_WITH_OLD_ID when they
 * are history that needs no session (a request's idempotency key).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

export const SESSION_DAYS = 30;
const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * How long a sign-in lasts (`longest`, from the sign-in) and how long it may go unused (`idle`): staff, who open
 * citizens' personal data at the desk, at most 12 hours or 30 minutes unused; a citizen, who sees only their own
 * requests, 30 days or 7 days unused. Past either, the realm's sign-in ends and the person signs in again.
 */
export const SIGN_IN_LIMITS = {
  staff: { longest: 12 * 60 * MINUTE, idle: 30 * MINUTE },
  citizen: { longest: SESSION_DAYS * DAY, idle: 7 * DAY },
} as const;
/** A sign-in's last use is written at most this often: a page's burst of calls makes one write. */
const SEEN_EVERY_MS = MINUTE;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Per-realm rows a session carries to its new id at sign-in (and, at a one-realm sign-out, those of the other
 * realms). A registration waiting for its confirmation (`account_tokens`) follows the browser that made it.
 */
const CARRIED = ['session_logins', 'captchas', 'census_checks', 'uploads', 'request_keys', 'payments', 'account_tokens'] as const;
/** What a sign-out deletes outright: who is signed in, and what that person proved or was shown. */
const ENDED_WITH_SESSION = ['session_logins', 'captchas', 'census_checks'] as const;

export class Sessions {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The session id (the token's digest) of a live token, or undefined. */
  find(token: string | undefined, now = Date.now()): string | undefined {
    if (!token || token.length > 100) return undefined;
    const id = digest(token);
    const row = this.db.prepare('SELECT expires_at FROM sessions WHERE id = ?').get(id) as { expires_at: number } | undefined;
    return row && row.expires_at > now ? id : undefined;
  }

  /** A new session: its token for the cookie and its id for the database. */
  create(now = Date.now()): { token: string; id: string } {
    const token = randomBytes(32).toString('base64url');
    const id = digest(token);
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
    this.db.prepare('INSERT INTO sessions (id, created_at, expires_at) VALUES (?, ?, ?)').run(id, now, now + SESSION_DAYS * DAY);
    return { token, id };
  }

  /**
   * Who is signed in to `realm` in this session, while the sign-in is within its limits (SIGN_IN_LIMITS, by the
   * account's role now); a sign-in past them ends here. Each use counts as activity.
   */
  userOf(sessionId: string | undefined, realm: string, now = Date.now()): string | undefined {
    if (!sessionId) return undefined;
    const row = this.db
      .prepare(`SELECT l.user_id, l.signed_in_at, l.last_seen_at, u.staff FROM session_logins l
        LEFT JOIN users u ON u.realm = l.realm AND u.id = l.user_id WHERE l.session_id = ? AND l.realm = ?`)
      .get(sessionId, realm) as { user_id: string; signed_in_at: number; last_seen_at: number; staff: number | null } | undefined;
    if (!row) return undefined;
    const limits = row.staff === 1 ? SIGN_IN_LIMITS.staff : SIGN_IN_LIMITS.citizen;
    if (now - row.signed_in_at >= limits.longest || now - row.last_seen_at >= limits.idle) {
      this.db.prepare('DELETE FROM session_logins WHERE session_id = ? AND realm = ?').run(sessionId, realm);
      return undefined;
    }
    if (now - row.last_seen_at >= SEEN_EVERY_MS) {
      this.db.prepare('UPDATE session_logins SET last_seen_at = ? WHERE session_id = ? AND realm = ?').run(now, sessionId, realm);
    }
    return row.user_id;
  }

  login(sessionId: string, realm: string, userId: string, now = Date.now()): void {
    this.db
      .prepare('INSERT OR REPLACE INTO session_logins (session_id, realm, user_id, signed_in_at, last_seen_at) VALUES (?, ?, ?, ?, ?)')
      .run(sessionId, realm, userId, now, now);
  }

  /**
   * A new session in place of `oldId`, which ends: its token opens nothing afterwards. What the old one carried
   * moves to the new one, except what belonged to `leaving` (a realm being signed out of, or `'all'`), which is
   * deleted with the old session; uploads and idempotency keys left behind keep the dead id (the abandoned-upload
   * sweep and request history need no session).
   */
  renew(oldId: string | undefined, leaving?: string | 'all', now = Date.now()): { token: string; id: string } {
    const fresh = this.create(now);
    if (!oldId) return fresh;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      if (leaving !== 'all') {
        for (const table of CARRIED) {
          this.db.prepare(`UPDATE ${table} SET session_id = ? WHERE session_id = ? AND realm IS NOT ?`).run(fresh.id, oldId, leaving ?? null);
        }
      }
      for (const table of ENDED_WITH_SESSION) this.db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).run(oldId);
      this.db.prepare('DELETE FROM sessions WHERE id = ?').run(oldId);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    return fresh;
  }

  /**
   * Signs an account out of every session: its role changed (an administrator no more, an e-mail verified), so
   * whoever holds one of its sessions signs in again and gets a new session id with the new role. `except`
   * keeps one session signed in: the one that changed the account's address, which ends the others.
   */
  signOutEverywhere(realm: string, userId: string, except?: string): void {
    this.db.prepare('DELETE FROM session_logins WHERE realm = ? AND user_id = ? AND session_id IS NOT ?').run(realm, userId, except ?? null);
  }
}
