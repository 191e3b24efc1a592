import { describe, expect, it } from 'vitest';
import { shiftIso, weeksSince } from '../../../server/demo/seed.ts';

describe('demo dates', () => {
  it('move by whole weeks since the anchor, keeping time and offset', () => {
    expect(weeksSince('2026-11-21', new Date('2026-12-06T12:00:00Z'))).toBe(2);
    expect(shiftIso('2026-11-28T19:00:00+01:00', 2)).toBe('2026-12-12T19:00:00+01:00');
  });
});
