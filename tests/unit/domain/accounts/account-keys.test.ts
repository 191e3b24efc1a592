import { describe, expect, it } from 'vitest';
import { accountKey, looksLikeEmail } from '../../../../src/domain/accounts/account-keys.ts';
import { changesAddress } from '../../../../src/domain/accounts/account-rules.ts';

/** Pairs of addresses as a citizen may type them: the same account's or not. */
const PAIRS: Array<[string, string]> = [
  ['Lucia@Example.org', 'lucia@example.org'],
  [' lucia@example.org ', 'lucia@example.org'],
  ['ＬＵＣＩＡ@example.org', 'lucia@example.org'],
  ['ÀNGELS@example.org', 'àngels@example.org'],
  ['A\u0300ngels@example.org', 'àngels@example.org'],
  ['lucia@example.org', 'lucia.ferrer@example.org'],
  ['', 'lucia@example.org'],
];

describe('the key of an account name or address', () => {
  it('is the same whatever the case, the spaces around it and the Unicode form', () => {
    expect(accountKey('Gestor')).toBe(accountKey('gestor'));
    expect(accountKey('ÀNGELS')).toBe('àngels');
    expect(accountKey('ＬＵＣＩＡ@Example.org ')).toBe('lucia@example.org');
    expect(accountKey('lucia@example.org')).not.toBe(accountKey('lucia.ferrer@example.org'));
  });

  it('tells a user name written as an address', () => {
    expect([looksLikeEmail('lucia@example.org'), looksLikeEmail('vecina')]).toEqual([true, false]);
  });

  it('is what the profile page compares addresses by, so it asks for the password exactly when the server sees another address', () => {
    for (const [typed, saved] of PAIRS) expect(changesAddress(typed, saved), `${typed} / ${saved}`).toBe(accountKey(typed) !== accountKey(saved));
    expect(changesAddress('lucia@example.org', undefined)).toBe(true);
  });
});
