import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dutyBoard, hoursByDay } from '../../../../src/domain/pharmacies/board.ts';
import { DutyBoardSchema } from '../../../../src/schemas/duty-board.ts';
import { duty, pharmacy, ZONE } from './fixture.ts';

const A = pharmacy('A', 'Mo-Fr 09:30-14:00,17:00-20:30; Sa 09:30-14:00; PH off');
const B = pharmacy('B', 'Mo-Sa 09:00-21:00', 'Benicalf');
const ROTA = [duty('A', '2026-11-26', 'day'), duty('B', '2026-11-26', 'night'), duty('A', '2026-11-27', '24h'), duty('B', '2026-12-20', 'day')];

describe('the board file', () => {
  const board = dutyBoard([A, B], [ZONE], ROTA, new Date('2026-11-26T23:30:00+01:00'));
  it('is what the island validates, with the rota from now and how far it reaches without a break', () => {
    expect(v.is(DutyBoardSchema, board)).toBe(true);
    expect(board.generatedAt).toBe('2026-11-26T23:30:00+01:00');
    expect(board.duties.map((d) => `${d.pharmacy} ${d.kind}`)).toEqual(['B night', 'A 24h']); // 20 December is past the file's three weeks.
    expect(board.validUntil).toBe('2026-11-28T09:00:00+01:00');
    expect(board.openKnownUntil).toBe('2026-12-04T23:30:00+01:00');
  });
  it('merges each pharmacy’s hours with its duties', () => {
    const a = board.pharmacies.find((p) => p.id === 'A')!;
    // Friday: the 24-hour duty from 9:00 covers the lunch break and the night; on Saturday it opens at 9:30.
    expect(a.open.slice(0, 2)).toEqual([
      { start: '2026-11-27T09:00:00+01:00', end: '2026-11-28T09:00:00+01:00' },
      { start: '2026-11-28T09:30:00+01:00', end: '2026-11-28T14:00:00+01:00' },
    ]);
    const b = board.pharmacies.find((p) => p.id === 'B')!;
    expect(b.open[0]).toEqual({ start: '2026-11-26T23:30:00+01:00', end: '2026-11-27T21:00:00+01:00' });
  });
  it('reaches no further than now when nobody is on duty', () => {
    expect(dutyBoard([A], [ZONE], [], new Date('2026-11-26T10:00:00+01:00')).validUntil).toBe('2026-11-26T10:00:00+01:00');
  });
});

describe('regular hours by weekday', () => {
  it('groups the days with the same hours and says what holidays do', () => {
    expect(hoursByDay(A)).toEqual({
      days: [
        {
          from: 1,
          to: 5,
          spans: [
            { from: '09:30', to: '14:00' },
            { from: '17:00', to: '20:30' },
          ],
        },
        { from: 6, to: 6, spans: [{ from: '09:30', to: '14:00' }] },
        { from: 7, to: 7, spans: [] },
      ],
      holidays: [],
    });
    expect(hoursByDay(B).holidays).toBeUndefined();
    expect(hoursByDay(pharmacy('C', '24/7')).days).toEqual([{ from: 1, to: 7, spans: [{ from: '00:00', to: '24:00' }] }]);
    expect(hoursByDay(pharmacy('D', 'Mo-Fr 09:00-14:00; PH 10:00-13:00')).holidays).toEqual([{ from: '10:00', to: '13:00' }]);
  });
});
