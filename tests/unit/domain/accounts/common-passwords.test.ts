import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, COMMON_WORDS } from '../../../../src/domain/accounts/common-passwords.ts';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../../src/domain/accounts/password-rules.ts';

describe('the lists of passwords an attacker tries first', () => {
  it('hold the best-known leaked passwords and the words people turn into one', () => {
    for (const password of ['1234567890', 'qwertyuiop', '1q2w3e4r5t']) expect(COMMON_PASSWORDS.has(password)).toBe(true);
    for (const word of ['contraseña', 'valencia']) expect(COMMON_WORDS.has(word)).toBe(true);
  });

  it('hold only lower-case entries, the passwords no shorter than the length rule lets through', () => {
    for (const entry of [...COMMON_PASSWORDS, ...COMMON_WORDS]) expect(entry).toBe(entry.toLowerCase());
    for (const password of COMMON_PASSWORDS) expect([...password].length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
  });

  it('stay small, as they ship to the account pages', () => {
    expect(COMMON_PASSWORDS.size + COMMON_WORDS.size).toBeLessThan(1000);
  });

  it('make every listed password, and every listed word with digits added, refused', () => {
    for (const password of COMMON_PASSWORDS) expect(passwordProblem(password), password).toBe('common');
    for (const word of COMMON_WORDS) expect(passwordProblem(`${word}2024!!!!!!`.slice(0, Math.max(10, word.length + 4))), word).toBe('common');
  });
});
