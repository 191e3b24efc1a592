/**
 * The request captcha's challenge (docs/product-spec.md §7 `GET /{realm}/requests/captcha`): a small sum or
 * subtraction whose result is never negative. `LOCAL_API_CAPTCHA_ANSWER` fixes the result for automated tests only.
 */
import { randomInt } from 'node:crypto';
import type { Operator } from './captcha-words.ts';

/** How long a challenge may be answered after it was shown. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface Challenge {
  a: number;
  op: Operator;
  b: number;
  answer: string;
}

/** A random operation with a non-negative result, or one whose result is the fixed test answer. */
export function makeChallenge(fixed?: string): Challenge {
  const n = fixed !== undefined ? Number.parseInt(fixed, 10) : Number.NaN;
  if (Number.isInteger(n) && n >= 0) {
    const low = Math.max(0, n - 9);
    const a = randomInt(low, Math.max(low, Math.min(9, n)) + 1);
    return { a, op: '+', b: n - a, answer: String(n) };
  }
  const op: Operator = randomInt(2) === 0 ? '+' : '-';
  let a = randomInt(1, 10);
  let b = randomInt(1, 10);
  if (op === '-' && b > a) [a, b] = [b, a];
  return { a, op, b, answer: String(op === '+' ? a + b : a - b) };
}
