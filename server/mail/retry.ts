/**
 * When to try a message again: exponential backoff with jitter (so messages that failed together, when the
 * mail server went down, do not all come back at the same second), given up a day after the message was
 * queued. A permanent refusal (an SMTP 5xx: no such mailbox, rejected) is not tried again at all.
 */
export interface RetryPolicy {
  /** The delay after the first failure; each failure doubles it. */
  firstDelayMs: number;
  /** The longest delay between two attempts. */
  maxDelayMs: number;
  /** A message still undelivered this long after it was queued is marked failed. */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 86_400_000 };

/**
 * The next attempt's time after `attempts` failed ones, or undefined to give up. The delay is drawn from the
 * upper half of the doubled one ("equal jitter"): never less than half of it, so the backoff still grows.
 */
export function nextAttempt(policy: RetryPolicy, attempts: number, queuedAt: number, now: number, random: () => number = Math.random): number | undefined {
  const full = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  const at = now + full / 2 + random() * (full / 2);
  return at - queuedAt > policy.giveUpAfterMs ? undefined : at;
}

/** What a failure says about trying again: a 5xx reply is final, anything else (down, timeout, 4xx) passes. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * What is kept of a failure: a code, never the server's words, which may quote the address. `ECONNREFUSED`,
 * `ETIMEDOUT`, `EENVELOPE`, `smtp-550`…
 */
export function failureCode(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return `smtp-${responseCode}`;
  if (typeof code === 'string' && /^[A-Z_]{2,40}$/.test(code)) return code;
  return 'error';
}
