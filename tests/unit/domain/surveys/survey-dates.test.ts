import { describe, expect, it } from 'vitest';
import { lastDayOpen, madridWallClock } from '../../../../src/domain/surveys/survey-dates.ts';

describe('a survey’s dates in Madrid', () => {
  it('reads an instant on Madrid’s wall clock, winter and summer time', () => {
    expect(madridWallClock('2026-12-18T23:00:00Z')).toEqual({ day: '2026-12-19', time: '00:00' });
    expect(madridWallClock('2026-07-01T10:30:00Z')).toEqual({ day: '2026-07-01', time: '12:30' });
  });

  it('gives a survey closing at midnight the day before as its last day, without a time', () => {
    expect(lastDayOpen('2026-12-18T23:00:00Z')).toEqual({ day: '2026-12-18' });
    // Across the change to summer time and a month's start.
    expect(lastDayOpen('2026-03-31T22:00:00Z')).toEqual({ day: '2026-03-31' });
    expect(lastDayOpen('2027-01-01T00:00:00+01:00')).toEqual({ day: '2026-12-31' });
  });

  it('keeps the day and says the time when it closes at another hour', () => {
    expect(lastDayOpen('2026-12-19T13:00:00Z')).toEqual({ day: '2026-12-19', time: '14:00' });
  });
});
