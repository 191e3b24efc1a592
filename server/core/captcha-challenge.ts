/**
 * The request captcha's challenge (docs/product-spec.md §7 `GET /{realm}/requests/captcha`): a two-digit number
 * plus or minus a one-digit one, whose result is never negative. `LOCAL_API_CAPTCHA_ANSWER` fixes the result for automated tests only.
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
  // A two-digit number and a one-digit one: easy to add or take away in one's head, and 58 possible results
  // (1 to 58) where two one-digit numbers gave 19, so a blind guess is right about once in fifty.
  const op: Operator = randomInt(2) === 0 ? '+' : '-';
  const a = randomInt(10, 50);
  const b = randomInt(1, 10);
  return { a, op, b, answer: String(op === '+' ? a + b : a - b) };
}
