import { describe, expect, it } from 'vitest';
import { emailAddress, telHref } from '../../../../src/domain/directory/contact.ts';

describe('contact links', () => {
  it('dial the number without the spaces editors write', () => expect(telHref('962 900 100')).toBe('tel:962900100'));
  it('take the address out of a mailto: field, whatever its case', () => {
    expect(emailAddress('MAILTO:info@alcantir.example')).toBe('info@alcantir.example');
    expect(emailAddress('info@alcantir.example')).toBe('info@alcantir.example');
  });
});
