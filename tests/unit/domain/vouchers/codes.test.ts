import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, checkCharacter, formatVoucherCode, makeVoucherCode, parseVoucherCode } from '../../../../src/domain/vouchers/codes.ts';

describe('voucher codes', () => {
  it('carry 80 bits: 16 characters of base 32 and a check character, all of the alphabet', () => {
    const code = makeVoucherCode(randomBytes(10));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{17}$/);
    expect(makeVoucherCode(new Uint8Array(10))).toBe(`0000000000000000${checkCharacter('0000000000000000')}`);
    // All bits reach the code: the last byte's low bits are the last body character.
    expect(makeVoucherCode(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 31])).slice(0, 16)).toBe('000000000000000Z');
    expect(makeVoucherCode(new Uint8Array([0xf8, 0, 0, 0, 0, 0, 0, 0, 0, 0])).slice(0, 16)).toBe('Z000000000000000');
    expect(() => makeVoucherCode(randomBytes(8))).toThrow(RangeError);
  });

  it('read back what a person types: case, dashes, spaces, O for 0, I and L for 1, the QR prefix', () => {
    const code = makeVoucherCode(randomBytes(10));
    const shown = formatVoucherCode(code);
    expect(shown).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}-\w$/);
    expect(parseVoucherCode(` ${shown.toLowerCase()} `)).toEqual({ ok: true, code });
    expect(parseVoucherCode(`BONO:${code}`)).toEqual({ ok: true, code });
    const withZeroOne = `01${code.slice(2, 16)}`;
    const full = withZeroOne + checkCharacter(withZeroOne);
    expect(parseVoucherCode(`ol${full.slice(2)}`)).toEqual({ ok: true, code: full });
    expect(parseVoucherCode(`OI${full.slice(2)}`)).toEqual({ ok: true, code: full });
  });

  it('refuse every single mistyped character and every swap of two different neighbours', () => {
    for (let round = 0; round < 200; round++) {
      const code = makeVoucherCode(randomBytes(10));
      for (let i = 0; i < code.length; i++) {
        for (const c of CODE_ALPHABET) {
          if (c === code[i]) continue;
          const typo = code.slice(0, i) + c + code.slice(i + 1);
          expect(parseVoucherCode(typo).ok, `${code} → ${typo}`).toBe(false);
        }
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(parseVoucherCode(swapped)).toEqual({ ok: false, reason: 'check' });
        }
      }
    }
  });

  it('say why a code is not one', () => {
    expect(parseVoucherCode('ABC')).toEqual({ ok: false, reason: 'length' });
    expect(parseVoucherCode('UUUUUUUUUUUUUUUUU')).toEqual({ ok: false, reason: 'character' });
  });
});
