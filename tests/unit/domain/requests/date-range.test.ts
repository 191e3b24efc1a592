import { describe, expect, it } from 'vitest';
import { acceptedDays, addDays, dayText, inputLimits, outsideDays } from '../../../../src/domain/requests/date-range.ts';
import { fieldErrors } from '../../../../src/domain/requests/request-rules.ts';
import { t } from '../../../../src/i18n/index.ts';
import type { Field } from '../../../../src/schemas/mailbox.ts';

/** 26 November 2026, 00:30 in Madrid: already the 26th there, still the 25th in UTC. */
const NOW = new Date('2026-11-25T23:30:00Z');
const booking = { name: 'inicio', type: 'datetime', label: { es: 'Día y hora de inicio' }, required: true, minDaysAhead: 7, maxDaysAhead: 180 } as Field;

describe('the days a date field accepts', () => {
  it('counts from today in Madrid, in calendar days across month ends and clock changes', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(acceptedDays(booking, NOW)).toEqual({ from: '2026-12-03', to: '2027-05-25' });
    expect(acceptedDays({ name: 'x', type: 'datetime', label: 'x', required: false } as Field, NOW)).toBeUndefined();
    expect(inputLimits(acceptedDays(booking, NOW))).toEqual({ min: '2026-12-03T00:00', max: '2027-05-25T23:59' });
    // A day asked without a time (a project's start) bounds a date input: days alone.
    expect(inputLimits(acceptedDays(booking, NOW), true)).toEqual({ min: '2026-12-03', max: '2027-05-25' });
    // From today on: a day asked without a time takes today (its midnight has passed), a time must be still to come.
    const today = acceptedDays({ minDaysAhead: 0, dateOnly: true }, NOW)!;
    const todayMidnight = `${today.from}T00:00:00+01:00`;
    expect(outsideDays(today, todayMidnight)).toBe(false);
    expect(outsideDays(acceptedDays({ minDaysAhead: 0 }, NOW)!, todayMidnight)).toBe(true);
    expect(outsideDays(today, `${addDays(today.from!, -1)}T00:00:00+01:00`)).toBe(true);
  });

  it('refuses a day before or after the range, and from today on, any moment already past', () => {
    const range = acceptedDays(booking, NOW)!;
    expect(outsideDays(range, '2026-12-02T23:59:00+01:00')).toBe(true);
    expect(outsideDays(range, '2026-12-03T00:00:00+01:00')).toBe(false);
    expect(outsideDays(range, '2027-05-25T23:00:00+02:00')).toBe(false);
    expect(outsideDays(range, '2027-05-26T09:00:00+02:00')).toBe(true);
    const today = acceptedDays({ ...booking, minDaysAhead: 0, maxDaysAhead: undefined }, NOW)!;
    expect(outsideDays(today, '2026-11-26T00:10:00+01:00')).toBe(true);
    expect(outsideDays(today, '2026-11-26T23:00:00+01:00')).toBe(false);
  });

  it('says the range in the field’s message, in Spanish and in Valencian', () => {
    const day = (lang: 'es' | 'va') => (iso: string) => dayText(lang === 'es' ? 'es-ES' : 'ca-ES-valencia', iso);
    const [es] = fieldErrors(booking, '2026-11-30T18:00:00+01:00', () => 'Día y hora de inicio', { now: NOW, day: day('es') });
    expect(t('es', es!.key, es!.params)).toBe('Por favor, elija en el campo Día y hora de inicio una fecha del 3 de diciembre de 2026 al 25 de mayo de 2027.');
    const [va] = fieldErrors({ ...booking, maxDaysAhead: 187 }, '2026-11-30T18:00:00+01:00', () => 'Dia i hora d’inici', { now: NOW, day: day('va') });
    // The 1st takes the article's elision: "a l'1 de juny".
    expect(t('va', va!.key, va!.params)).toBe("Per favor, trie en el camp Dia i hora d’inici una data del 3 de desembre de 2026 a l'1 de juny de 2027.");
    expect(fieldErrors(booking, '2027-01-10T18:00:00+01:00', () => 'x', { now: NOW })).toEqual([]);
  });
});
