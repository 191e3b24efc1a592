import { describe, expect, it } from 'vitest';
import { fillFromProfile } from '../../../../src/domain/accounts/profile-fill.ts';

const profile = { firstName: 'Lucía', lastName: 'Ferrer Puig', telephone: '600 123 456', email: 'lucia.ferrer@example.org' };
const same = { firstName: 'firstName', lastName: 'lastName', telephone: 'telephone', email: 'email' } as const;

describe("a profile's details into a form", () => {
  it('fills every empty field and says which came from the profile', () => {
    expect(fillFromProfile({}, profile, same)).toEqual({ filled: profile, from: ['firstName', 'lastName', 'telephone', 'email'] });
  });

  it('never overwrites what was typed, and leaves out what the profile lacks', () => {
    const { filled, from } = fillFromProfile({ email: 'otra@example.org', firstName: '  ' }, { firstName: 'Lucía', telephone: '' }, same);
    expect(filled).toEqual({ email: 'otra@example.org', firstName: 'Lucía' });
    expect(from).toEqual(['firstName']);
  });

  it("maps the form's own field names onto the profile's, and only those asked for", () => {
    const { filled, from } = fillFromProfile({ name: '', surnames: '', captcha: '' }, profile, { name: 'firstName', surnames: 'lastName' });
    expect(filled).toEqual({ name: 'Lucía', surnames: 'Ferrer Puig', captcha: '' });
    expect(from).toEqual(['name', 'surnames']);
  });

  it('fills nothing without a profile', () => {
    expect(fillFromProfile({ firstName: '' }, undefined, same)).toEqual({ filled: { firstName: '' }, from: [] });
  });
});
