/**
 * Follow-up keys: what lets a citizen who sent a request without an account (an anonymous device user) follow
 * it from the private link of the success dialog and the receipt. 32 random bytes, base64url, valid for a year,
 * kept with its request only as a digest (while a pay-and-send request or its receipt waits, sealed: see
 * docs/write-side.md, "What is kept"). SHA-256 is the right digest here, not the scrypt of passwords: a key has
 * 256 bits of entropy, so there is nothing to slow down a guess of, and the check runs on every page view.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const FOLLOW_UP_DAYS = 365;
const DAY = 86_400_000;
/** 32 bytes in base64url. */
const KEY = /^[\w-]{43}$/;

export interface FollowUpKey {
  /** Given to the citizen once, never stored. */
  key: string;
  digest: string;
  expiresAt: string;
}

export function followUpDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** A new key, valid for a year from `now`; `given` keeps a key made earlier instead (it must look like one). */
export function newFollowUpKey(now = new Date(), given?: string): FollowUpKey {
  if (given !== undefined && !KEY.test(given)) throw new Error('not a follow-up key');
  const key = given ?? randomBytes(32).toString('base64url');
  return { key, digest: followUpDigest(key), expiresAt: new Date(now.getTime() + FOLLOW_UP_DAYS * DAY).toISOString() };
}

/** What stands in for a request that has no key, so that a miss costs what a hit does. */
const NOTHING = { digest: followUpDigest('no request has this key'), expiresAt: '' };

/**
 * Whether `key` opens a request whose stored keys are `stored` (a request may hold more than one: see
 * `Requests.create`). Every stored digest is compared in constant time, and a request with none (or no such
 * request) is compared against a stand-in, so the answer's timing says nothing about the key or the request.
 */
export function followUpKeyOpens(stored: ReadonlyArray<{ digest: string; expiresAt: string }>, key: string, now = new Date()): boolean {
  const given = Buffer.from(followUpDigest(KEY.test(key) ? key : `not a key: ${key}`), 'base64url');
  let opens = false;
  for (const candidate of stored.length ? stored : [NOTHING]) {
    const same = timingSafeEqual(given, Buffer.from(candidate.digest, 'base64url'));
    opens = (same && KEY.test(key) && Date.parse(candidate.expiresAt) > now.getTime()) || opens;
  }
  return opens;
}
