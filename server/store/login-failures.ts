/**
 * Failed sign-ins counted per account (`login_failures`), whatever address they came from: the limits per
 * client address (`server/http/guards/rate-limit.ts`) do not stop many addresses guessing one password.
 *
 * Past a window's limit the account is softly locked: every attempt, the right password included, answers as
 * a wrong password does, after the same hashing (`Users.authenticate`), until the oldest failure leaves the
 * window. Nothing in the answer or its time says whether an account exists or is locked: an unknown name is
 * counted and locked alike, under the name typed. The way out of a lock is the forgotten-password link, which
 * proves the mailbox and clears the count (docs/write-side.md says why the answer is not a 429).
 */
import type { Database } from './database.ts';

const MINUTE = 60_000;

export interface FailureWindow {
  count: number;
  ms: number;
}

/**
 * The windows and their limits: a burst, then a day. Staff accounts open citizens' personal data, so theirs
 * are stricter; the answer is the same either way, so a stricter limit says nothing about who is staff.
 */
export const FAILURE_LIMITS = {
  citizen: [
    { count: 10, ms: 15 * MINUTE },
    { count: 50, ms: 24 * 60 * MINUTE },
  ],
  staff: [
    { count: 5, ms: 15 * MINUTE },
    { count: 20, ms: 24 * 60 * MINUTE },
  ],
} as const satisfies Record<string, readonly FailureWindow[]>;

/** How long a failure is kept: the longest window. */
export const FAILURES_KEPT_MS = Math.max(...Object.values(FAILURE_LIMITS).flatMap((windows) => windows.map((w) => w.ms)));

export class LoginFailures {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Whether `key` has reached a window's limit at `now`. */
  locked(realm: string, key: string, windows: readonly FailureWindow[], now = Date.now()): boolean {
    const count = this.db.prepare('SELECT count(*) AS n FROM login_failures WHERE realm = ? AND account_key = ? AND failed_at > ?');
    return windows.some((window) => (count.get(realm, key, now - window.ms) as { n: number }).n >= window.count);
  }

  /** Counts one failure (and forgets those older than the longest window, of every account). */
  record(realm: string, key: string, now = Date.now()): void {
    this.db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - FAILURES_KEPT_MS);
    this.db.prepare('INSERT INTO login_failures (realm, account_key, failed_at) VALUES (?, ?, ?)').run(realm, key, now);
  }

  /** Forgets an account's failures: it signed in, or proved its mailbox with a reset link. */
  clear(realm: string, key: string): void {
    this.db.prepare('DELETE FROM login_failures WHERE realm = ? AND account_key = ?').run(realm, key);
  }
}

/** The key an account's failures are counted under: its id when it exists, else the name or device typed. */
export const failureKey = {
  account: (id: string) => `user:${id}`,
  unknown: (login: { user?: string | undefined; deviceId?: string | undefined }, nameKey: string) =>
    login.deviceId ? `device:${login.deviceId}` : `name:${nameKey}`,
};
