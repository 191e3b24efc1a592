/**
 * The Spanish identity number an appointment is booked with (docs/appointments.md "Booking"): a DNI (NIF of a
 * Spanish national, 8 digits and a check letter) or a NIE (a foreign national's: X, Y or Z, 7 digits and a check
 * letter). The check letter is the number modulo 23 in the Ministry of the Interior's table; for a NIE the first
 * letter counts as 0, 1 or 2 before the digits. People type them with spaces, dots, hyphens and small letters:
 * those are forgiven, a wrong check letter is not.
 */

/** The check letters, by the number modulo 23. */
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_FIRST = { X: '0', Y: '1', Z: '2' } as const;

export type IdentityKind = 'dni' | 'nie';

export type IdentityCheck =
  | { ok: true; kind: IdentityKind /** The canonical form: upper case, nothing between, e.g. "12345678Z". */; value: string }
  | {
      ok: false /** `empty`: nothing typed; `format`: not shaped as a DNI or NIE; `letter`: the check letter is wrong. */;
      reason: 'empty' | 'format' | 'letter';
    };

/** What was typed, upper case, without spaces, dots, hyphens or slashes. */
export function normaliseIdentity(typed: string): string {
  return typed.toUpperCase().replace(/[\s.\-_/]+/g, '');
}

/** The check letter of a number (a DNI's 8 digits, or a NIE's with its first letter read as a digit). */
export function checkLetter(digits: string): string {
  return CHECK_LETTERS[Number(digits) % 23]!;
}

/** Whether and how a typed DNI or NIE is valid, and its canonical form. */
export function checkIdentity(typed: string): IdentityCheck {
  const value = normaliseIdentity(typed);
  if (!value) return { ok: false, reason: 'empty' };
  const dni = /^(\d{8})([A-Z])$/.exec(value);
  if (dni) return dni[2] === checkLetter(dni[1]!) ? { ok: true, kind: 'dni', value } : { ok: false, reason: 'letter' };
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (nie) {
    const digits = NIE_FIRST[nie[1] as keyof typeof NIE_FIRST] + nie[2];
    return nie[3] === checkLetter(digits) ? { ok: true, kind: 'nie', value } : { ok: false, reason: 'letter' };
  }
  return { ok: false, reason: 'format' };
}
