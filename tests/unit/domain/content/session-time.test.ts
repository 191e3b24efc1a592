import { describe, expect, it } from 'vitest';
import { sessionText } from '../../../../src/domain/content/session-time.ts';

const LONG = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

describe('a session of an event', () => {
  it('names its day once and then its hours when it starts and ends on the same day', () => {
    expect(sessionText({ start: '2026-11-03T18:00:00+01:00', end: '2026-11-03T20:00:00+01:00' }, 'es-ES', LONG)).toBe(
      'martes, 3 de noviembre de 2026, 18:00 – 20:00',
    );
    expect(sessionText({ start: '2026-11-03T18:00:00+01:00', end: '2026-11-03T20:00:00+01:00' }, 'ca-ES-valencia', LONG)).toBe(
      'dimarts, 3 de novembre de 2026, 18:00 – 20:00',
    );
  });

  it('keeps an evening that ends at midnight on its own day', () => {
    expect(sessionText({ start: '2026-08-28T22:30:00+02:00', end: '2026-08-29T00:00:00+02:00' }, 'es-ES', { day: 'numeric', month: 'short' })).toBe(
      '28 ago., 22:30 – 00:00',
    );
  });

  it('names both days when it runs into another day', () => {
    expect(sessionText({ start: '2026-09-05T18:00:00+02:00', end: '2026-09-13T23:59:00+02:00' }, 'es-ES', { day: 'numeric', month: 'short' })).toBe(
      '5 sept., 18:00 – 13 sept., 23:59',
    );
  });

  it('reads Madrid time whatever the machine’s zone, and just the start when there is no end', () => {
    expect(sessionText({ start: '2026-11-03T17:00:00Z' }, 'es-ES', { day: 'numeric', month: 'long' })).toBe('3 de noviembre, 18:00');
  });
});
