import { describe, expect, it } from 'vitest';
import { signInDestination } from '../../../../src/domain/accounts/sign-in-destination.ts';

const LINKS = { profile: '/va/cuenta/perfil', desk: '/va/gestion' };

describe('where signing in leads', () => {
  it('takes staff to the desk', () => {
    expect(signInDestination({ staff: true }, undefined, LINKS)).toBe('/va/gestion');
  });

  it('takes a citizen to their profile', () => {
    expect(signInDestination({ staff: false }, undefined, LINKS)).toBe('/va/cuenta/perfil');
    expect(signInDestination({}, undefined, LINKS)).toBe('/va/cuenta/perfil');
  });

  it('takes anyone back to the page they came from', () => {
    expect(signInDestination({ staff: true }, '/gestion/solicitud?ref=ALC-2026-7KX4-M9QP', LINKS)).toBe('/gestion/solicitud?ref=ALC-2026-7KX4-M9QP');
    expect(signInDestination({ staff: false }, '/buzon/incidencias', LINKS)).toBe('/buzon/incidencias');
  });
});
