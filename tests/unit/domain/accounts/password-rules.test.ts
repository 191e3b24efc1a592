import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../../src/domain/accounts/password-rules.ts';

describe('a citizen’s password', () => {
  it('needs ten characters, counted as people count them', () => {
    expect(passwordProblem('ab12cd34e')).toBe('short');
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀')).toBe('short');
    expect(passwordProblem('una clau prou llarga')).toBeUndefined();
    expect(passwordProblem('x'.repeat(201))).toBe('long');
  });

  it('refuses the passwords an attacker tries first, whatever their case and however they are padded', () => {
    for (const weak of [
      '1234567890',
      'QWERTYUIOP',
      'Contraseña2024!',
      'contrasenya123',
      'Valencia1919',
      'password!!!!',
      'aaaaaaaaaaaa',
      '0987654321',
      'abcabcabcabc',
      '1212121212',
      'iloveyou2000',
    ])
      expect(passwordProblem(weak), weak).toBe('common');
    for (const strong of ['caball blau de Morella', 'la-meua-terrassa-de-1987', 'Sant Joan 24 de juny!', 'correcthorsebatterystaple'])
      expect(passwordProblem(strong), strong).toBeUndefined();
  });

  it('refuses the account’s own address, or the part before the @', () => {
    expect(passwordProblem('Marta.Soler@example.org', 'marta.soler@example.org')).toBe('email');
    expect(passwordProblem('marta.soler', 'Marta.Soler@example.org')).toBe('email');
    expect(passwordProblem('marta.soler.1987', 'marta.soler@example.org')).toBeUndefined();
  });
});
