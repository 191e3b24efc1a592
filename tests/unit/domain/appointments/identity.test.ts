import { describe, expect, it } from 'vitest';
import { checkIdentity, checkLetter, normaliseIdentity } from '../../../../src/domain/appointments/identity.ts';

describe('the NIF/NIE an appointment is booked with', () => {
  it('takes a DNI whose letter is its number modulo 23 in the table', () => {
    expect(checkLetter('12345678')).toBe('Z');
    expect(checkIdentity('12345678Z')).toEqual({ ok: true, kind: 'dni', value: '12345678Z' });
    // 00000000 % 23 = 0 → T; 00000023 too; 00000022 → E, the table's last letter.
    expect(checkIdentity('00000000T')).toMatchObject({ ok: true });
    expect(checkIdentity('00000023T')).toMatchObject({ ok: true });
    expect(checkIdentity('00000022E')).toMatchObject({ ok: true });
  });

  it('takes a NIE, X, Y and Z counting as 0, 1 and 2', () => {
    expect(checkIdentity('X1234567L')).toEqual({ ok: true, kind: 'nie', value: 'X1234567L' });
    expect(checkIdentity('Y1234567X')).toEqual({ ok: true, kind: 'nie', value: 'Y1234567X' });
    expect(checkIdentity('Z1234567R')).toEqual({ ok: true, kind: 'nie', value: 'Z1234567R' });
  });

  it('forgives small letters, spaces, dots and hyphens, and gives the canonical form', () => {
    expect(normaliseIdentity(' 12.345.678-z ')).toBe('12345678Z');
    expect(checkIdentity('12 345 678 z')).toEqual({ ok: true, kind: 'dni', value: '12345678Z' });
    expect(checkIdentity('x-1234567-l')).toEqual({ ok: true, kind: 'nie', value: 'X1234567L' });
  });

  it('refuses a wrong check letter apart from a wrong shape', () => {
    expect(checkIdentity('12345678A')).toEqual({ ok: false, reason: 'letter' });
    expect(checkIdentity('X1234567A')).toEqual({ ok: false, reason: 'letter' });
    for (const typed of ['1234567Z', '123456789Z', 'A1234567L', '12345678', 'X12345678L', 'ZZ'])
      expect(checkIdentity(typed)).toEqual({ ok: false, reason: 'format' });
    expect(checkIdentity(' - ')).toEqual({ ok: false, reason: 'empty' });
  });
});
