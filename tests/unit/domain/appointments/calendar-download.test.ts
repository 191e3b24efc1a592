import { describe, expect, it } from 'vitest';
import { appointmentDownload, foldLine, icsText, icsUtc } from '../../../../src/domain/appointments/calendar-download.ts';

const download = {
  uid: 'cita-descarga-abc@alcantir.es',
  startsAt: '2026-12-03T09:30:00+01:00',
  endsAt: '2026-12-03T09:45:00+01:00',
  stamp: new Date('2026-11-27T10:00:00Z'),
  summary: 'Cita previa: Certificado de empadronamiento',
  description: 'Código: ALC-CP-7KX4-M9QP\nTraiga el DNI, el NIE o el pasaporte; y el libro de familia',
  location: 'Oficina de Atención Ciudadana, Plaça Major, 1',
};

describe('the calendar download of a booking', () => {
  it('is a PUBLISH event in UTC, Madrid 9:30 in winter being 8:30 UTC, with CRLF lines', () => {
    const ics = appointmentDownload(download);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('DTSTART:20261203T083000Z');
    expect(lines).toContain('DTEND:20261203T084500Z');
    expect(lines).toContain('DTSTAMP:20261127T100000Z');
    expect(lines).toContain('UID:cita-descarga-abc@alcantir.es');
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  });

  it('in summer time, 9:30 in Madrid is 7:30 UTC', () => {
    expect(icsUtc('2027-06-10T09:30:00+02:00')).toBe('20270610T073000Z');
  });

  it('escapes the text values as RFC 5545 says', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(appointmentDownload(download)).toContain('LOCATION:Oficina de Atención Ciudadana\\, Plaça Major\\, 1');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'ñ'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long);
  });
});
