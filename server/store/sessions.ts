/**
 * Sessions of the local API. The browser holds a random token (`http/session-cookie.ts`); the database keeps
 * only its SHA-256, so a copy of the database opens no session. One session carries a login per realm (spec §6:
 * authentication is per realm), the captcha it was shown, the census entries it proved and the files it uploaded.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

export const SESSION_DAYS = 30;
const DAY = 86_400_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

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

  userOf(sessionId: string | undefined, realm: string): string | undefined {
    if (!sessionId) return undefined;
    const row = this.db.prepare('SELECT user_id FROM session_logins WHERE session_id = ? AND realm = ?').get(sessionId, realm) as
      | { user_id: string }
      | undefined;
    return row?.user_id;
  }

  login(sessionId: string, realm: string, userId: string): void {
    this.db.prepare('INSERT OR REPLACE INTO session_logins (session_id, realm, user_id) VALUES (?, ?, ?)').run(sessionId, realm, userId);
  }

  /** Logs out of one realm, or of all of them. */
  logout(sessionId: string, realm?: string): void {
    if (realm) this.db.prepare('DELETE FROM session_logins WHERE session_id = ? AND realm = ?').run(sessionId, realm);
    else this.db.prepare('DELETE FROM session_logins WHERE session_id = ?').run(sessionId);
  }
}
