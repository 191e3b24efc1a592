/**
 * An appointment's booking code, the one the confirmation gives, the office's screen calls and a citizen reads
 * aloud at the counter: `ALC-CP-7KX4-M9QP`, in the style of a request's reference
 * (src/domain/requests/request-reference.ts): the realm's prefix, "CP" for cita previa, and 8 characters of
 * Crockford's base32 (40 random bits), so codes cannot be guessed in turn. A code alone opens nothing: reading or
 * cancelling an appointment needs its private link, or the code with the NIF/NIE it was booked with
 * (docs/appointments.md). It never reads as a request's reference (those carry a year), and parsing forgives
 * what people do: lower case, spaces, missing dashes, O for 0, I or L for 1.
 */
import { ALPHABET, cryptoRandom, randomPart } from '../requests/request-reference.ts';

/** What marks a booking code after the realm's prefix. */
export const BOOKING_MARK = 'CP';

/** A new booking code of a realm with `prefix` (`referencePrefix(realm)`), its randomness given. */
export function newBookingCode(prefix: string, random: (bytes: number) => Uint8Array = cryptoRandom): string {
  const part = randomPart(random);
  return `${prefix}-${BOOKING_MARK}-${part.slice(0, 4)}-${part.slice(4)}`;
}

/** The booking code someone typed, in its canonical form, or undefined when it cannot be one. */
export function parseBookingCode(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s.\-_/]+/g, '');
  const match = /^([A-Z]{2,5})CP([0-9A-Z]{8})$/.exec(compact);
  if (!match) return undefined;
  const [, prefix, raw] = match as unknown as [string, string, string];
  const random = raw.replace(/O/g, '0').replace(/[IL]/g, '1');
  if ([...random].some((ch) => !ALPHABET.includes(ch))) return undefined;
  return `${prefix}-${BOOKING_MARK}-${random.slice(0, 4)}-${random.slice(4)}`;
}
