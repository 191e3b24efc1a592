import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCaptchaWork, saltExpiry, solveWork, toHex, workInput, type CaptchaWork } from '../../../../src/domain/requests/captcha-work.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const SALT = '0123456789abcdef01234567.1790000000000';
const workHiding = (n: number, maxNumber = 100): CaptchaWork => ({
  algorithm: 'SHA-256',
  salt: SALT,
  challenge: sha256(workInput(SALT, n)).toString('hex'),
  maxNumber,
  signature: 'sig',
});

describe("the captcha's proof of work, as the browser solves it", () => {
  it('finds the hidden number, at either end of the range and across batches', async () => {
    for (const n of [0, 1, 31, 32, 33, 99, 100]) expect(await solveWork(workHiding(n), sha256)).toEqual({ salt: SALT, number: n, signature: 'sig' });
    expect((await solveWork(workHiding(57), sha256, { batch: 1 }))?.number).toBe(57);
  });

  it('gives up past the maximum (a work not made this way) and when aborted', async () => {
    expect(await solveWork(workHiding(101), sha256)).toBeNull();
    const stop = new AbortController();
    stop.abort();
    expect(await solveWork(workHiding(50), sha256, { signal: stop.signal })).toBeNull();
  });

  it('takes the digests the browser gives (ArrayBuffer) as well as bytes', async () => {
    const subtle = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    expect((await solveWork(workHiding(42), subtle))?.number).toBe(42);
    expect(toHex(await subtle('abc'))).toBe(sha256('abc').toString('hex'));
  });

  it('reads the expiry a salt carries, and knows a work by its shape', () => {
    expect(saltExpiry(SALT)).toBe(1_790_000_000_000);
    for (const salt of ['', 'abc.1790000000000', `${SALT}0`, '0123456789ABCDEF01234567.1790000000000']) expect(saltExpiry(salt)).toBeNaN();
    expect(isCaptchaWork(workHiding(3))).toBe(true);
    for (const bad of [null, {}, { ...workHiding(3), challenge: 'xyz' }, { ...workHiding(3), maxNumber: -1 }, { ...workHiding(3), algorithm: 'MD5' }])
      expect(isCaptchaWork(bad)).toBe(false);
  });
});
