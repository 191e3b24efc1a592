/**
 * What the account forms need (docs/accounts-api.md): a name and surnames, an e-mail address, a password that is not
 * one of the first an attacker tries, a telephone if one is given. Shared by the account pages, which say at once
 * what to change, and the server, which decides; each problem is a field and a UI string key.
 */
import { accountKey } from './account-keys.ts';
import { passwordProblem } from './password-rules.ts';

export const MAX_FIRST_NAME = 100;
export const MAX_LAST_NAME = 150;
export const MAX_EMAIL = 200;
export const MAX_TELEPHONE = 30;

export type AccountField = 'firstName' | 'lastName' | 'email' | 'password' | 'telephone' | 'currentPassword';

export interface AccountProblem {
  field: AccountField;
  /** A key of `src/i18n/*.json`. */
  key: string;
  params?: Record<string, string>;
}

/** An address worth writing to: one @, a dot after it, no spaces, line breaks or characters that split a list. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
/** Digits with the signs people write a telephone with; at least six digits. */
const TELEPHONE = /^\+?[\d\s().-]+$/;

export function emailProblem(email: string): AccountProblem | undefined {
  const value = email.trim();
  return value.length > MAX_EMAIL || !ADDRESS.test(value) ? { field: 'email', key: 'account.error.email' } : undefined;
}

function nameProblems(input: { firstName?: string; lastName?: string }): AccountProblem[] {
  const problems: AccountProblem[] = [];
  const first = input.firstName?.trim() ?? '';
  const last = input.lastName?.trim() ?? '';
  if (!first) problems.push({ field: 'firstName', key: 'account.error.firstName' });
  else if (first.length > MAX_FIRST_NAME) problems.push({ field: 'firstName', key: 'account.error.tooLong', params: { max: String(MAX_FIRST_NAME) } });
  if (!last) problems.push({ field: 'lastName', key: 'account.error.lastName' });
  else if (last.length > MAX_LAST_NAME) problems.push({ field: 'lastName', key: 'account.error.tooLong', params: { max: String(MAX_LAST_NAME) } });
  return problems;
}

/** The password of a new account, or a new one for an account whose address is `email`. */
export function newPasswordProblem(password: string, email?: string): AccountProblem | undefined {
  if (password === '') return { field: 'password', key: 'account.error.password.missing' };
  const problem = passwordProblem(password, email);
  return problem ? { field: 'password', key: `account.error.password.${problem}` } : undefined;
}

export function telephoneProblem(telephone: string | undefined): AccountProblem | undefined {
  const value = telephone?.trim() ?? '';
  if (value === '') return undefined;
  const digits = value.replace(/\D/g, '').length;
  return value.length > MAX_TELEPHONE || !TELEPHONE.test(value) || digits < 6 ? { field: 'telephone', key: 'account.error.telephone' } : undefined;
}

export interface RegistrationInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
}

/** A registration's problems, in the order of the form's fields. */
export function registrationProblems(input: RegistrationInput): AccountProblem[] {
  const email = input.email ?? '';
  return [...nameProblems(input), emailProblem(email), newPasswordProblem(input.password ?? '', email)].filter(
    (problem): problem is AccountProblem => problem !== undefined,
  );
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  telephone?: string;
  email?: string;
}

/** A profile's problems, in the order of the form's fields. */
export function profileProblems(input: ProfileInput): AccountProblem[] {
  return [...nameProblems(input), telephoneProblem(input.telephone), emailProblem(input.email ?? '')].filter(
    (problem): problem is AccountProblem => problem !== undefined,
  );
}

/** What `hasCompleteProfile` reads of a user: the server's stored one or the session's the islands get. */
export interface ProfileFacts {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  emailVerified?: boolean | null | undefined;
}

/**
 * Sending to a mailbox whose contact comes from the profile (mode `auto`) needs a completed profile
 * and a verified e-mail; a device user has neither and can only send where the form asks for the contact.
 * The server decides with it; the request form uses it to offer completing the profile first.
 */
export function hasCompleteProfile(user: ProfileFacts | undefined): boolean {
  return !!(user?.firstName?.trim() && user.lastName?.trim() && user.email?.trim() && user.emailVerified);
}

/** Whether a profile's address is another than the account's: compared by the server's key of an address (`accountKey`). */
export function changesAddress(email: string, current: string | undefined): boolean {
  return accountKey(email) !== accountKey(current ?? '');
}

/**
 * A new address is where a reset link would go, so changing it asks for the current password: the session
 * alone must not be enough to take an account. Undefined when the address stays or the password is given.
 */
export function currentPasswordProblem(email: string, current: string | undefined, currentPassword: string): AccountProblem | undefined {
  return changesAddress(email, current) && currentPassword === '' ? { field: 'currentPassword', key: 'account.error.currentPassword.missing' } : undefined;
}
