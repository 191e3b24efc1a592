import { describe, expect, it } from 'vitest';
import { addMonths, betweenInterval, eventDays, eventsByDay, madridDay, monthGrid } from '../../../../src/domain/content/calendar.ts';

describe('the month grid', () => {
  // 2026: June starts on Monday, September Tuesday, April Wednesday, January Thursday, May Friday, August Saturday, February Sunday.
  it.each([
    [2026, 6, '2026-06-01'],
    [2026, 9, '2026-08-31'],
    [2026, 4, '2026-03-30'],
    [2026, 1, '2025-12-29'],
    [2026, 5, '2026-04-27'],
    [2026, 8, '2026-07-27'],
    [2026, 2, '2026-01-26'],
  ])('%i-%i starts on the Monday %s and has 42 cells', (year, month, first) => {
    const grid = monthGrid({ year, month });
    expect(grid).toHaveLength(42);
    expect(grid[0]!.key).toBe(first);
    expect(new Date(`${grid[0]!.key}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(grid.filter((c) => c.inMonth)).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
  });
  it('has 29 days in a leap February', () => {
    const grid = monthGrid({ year: 2028, month: 2 });
    expect(
      grid
        .filter((c) => c.inMonth)
        .map((c) => c.key)
        .at(-1),
    ).toBe('2028-02-29');
    expect(grid[0]!.key).toBe('2028-01-31');
  });
  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('the between interval', () => {
  it('runs from the first of the month to the end of the next month, Madrid time', () => {
    expect(betweenInterval({ year: 2026, month: 11 })).toEqual({ start: '2026-10-31T23:00:00.000Z', end: '2026-12-31T22:59:59.999Z' });
  });
  it('follows the summer offset', () => {
    expect(betweenInterval({ year: 2026, month: 6 })).toEqual({ start: '2026-05-31T22:00:00.000Z', end: '2026-07-31T21:59:59.999Z' });
  });
  it('crosses the daylight-saving change inside the interval', () => {
    expect(betweenInterval({ year: 2026, month: 9 })).toEqual({ start: '2026-08-31T22:00:00.000Z', end: '2026-10-31T22:59:59.999Z' });
  });
});

describe('placing events on days', () => {
  it('places an event on its Madrid day even late in the evening UTC', () => {
    expect(madridDay('2026-11-28T23:30:00Z')).toBe('2026-11-29');
    expect(eventDays({ period: { dateRanges: [{ start: '2026-11-28T23:30:00Z', end: '2026-11-29T01:00:00Z' }] } })).toEqual(['2026-11-29']);
  });
  it('puts a multi-day event on each of its days', () => {
    expect(eventDays({ period: { dateRanges: [{ start: '2026-12-05T10:00:00+01:00', end: '2026-12-07T20:00:00+01:00' }] } })).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
  });
  it('puts an event with several ranges on each range day', () => {
    const course = {
      period: { dateRanges: ['2026-12-01', '2026-12-08', '2026-12-15'].map((d) => ({ start: `${d}T18:00:00+01:00`, end: `${d}T20:00:00+01:00` })) },
    };
    expect(eventDays(course)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
  });
  it('does not spill onto the next day when it ends at midnight', () => {
    expect(eventDays({ period: { dateRanges: [{ start: '2026-12-31T22:00:00+01:00', end: '2027-01-01T00:00:00+01:00' }] } })).toEqual(['2026-12-31']);
  });
  it('indexes events by day', () => {
    const a = { id: 'a', period: { dateRanges: [{ start: '2026-12-05T10:00:00+01:00', end: '2026-12-06T10:00:00+01:00' }] } };
    const b = { id: 'b', period: { dateRanges: [{ start: '2026-12-06T18:00:00+01:00' }] } };
    const byDay = eventsByDay([a, b]);
    expect(byDay.get('2026-12-06')!.map((e) => e.id)).toEqual(['a', 'b']);
    expect(byDay.get('2026-12-05')!.map((e) => e.id)).toEqual(['a']);
  });
});
