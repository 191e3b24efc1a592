import { describe, expect, it } from 'vitest';
import { APPOINTMENT_PAGE, privateLinkFragment, readPrivateLink } from '../../../../src/domain/appointments/private-link.ts';

const KEY = 'a2V5LW9mLXRoZS1hcHBvaW50bWVudA';

describe('the private link of an appointment', () => {
  it('is one page whose fragment carries the code and, when given, the key', () => {
    expect(APPOINTMENT_PAGE).toBe('/cita-previa/cita');
    expect(privateLinkFragment('ALC-CP-7KX4-M9QP', KEY)).toBe(`#codigo=ALC-CP-7KX4-M9QP&clave=${KEY}`);
    expect(privateLinkFragment('ALC-CP-7KX4-M9QP')).toBe('#codigo=ALC-CP-7KX4-M9QP');
  });

  it('reads back what it wrote, with or without the #', () => {
    const hash = privateLinkFragment('ALC-CP-7KX4-M9QP', KEY);
    expect(readPrivateLink(hash)).toEqual({ code: 'ALC-CP-7KX4-M9QP', key: KEY });
    expect(readPrivateLink(hash.slice(1))).toEqual({ code: 'ALC-CP-7KX4-M9QP', key: KEY });
  });

  it('forgives a code typed in small letters and without dashes, as parseBookingCode does', () => {
    expect(readPrivateLink(`#codigo=alccp7kx4m9qp&clave=${KEY}`)).toEqual({ code: 'ALC-CP-7KX4-M9QP', key: KEY });
  });

  it('drops what is not a code or not a key, and names nothing when the fragment is empty', () => {
    expect(readPrivateLink('')).toEqual({});
    expect(readPrivateLink(`#clave=${KEY}`)).toEqual({ key: KEY });
    expect(readPrivateLink(`#codigo=ALC-2026-000123&clave=${KEY}`)).toEqual({ key: KEY });
    expect(readPrivateLink('#codigo=ALC-CP-7KX4-M9QP&clave=<script>')).toEqual({ code: 'ALC-CP-7KX4-M9QP' });
    expect(readPrivateLink('#codigo=ALC-CP-7KX4-M9QP&clave=short')).toEqual({ code: 'ALC-CP-7KX4-M9QP' });
  });
});
