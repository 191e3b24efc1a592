/**
 * The captchas shown to each session: the answer kept server-side per session and realm, single use and
 * expiring, so an image allows one guess and a refreshed image makes the old one useless. Each captcha comes with
 * a proof of work (`core/captcha-work.ts`, docs/security.md "The captcha"), whose salt and secret number its row
 * keeps: the work is spent with the captcha.
 */
import { CAPTCHA_TTL_MS, makeChallenge, type Challenge } from '../core/captcha-challenge.ts';
import { issueWork, WORK_MAX_NUMBER, workDone, workOf } from '../core/captcha-work.ts';
import type { CaptchaWork, WorkSolution } from '../../src/domain/requests/captcha-work.ts';
import type { Database } from './database.ts';
import { derivedKey } from './sealed.ts';

/** A captcha as shown: its operation and answer, and the work that goes with it. */
export type IssuedCaptcha = Challenge & { work: CaptchaWork };

interface Row {
  a: number;
  op: Challenge['op'];
  b: number;
  answer: string;
  expires_at: number;
  work_salt: string | null;
  work_number: number | null;
}

export class Captchas {
  readonly db: Database;
  readonly maxNumber: number;
  #key: Buffer | undefined;

  /** `maxNumber`: the work's difficulty (tests lower it; `WORK_MAX_NUMBER` otherwise). */
  constructor(db: Database, maxNumber = WORK_MAX_NUMBER) {
    this.db = db;
    this.maxNumber = maxNumber;
  }

  /** The key the works are signed with, derived from the server's (`store/sealed.ts`). */
  get key(): Buffer {
    this.#key ??= derivedKey(this.db, 'captcha-work');
    return this.#key;
  }

  /** A new challenge for the session, replacing the one it had (a refresh makes the old image useless). */
  issue(sessionId: string, realm: string, fixed?: string, now = Date.now()): IssuedCaptcha {
    const challenge = makeChallenge(fixed);
    const expiresAt = now + CAPTCHA_TTL_MS;
    const { number, ...work } = issueWork(this.key, realm, expiresAt, this.maxNumber);
    this.db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
    this.db
      .prepare('INSERT OR REPLACE INTO captchas (session_id, realm, a, op, b, answer, expires_at, work_salt, work_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(sessionId, realm, challenge.a, challenge.op, challenge.b, challenge.answer, expiresAt, work.salt, number);
    return { ...challenge, work };
  }

  /** The session's captcha still open, with its work; undefined when it has none, or one from before works existed. */
  current(sessionId: string, realm: string, now = Date.now()): IssuedCaptcha | undefined {
    const row = this.#row(sessionId, realm);
    if (!row || row.expires_at <= now || row.work_salt === null || row.work_number === null) return undefined;
    return { a: row.a, op: row.op, b: row.b, answer: row.answer, work: workOf(this.key, realm, row.work_salt, row.work_number, this.maxNumber) };
  }

  /**
   * Whether `given` is a solved work this server signed for `realm`, not expired: the cheap check a request passes
   * before anything else. Use is `consume`'s to check.
   */
  workDone(realm: string, given: unknown, now = Date.now()): given is WorkSolution {
    return workDone(this.key, realm, given, now);
  }

  /** Spends the session's captcha, when it has one: after a refused work, it allows no answer. */
  spend(sessionId: string | undefined, realm: string): void {
    if (sessionId) this.db.prepare('DELETE FROM captchas WHERE session_id = ? AND realm = ?').run(sessionId, realm);
  }

  /**
   * Checks an answer and the work solved for the same captcha, and spends the captcha whatever the outcome, so each
   * image allows one guess and each work one request.
   */
  consume(sessionId: string | undefined, realm: string, given: unknown, work: unknown, now = Date.now()): boolean {
    if (!sessionId) return false;
    const row = this.#row(sessionId, realm);
    this.spend(sessionId, realm);
    if (!row || row.expires_at <= now || typeof given !== 'string' || given.trim() !== row.answer) return false;
    const solution = work as Partial<WorkSolution> | undefined;
    return row.work_salt !== null && solution?.salt === row.work_salt && solution.number === row.work_number && this.workDone(realm, work, now);
  }

  #row(sessionId: string, realm: string): Row | undefined {
    return this.db
      .prepare('SELECT a, op, b, answer, expires_at, work_salt, work_number FROM captchas WHERE session_id = ? AND realm = ?')
      .get(sessionId, realm) as Row | undefined;
  }
}
