/**
 * Voucher codes (docs/vouchers.md "A voucher"): 16 characters of Crockford base 32 carrying 80 random bits, then one
 * check character (the Damm algorithm over the same alphabet), shown in groups of four. The server makes them; the shop's
 * page and the server read what a person typed with `parseVoucherCode`, which forgives case, spaces, dashes and the
 * letters people confuse with digits, and refuses a mistyped code by its check character before any call.
 */

/** Crockford's base 32: no I, L, O or U. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of randomness: 16 × 5 bits = 80 bits. */
export const CODE_BODY_LENGTH = 16;
/** What a QR code on a voucher holds before the code. */
export const QR_PREFIX = 'BONO:';

/** Multiplies by x in GF(32) (modulus x⁵ + x² + 1). */
const timesX = (value: number) => ((value << 1) & 32 ? (value << 1) ^ 0b100101 : value << 1);

/**
 * The Damm algorithm's running value over the quasigroup a ∗ b = x·a + b of GF(32): a quasigroup, so any single
 * changed character changes it, and totally anti-symmetric ((c∗a)∗b = (c∗b)∗a only when a = b, as x + 1 ≠ 0), so any
 * swap of two different neighbours does too.
 */
function damm(text: string): number {
  let interim = 0;
  for (const c of text) {
    const point = CODE_ALPHABET.indexOf(c);
    if (point < 0) throw new RangeError(`not a code character: ${c}`);
    interim = timesX(interim) ^ point;
  }
  return interim;
}

/** The check character of a body: the one that brings the Damm value of body and check to 0. */
export function checkCharacter(body: string): string {
  return CODE_ALPHABET[timesX(damm(body))] as string;
}

/** A new code from 10 random bytes (the caller's source: `crypto.getRandomValues` or `randomBytes`). */
export function makeVoucherCode(random: Uint8Array): string {
  if (random.length !== 10) throw new RangeError('a voucher code takes exactly 10 random bytes (80 bits)');
  let bits = 0n;
  for (const byte of random) bits = (bits << 8n) | BigInt(byte);
  let body = '';
  for (let i = CODE_BODY_LENGTH - 1; i >= 0; i--) body += CODE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return body + checkCharacter(body);
}

/** "7K2M9QHX4D1RZP8TW" → "7K2M-9QHX-4D1R-ZP8T-W", as pages and e-mails show it. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export type ParsedCode = { ok: true; code: string } | { ok: false; reason: 'length' | 'character' | 'check' };

/**
 * What a person typed or a QR code held, as a code: case, spaces, dashes and the `BONO:` prefix ignored; O read as 0,
 * I and L as 1. `length` when it is not 17 characters, `character` for one outside the alphabet (a U), `check` when
 * the check character does not match: a typing mistake.
 */
export function parseVoucherCode(input: string): ParsedCode {
  let text = input.normalize('NFKC').trim().toUpperCase();
  if (text.startsWith(QR_PREFIX)) text = text.slice(QR_PREFIX.length);
  text = text.replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (text.length !== CODE_BODY_LENGTH + 1) return { ok: false, reason: 'length' };
  if ([...text].some((c) => !CODE_ALPHABET.includes(c))) return { ok: false, reason: 'character' };
  if (damm(text) !== 0) return { ok: false, reason: 'check' };
  return { ok: true, code: text };
}
