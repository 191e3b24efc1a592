import { describe, expect, it } from 'vitest';
import { nextChange, stateAt, stateRank } from '../../../../src/domain/places/open-state.ts';

const MORNING = { start: '2026-11-24T10:00:00+01:00', end: '2026-11-24T14:00:00+01:00' };
const EVENING = { start: '2026-11-24T17:00:00+01:00', end: '2026-11-24T19:30:00+01:00' };

describe("a place's state read from its stretches", () => {
  it('is open until the end of the stretch it is in, or closed until the next one starts', () => {
    expect(stateAt([MORNING, EVENING], '2026-11-24T12:00:00+01:00')).toEqual({ always: false, open: true, until: MORNING.end });
    expect(stateAt([MORNING, EVENING], '2026-11-24T15:00:00+01:00')).toEqual({ always: false, open: false, opensAt: EVENING.start });
    // The end is exclusive: at 14:00 it is closed.
    expect(stateAt([MORNING, EVENING], Date.parse(MORNING.end))).toMatchObject({ open: false });
    expect(stateAt([MORNING], '2026-11-24T20:00:00+01:00')).toEqual({ always: false, open: false });
  });

  it('says always for a place open at every hour, and no end for a stretch running to the edge of what is known', () => {
    expect(stateAt('always', '2026-11-24T03:00:00+01:00')).toEqual({ always: true, open: true });
    expect(stateAt([MORNING], '2026-11-24T12:00:00+01:00', MORNING.end)).toEqual({ always: false, open: true, until: undefined });
  });

  it('ranks open with hours, then always open, then closed', () => {
    expect([stateRank({ always: false, open: false }), stateRank({ always: true, open: true }), stateRank({ always: false, open: true })]).toEqual([2, 1, 0]);
  });

  it('finds the next instant any place opens or closes', () => {
    const now = Date.parse('2026-11-24T12:00:00+01:00');
    expect(nextChange([[MORNING, EVENING], 'always'], now)).toBe(Date.parse(MORNING.end));
    expect(nextChange([[EVENING], [MORNING]], Date.parse('2026-11-24T14:00:00+01:00'))).toBe(Date.parse(EVENING.start));
    expect(nextChange(['always'], now)).toBeUndefined();
  });
});
