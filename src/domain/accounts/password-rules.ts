/**
 * What a citizen's password must be (docs/accounts-api.md): at least ten characters, and not one an attacker tries
 * first — a common password, a common word with digits or signs added, one character repeated, a run of keys or
 * digits, or the account's own e-mail address. Shared by the account pages (told at once) and the server (which
 * decides); the message says what to change, not a score.
 */
import { COMMON_PASSWORDS, COMMON_WORDS } from './common-passwords.ts';

export const MIN_PASSWORD_LENGTH = 10;
/** scrypt takes any length; this only keeps a body from making the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 200;

export type PasswordProblem = 'short' | 'long' | 'common' | 'email';

/** Rows of keys and digits, forwards; a password that is a piece of one (or of it backwards) is refused. */
const RUNS = ['01234567890123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklñzxcvbnm', 'qwertyuiopasdfghjklzxcvbnm', 'azertyuiopqsdfghjklmwxcvbn'];

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

function isRun(folded: string): boolean {
  return RUNS.some((run) => run.includes(folded) || [...run].reverse().join('').includes(folded));
}

/** The password without the digits and signs people add before or after a word. */
function wordOf(folded: string): string {
  return folded.replace(/^\P{L}+|\P{L}+$/gu, '');
}

/**
 * What is wrong with a password, or undefined when it will do. `email` is the account's address: the password
 * may be neither it nor the part before the @.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'short';
  if (length > MAX_PASSWORD_LENGTH) return 'long';
  const folded = fold(password);
  if (email) {
    const address = fold(email.trim());
    if (folded === address || folded === address.split('@')[0]) return 'email';
  }
  if (COMMON_PASSWORDS.has(folded) || COMMON_WORDS.has(wordOf(folded)) || /^(.)\1+$/u.test(folded) || isRun(folded)) return 'common';
  // The same short piece over and over ("abcabcabcabc", "1212121212").
  if (/^(.{1,4})\1{2,}$/u.test(folded)) return 'common';
  return undefined;
}
