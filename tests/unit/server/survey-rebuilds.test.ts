import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_MOMENT_MS, scheduleSurveyRebuilds } from '../../../server/core/survey-rebuilds.ts';

describe('rebuilds at a survey’s opening and closing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues the realm’s rebuild just after each date, once, and nothing for dates already past', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-18T22:00:00Z') });
    const rebuilt: Array<[string, string]> = [];
    const schedule = scheduleSurveyRebuilds({
      surveys: () => [
        { realm: 'alcantir', opensAt: '2026-11-09T08:00:00Z', closesAt: '2026-12-18T23:00:00Z' },
        { realm: 'vilamar', opensAt: '2026-12-19T08:00:00Z', closesAt: '2027-01-09T00:00:00Z' },
      ],
      rebuild: (realm) => rebuilt.push([realm, new Date(Date.now()).toISOString()]),
    });
    vi.advanceTimersByTime(3_600_000 + AFTER_MOMENT_MS - 1);
    expect(rebuilt).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(rebuilt).toEqual([['alcantir', '2026-12-18T23:00:02.000Z']]);
    vi.advanceTimersByTime(9 * 3_600_000);
    expect(rebuilt.map(([realm]) => realm)).toEqual(['alcantir', 'vilamar']);
    schedule.stop();
  });

  it('sees a survey added while it sleeps, within the hour', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T10:00:00Z') });
    const surveys: Array<{ realm: string; opensAt: string; closesAt: string }> = [];
    const rebuilt: string[] = [];
    const schedule = scheduleSurveyRebuilds({ surveys: () => surveys, rebuild: (realm) => rebuilt.push(realm) });
    surveys.push({ realm: 'vilamar', opensAt: '2026-12-01T10:30:00Z', closesAt: '2026-12-20T00:00:00Z' });
    vi.advanceTimersByTime(3_600_000);
    expect(rebuilt).toEqual(['vilamar']);
    schedule.stop();
  });
});
