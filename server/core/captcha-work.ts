/**
 * The proof of work issued with each request captcha and checked before anything else when a request arrives
 * (docs/security.md, "The captcha"; the shape both sides share: src/domain/requests/captcha-work.ts). The work is
 * signed with a key derived from the server's own (`store/sealed.ts`), so checking it needs no lookup: one SHA-256
 * and one HMAC, cheap enough to run before the census IDs are hashed or the body is read through. Single use comes
 * from the captcha it belongs to: the captcha's row keeps the salt (`store/captchas.ts`) and goes with the first
 * answer.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { saltExpiry, workInput, type CaptchaWork, type WorkSolution } from '../../src/domain/requests/captcha-work.ts';

/**
 * The largest secret number: the browser tries on average half as many digests. Measured in Node 22 with the
 * browser's own loop (`solveWork` over `crypto.subtle.digest`, batches of 32) on the two-core build machine under a
 * load of 17: 0.8 to 1.6 s for all 100,001 digests, so well under a second on average; a phone several times slower
 * takes a few seconds at worst, solved in a worker while the citizen types (docs/security.md, "The captcha").
 */
export const WORK_MAX_NUMBER = 100_000;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const signed = (key: Buffer, realm: string, salt: string, challenge: string) =>
  createHmac('sha256', key).update(`captcha-work.v1\n${realm}\n${salt}\n${challenge}`).digest('base64url');

/** A new work for a captcha of `realm` that expires at `expiresAt` (ms), with the secret number it hides. */
export function issueWork(key: Buffer, realm: string, expiresAt: number, maxNumber = WORK_MAX_NUMBER): CaptchaWork & { number: number } {
  const salt = `${randomBytes(12).toString('hex')}.${String(Math.floor(expiresAt)).padStart(13, '0')}`;
  const number = randomInt(0, maxNumber + 1);
  return { ...workOf(key, realm, salt, number, maxNumber), number };
}

/** The work a salt and its secret number make (the captcha's row keeps those two). */
export function workOf(key: Buffer, realm: string, salt: string, number: number, maxNumber: number): CaptchaWork {
  const challenge = sha256Hex(workInput(salt, number));
  return { algorithm: 'SHA-256', salt, challenge, maxNumber, signature: signed(key, realm, salt, challenge) };
}

/** Reads `captchaWork` from a request body as it arrived: the solution, or undefined for anything else. */
export function solutionOf(value: unknown): WorkSolution | undefined {
  const s = value as Partial<WorkSolution> | null | undefined;
  if (typeof s !== 'object' || s === null) return undefined;
  if (typeof s.salt !== 'string' || s.salt.length > 64 || typeof s.signature !== 'string' || s.signature.length > 64) return undefined;
  if (!Number.isSafeInteger(s.number) || (s.number as number) < 0) return undefined;
  return { salt: s.salt, number: s.number as number, signature: s.signature };
}

/**
 * Whether `given` is the solved work of a captcha this server issued for `realm` and that has not expired. It says
 * nothing about use: the captcha's own row does (`Captchas.consume`).
 */
export function workDone(key: Buffer, realm: string, given: unknown, now = Date.now()): given is WorkSolution {
  const solution = solutionOf(given);
  if (!solution) return false;
  const expires = saltExpiry(solution.salt);
  if (!(expires > now)) return false;
  const expected = Buffer.from(signed(key, realm, solution.salt, sha256Hex(workInput(solution.salt, solution.number))));
  const sent = Buffer.from(solution.signature);
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}
