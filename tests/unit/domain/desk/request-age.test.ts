import { describe, expect, it } from 'vitest';
import { ageText, isOverdue, overdueBefore } from '../../../../src/domain/desk/request-age.ts';

const at = (iso: string) => Date.parse(iso);

describe("a request's age", () => {
  const now = at('2026-05-13T10:00:00+02:00');

  it('is told in the largest whole unit, in the page’s language', () => {
    expect(ageText('2026-05-10T09:00:00+02:00', now, 'es-ES')).toBe('hace 3 días');
    expect(ageText('2026-05-13T07:30:00+02:00', now, 'es-ES')).toBe('hace 2 horas');
    expect(ageText('2026-05-13T09:55:00+02:00', now, 'es-ES')).toBe('hace 5 minutos');
    expect(ageText('2026-03-01T09:00:00+01:00', now, 'es-ES')).toBe('hace 2 meses');
    expect(ageText('2024-05-01T09:00:00+02:00', now, 'es-ES')).toBe('hace 2 años');
    expect(ageText('2026-05-12T09:00:00+02:00', now, 'ca-ES')).toBe('fa 1 dia');
    expect(ageText('2026-05-10T09:00:00+02:00', now, 'en-GB')).toBe('3 days ago');
  });

  it('is at least a minute, even for a clock a little behind', () => {
    expect(ageText('2026-05-13T10:00:30+02:00', now, 'es-ES')).toBe('hace 1 minuto');
  });
});

describe('an overdue request', () => {
  const sent = '2026-05-03T08:30:00.000Z';

  it('is one still waiting after the Madrid day its deadline ends', () => {
    // Sent on 3 May with 10 days: due on 13 May, overdue from 14 May at 00:00 in Madrid (22:00 UTC the day before).
    expect(overdueBefore(10, at('2026-05-14T00:00:00+02:00'))).toBe('2026-05-03T22:00:00.000Z');
    expect(isOverdue({ status: 'Recibida', createdAt: sent }, 10, at('2026-05-13T23:59:00+02:00'))).toBe(false);
    expect(isOverdue({ status: 'Recibida', createdAt: sent }, 10, at('2026-05-14T00:00:00+02:00'))).toBe(true);
    expect(isOverdue({ status: 'En gestión', createdAt: sent }, 10, at('2026-06-01T12:00:00+02:00'))).toBe(true);
  });

  it('is never one already answered, or of a mailbox without a deadline', () => {
    const late = at('2026-06-01T12:00:00+02:00');
    for (const status of ['Resuelta', 'Rechazada', 'Cerrada'] as const) expect(isOverdue({ status, createdAt: sent }, 10, late)).toBe(false);
    expect(isOverdue({ status: 'Recibida', createdAt: sent }, undefined, late)).toBe(false);
  });
});
