import { describe, expect, it } from 'vitest';
import { changesAddress, currentPasswordProblem, profileProblems, registrationProblems } from '../../src/domain/account-rules.ts';
import { passwordProblem } from '../../src/domain/password-rules.ts';
import { safeReturnPath } from '../../src/domain/return-path.ts';

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

describe('the account forms’ rules', () => {
  it('list a registration’s problems field by field, in the form’s order', () => {
    expect(registrationProblems({ firstName: ' ', lastName: 'Soler', email: 'marta@', password: 'curta' })).toEqual([
      { field: 'firstName', key: 'account.error.firstName' },
      { field: 'email', key: 'account.error.email' },
      { field: 'password', key: 'account.error.password.short' },
    ]);
    expect(registrationProblems({ firstName: 'Marta', lastName: 'Soler', email: 'marta@example.org', password: 'tres paraules llargues' })).toEqual([]);
  });

  it('take an empty telephone, and refuse one that is not a telephone', () => {
    const profile = { firstName: 'Marta', lastName: 'Soler', email: 'marta@example.org' };
    expect(profileProblems({ ...profile, telephone: '' })).toEqual([]);
    expect(profileProblems({ ...profile, telephone: '+34 (96) 123-45-67' })).toEqual([]);
    for (const telephone of ['no en tinc', '12345', `6${'0'.repeat(40)}`])
      expect(profileProblems({ ...profile, telephone }), telephone).toEqual([{ field: 'telephone', key: 'account.error.telephone' }]);
  });

  it('refuse an address that could start a second header or list a second recipient', () => {
    for (const email of ['a@b.es\nBcc: c@d.es', 'a@b.es, c@d.es', '<a@b.es>', 'a b@c.es'])
      expect(profileProblems({ firstName: 'A', lastName: 'B', email }), JSON.stringify(email)).toEqual([{ field: 'email', key: 'account.error.email' }]);
  });
});

describe('the page a citizen returns to after signing in', () => {
  it('is a path of this site, with its query and without its fragment', () => {
    expect(safeReturnPath('/buzon/subvenciones')).toBe('/buzon/subvenciones');
    expect(safeReturnPath('/va/buzon/subvenciones?pas=2#clave=secreta')).toBe('/va/buzon/subvenciones?pas=2');
  });

  it('is never another site, the API, or something that is not a path', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/buzon',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      'buzon/subvenciones',
      '/api/alcantir/logout',
      '/API/v2/auth/logout',
      '',
      null,
      undefined,
      `/${'a'.repeat(600)}`,
    ])
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
  });
});

describe('the profile page asks for the current password only to change the address', () => {
  it('wants it for another address, whatever its case, and not for the same one', () => {
    expect(currentPasswordProblem('nova@example.org', 'lucia@example.org', '')).toEqual({
      field: 'currentPassword',
      key: 'account.error.currentPassword.missing',
    });
    expect(currentPasswordProblem(' Lucia@Example.org ', 'lucia@example.org', '')).toBeUndefined();
    expect(currentPasswordProblem('nova@example.org', 'lucia@example.org', 'la clau')).toBeUndefined();
    expect(changesAddress('nova@example.org', undefined)).toBe(true);
  });
});
