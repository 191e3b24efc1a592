/**
 * A request's reference, the one a citizen reads aloud on the phone and types into a search box:
 * `ALC-2026-7KX4-M9QP`, the realm's prefix, the year it was sent (Madrid time) and 8 random characters of
 * Crockford's base32. The random part is 40 bits from a cryptographic source, so references cannot be
 * enumerated; a reference alone opens nothing (reading a request needs its owner's session or its follow-up
 * key). Crockford's alphabet leaves out I, L, O and U, so nothing reads as another letter or a word, and
 * parsing forgives what people do: lower case, spaces, missing dashes, O for 0, I or L for 1.
 */

/** Crockford's base32 digits: 0–9 and the letters without I, L, O, U. */
export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 8;

/**
 * The prefix of a realm's references: its `referencePrefix` when set, else the first three letters of its id
 * ("alcantir" → "ALC"), padded with X for an id of fewer letters.
 */
export function referencePrefix(realm: { id: string; referencePrefix?: string | undefined }): string {
  if (realm.referencePrefix) return realm.referencePrefix;
  return realm.id
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 3)
    .padEnd(3, 'X');
}

/** The year in Madrid, where the town halls are: a request sent at 00:30 on 1 January belongs to the new year. */
const madridYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' });

/** 40 random bits as 8 base32 digits (5 bits each, so every digit is equally likely). */
export function randomPart(random: (bytes: number) => Uint8Array): string {
  const bytes = random(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = RANDOM_LENGTH - 1; i >= 0; i--) out += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

export const cryptoRandom = (bytes: number) => globalThis.crypto.getRandomValues(new Uint8Array(bytes));

/** A new reference for a request of a realm with `prefix`, sent at `at`. */
export function newReference(prefix: string, at: Date = new Date(), random: (bytes: number) => Uint8Array = cryptoRandom): string {
  const part = randomPart(random);
  return `${prefix}-${madridYear.format(at)}-${part.slice(0, 4)}-${part.slice(4)}`;
}

/**
 * The reference someone typed, in its canonical form, or undefined when it cannot be one. Case, spaces, dots
 * and dashes do not matter; in the random part O reads as 0 and I or L as 1, as Crockford says (the prefix is
 * letters only, so it needs no such reading).
 */
export function parseReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s.\-_/]+/g, '');
  const match = /^([A-Z]{2,5})(\d{4})([0-9A-Z]{8})$/.exec(compact);
  if (!match) return undefined;
  const [, prefix, year, raw] = match as unknown as [string, string, string, string];
  const random = raw.replace(/O/g, '0').replace(/[IL]/g, '1');
  if ([...random].some((ch) => !ALPHABET.includes(ch))) return undefined;
  return `${prefix}-${year}-${random.slice(0, 4)}-${random.slice(4)}`;
}
