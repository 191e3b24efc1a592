/**
 * The work that goes with each request captcha (docs/security.md, "The captcha"): the server issues a random salt
 * and the SHA-256 digest of the salt followed by a secret number no larger than `maxNumber`, signed with its key;
 * the browser finds the number by trying each in turn (in a Web Worker, `src/islands/shared/captcha/captcha-work.worker.ts`)
 * while the citizen reads and types, and sends it with the request. The server checks it with one digest and one
 * HMAC. Reading the operation in words does not spare a script the work. Both sides build the digested text with
 * `workInput`, and this module is what the server and the browser share.
 */

/** The work as the captcha call answers it. */
export interface CaptchaWork {
  algorithm: 'SHA-256';
  /** Random, with the instant it expires: `<hex>.<ms since 1970>`. */
  salt: string;
  /** SHA-256 of `workInput(salt, number)`, in lowercase hex. */
  challenge: string;
  /** The secret number is at most this. */
  maxNumber: number;
  /** The server's signature of the realm, salt and challenge (base64url), returned as it came. */
  signature: string;
}

/** What the request carries as `captchaWork`: the number found, with the salt and signature it answers. */
export interface WorkSolution {
  salt: string;
  number: number;
  signature: string;
}

/** The text whose digest is the challenge. */
export const workInput = (salt: string, n: number): string => `${salt}${n}`;

/** The instant a salt stops being accepted, or NaN when it is not one the server made. */
export function saltExpiry(salt: string): number {
  const match = /^[0-9a-f]{24}\.(\d{13})$/.exec(salt);
  return match ? Number(match[1]) : Number.NaN;
}

export const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** A SHA-256 of a text: `crypto.subtle.digest` in the browser, anything that gives the same bytes elsewhere. */
export type Sha256 = (text: string) => Promise<ArrayBuffer | Uint8Array> | ArrayBuffer | Uint8Array;

/** Whether an answer of the captcha call carries a work of this shape. */
export function isCaptchaWork(value: unknown): value is CaptchaWork {
  const w = value as Partial<CaptchaWork> | null;
  return (
    typeof w === 'object' &&
    w !== null &&
    w.algorithm === 'SHA-256' &&
    typeof w.salt === 'string' &&
    typeof w.challenge === 'string' &&
    /^[0-9a-f]{64}$/.test(w.challenge) &&
    typeof w.signature === 'string' &&
    Number.isSafeInteger(w.maxNumber) &&
    (w.maxNumber ?? -1) >= 0
  );
}

/**
 * Finds the work's number, trying `batch` numbers at a time (the browser's digests run beside each other); null when
 * no number up to `maxNumber` matches (a work the server did not make this way) or when `signal` aborts.
 */
export async function solveWork(
  work: CaptchaWork,
  sha256: Sha256,
  { batch = 32, signal }: { batch?: number; signal?: AbortSignal } = {},
): Promise<WorkSolution | null> {
  const wanted = Uint8Array.from(work.challenge.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const matches = (digest: ArrayBuffer | Uint8Array) => {
    const bytes = digest instanceof Uint8Array ? digest : new Uint8Array(digest);
    return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
  };
  for (let start = 0; start <= work.maxNumber; start += batch) {
    if (signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(batch, work.maxNumber - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => sha256(workInput(work.salt, n))));
    const found = digests.findIndex(matches);
    if (found >= 0) return { salt: work.salt, number: numbers[found]!, signature: work.signature };
  }
  return null;
}
