import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../../src/domain/accounts/return-path.ts';

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
