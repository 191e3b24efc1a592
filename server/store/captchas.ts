/**
 * The captchas shown to each session: the answer kept server-side per session and realm, single use and
 * expiring, so an image allows one guess and a refreshed image makes the old one useless.
 */
import { CAPTCHA_TTL_MS, makeChallenge, type Challenge } from '../core/captcha-challenge.ts';
import type { Database } from './database.ts';

export class Captchas {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A new challenge for the session, replacing the one it had (a refresh makes the old image useless). */
  issue(sessionId: string, realm: string, fixed?: string, now = Date.now()): Challenge {
    const challenge = makeChallenge(fixed);
    this.db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
    this.db
      .prepare('INSERT OR REPLACE INTO captchas (session_id, realm, a, op, b, answer, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(sessionId, realm, challenge.a, challenge.op, challenge.b, challenge.answer, now + CAPTCHA_TTL_MS);
    return challenge;
  }

  current(sessionId: string, realm: string, now = Date.now()): Challenge | undefined {
    const row = this.db.prepare('SELECT a, op, b, answer, expires_at FROM captchas WHERE session_id = ? AND realm = ?').get(sessionId, realm) as
      | (Challenge & { expires_at: number })
      | undefined;
    return row && row.expires_at > now ? { a: row.a, op: row.op, b: row.b, answer: row.answer } : undefined;
  }

  /** Checks an answer and spends the challenge whatever the outcome, so each image allows one guess. */
  consume(sessionId: string | undefined, realm: string, given: unknown, now = Date.now()): boolean {
    if (!sessionId) return false;
    const challenge = this.current(sessionId, realm, now);
    this.db.prepare('DELETE FROM captchas WHERE session_id = ? AND realm = ?').run(sessionId, realm);
    return !!challenge && typeof given === 'string' && given.trim() === challenge.answer;
  }
}
