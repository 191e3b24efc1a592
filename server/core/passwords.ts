/**
 * Password and secret hashing with scrypt (node:crypto), so the local API needs no native module. The stored
 * form names its parameters, so they can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export function hashSecret(secret: string, salt = randomBytes(16)): string {
  const hash = scryptSync(secret.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export function verifySecret(secret: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(secret.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

const scryptAsync = (secret: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(secret, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * `hashSecret` on libuv's thread pool. Each hash takes tens of milliseconds of CPU on purpose; done on the main
 * thread, a burst of logins stalls every other call behind it (measured: p95 of 22 s for 200 logins at once).
 */
export async function hashSecretAsync(secret: string, salt = randomBytes(16)): Promise<string> {
  const hash = await scryptAsync(secret.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** `verifySecret` on libuv's thread pool. */
export async function verifySecretAsync(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(secret.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/**
 * A deterministic hash for values that must be looked up (a census ID): scrypt with a salt fixed by context,
 * so equal inputs meet while the stored value does not reveal the ID without a costly search.
 */
export function lookupHash(value: string, context: string): string {
  return scryptSync(value.normalize('NFC'), `lookup:${context}`, KEY_LENGTH, { N, r: R, p: P }).toString('base64url');
}

/** `lookupHash` on libuv's thread pool, for calls a citizen makes (seeding may block; a request must not). */
export async function lookupHashAsync(value: string, context: string): Promise<string> {
  return (await scryptAsync(value.normalize('NFC'), Buffer.from(`lookup:${context}`), KEY_LENGTH, { N, r: R, p: P })).toString('base64url');
}
