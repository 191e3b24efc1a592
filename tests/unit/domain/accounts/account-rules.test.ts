import { describe, expect, it } from 'vitest';
import { changesAddress, currentPasswordProblem, profileProblems, registrationProblems } from '../../../../src/domain/accounts/account-rules.ts';

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
