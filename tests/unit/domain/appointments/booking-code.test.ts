import { describe, expect, it } from 'vitest';
import { newBookingCode, parseBookingCode } from '../../../../src/domain/appointments/booking-code.ts';
import { parseReference } from '../../../../src/domain/requests/request-reference.ts';

/** Randomness that gives these bytes. */
const bytes =
  (...values: number[]) =>
  (n: number) =>
    Uint8Array.from(values.slice(0, n));

describe('booking codes', () => {
  it('are the realm’s prefix, CP and 40 random bits in Crockford’s base32', () => {
    expect(newBookingCode('ALC', bytes(0, 0, 0, 0, 0))).toBe('ALC-CP-0000-0000');
    expect(newBookingCode('ALC', bytes(255, 255, 255, 255, 255))).toBe('ALC-CP-ZZZZ-ZZZZ');
    // 0x08 0x42 0x10 0x84 0x21: 00001 00001 00001 … each 5 bits a 1.
    expect(newBookingCode('VIL', bytes(0x08, 0x42, 0x10, 0x84, 0x21))).toBe('VIL-CP-1111-1111');
  });

  it('differ each time with real randomness, and never read as a request’s reference', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newBookingCode('ALC')));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^ALC-CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(parseBookingCode(code)).toBe(code);
      expect(parseReference(code)).toBeUndefined();
    }
  });

  it('are read back as people type them', () => {
    expect(parseBookingCode('alc cp 7kx4 m9qp')).toBe('ALC-CP-7KX4-M9QP');
    expect(parseBookingCode('ALCCP7KX4M9QP')).toBe('ALC-CP-7KX4-M9QP');
    expect(parseBookingCode('ALC-CP-OKXI-M9QL')).toBe('ALC-CP-0KX1-M9Q1');
  });

  it('refuse what cannot be one', () => {
    for (const typed of ['', 'ALC-2026-7KX4-M9QP', 'ALC-CP-7KX4-M9Q', 'ALC-CP-7KX4-M9QU', 'A-CP-7KX4-M9QP']) expect(parseBookingCode(typed)).toBeUndefined();
  });
});
