import { describe, expect, it } from 'vitest';
import { stateAt } from '../../../../src/domain/places/open-state.ts';
import { categoriesOf, isFree, placeStretches, placesNow, weekOf } from '../../../../src/domain/places/places.ts';
import type { Place } from '../../../../src/schemas/places.ts';

const MUSEUM = 'Tu-Sa 10:00-14:00,17:00-19:30; Su 10:00-14:00; PH off';
const NONE = new Set<string>();
const place = (slug: string, openingHours?: string, extra: Partial<Place> = {}): Place =>
  ({
    _id: slug,
    slug,
    name: { es: slug },
    category: 'museo',
    summary: 'x',
    description: 'x',
    address: 'x',
    coordinates: { lat: 39, lng: -0.5 },
    photos: [],
    prices: [],
    accessibility: [],
    isPublished: true,
    ...(openingHours ? { openingHours } : {}),
    ...extra,
  }) as Place;
const state = (hours: string | undefined, at: string, holidays = NONE) => {
  const t = Date.parse(at);
  return stateAt(placeStretches(place('p', hours), holidays, new Date(t), new Date(t + 8 * 86_400_000)), t);
};

describe('when a place is open', () => {
  it('reads Madrid wall-clock hours on the Sunday the clocks go forward (29 March 2026)', () => {
    // 9:30 in Madrid (summer time since 2:00): closed, opens at 10:00 summer time.
    expect(state(MUSEUM, '2026-03-29T07:30:00Z')).toEqual({ always: false, open: false, opensAt: '2026-03-29T10:00:00+02:00' });
    // 10:30 in Madrid: open until 14:00 summer time (12:00 UTC).
    expect(state(MUSEUM, '2026-03-29T08:30:00Z')).toEqual({ always: false, open: true, until: '2026-03-29T14:00:00+02:00' });
    // The day before, still winter time: 10:30 in Madrid is 9:30 UTC.
    expect(state(MUSEUM, '2026-03-28T09:30:00Z')).toMatchObject({ open: true, until: '2026-03-28T14:00:00+01:00' });
    expect(state(MUSEUM, '2026-03-28T08:30:00Z')).toMatchObject({ open: false, opensAt: '2026-03-28T10:00:00+01:00' });
  });

  it('reads them on the Sunday the clocks go back (25 October 2026), and a closed Monday sends to Tuesday', () => {
    expect(state(MUSEUM, '2026-10-25T12:30:00Z')).toEqual({ always: false, open: true, until: '2026-10-25T14:00:00+01:00' });
    expect(state(MUSEUM, '2026-10-25T13:30:00Z')).toEqual({ always: false, open: false, opensAt: '2026-10-27T10:00:00+01:00' });
  });

  it('keeps a stretch past midnight whole across the night the clocks go back', () => {
    const bar = 'Fr,Sa 20:00-02:00';
    // Saturday 24 October at 23:00 summer time: open until 2:00. That night 2:00 comes twice (at 3:00 summer time the
    // clocks go back to 2:00); a wall-clock time that comes twice is read as its second (luxon's reading), the
    // instant of the change, so the bar is not told to close an hour before its clock says 2:00 for good.
    expect(state(bar, '2026-10-24T21:00:00Z')).toMatchObject({ open: true, until: '2026-10-25T02:00:00+01:00' });
    // Sunday 2:30 winter time (after the change): closed.
    expect(state(bar, '2026-10-25T01:30:00Z')).toMatchObject({ open: false, opensAt: '2026-10-30T20:00:00+01:00' });
  });

  it('closes on the realm holidays that PH names', () => {
    const tuesday = '2026-12-08T10:00:00Z';
    expect(state(MUSEUM, tuesday)).toMatchObject({ open: true });
    expect(state(MUSEUM, tuesday, new Set(['2026-12-08']))).toMatchObject({ open: false, opensAt: '2026-12-09T10:00:00+01:00' });
  });

  it('says always for 24/7 and for a place without hours', () => {
    expect(placeStretches(place('m', '24/7'), NONE, '2026-03-28T00:00:00Z', '2026-04-05T00:00:00Z')).toBe('always');
    expect(placeStretches(place('f'), NONE, '2026-03-28T00:00:00Z', '2026-04-05T00:00:00Z')).toBe('always');
    expect(state('24/7', '2026-03-29T01:30:00Z')).toEqual({ always: true, open: true });
  });

  it('lists the open places first, then those open at every hour, then the closed by when they open', () => {
    const places = [
      place('tienda', 'Mo-Sa 17:00-20:00'),
      place('fuente'),
      place('museo', MUSEUM),
      place('mercado', 'Mo-Sa 07:30-14:00'),
      place('ermita', 'Sa,Su 10:00-13:00'),
      place('mirador', '24/7'),
    ];
    // Tuesday 24 November 2026 at 11:00 in Madrid.
    const now = placesNow(places, NONE, '2026-11-24T10:00:00Z', (p) => p.slug);
    expect(now.map((p) => p.place.slug)).toEqual(['mercado', 'museo', 'fuente', 'mirador', 'tienda', 'ermita']);
    expect(now[0]?.state).toEqual({ always: false, open: true, until: '2026-11-24T14:00:00+01:00' });
    expect(now[4]?.state).toEqual({ always: false, open: false, opensAt: '2026-11-24T17:00:00+01:00' });
  });

  it('does not say when a place closes past what the stretches know', () => {
    expect(
      stateAt([{ start: '2026-11-24T10:00:00+01:00', end: '2026-12-02T10:00:00+01:00' }], '2026-11-24T12:00:00+01:00', '2026-12-02T10:00:00+01:00'),
    ).toEqual({
      always: false,
      open: true,
      until: undefined,
    });
  });
});

describe('a place week', () => {
  it('is the week of now, Monday first, today marked, with the season of each day', () => {
    const week = weekOf(place('parque', 'Apr-Sep: 07:00-23:00; Oct-Mar: 08:00-21:00'), NONE, '2026-03-31T20:00:00Z');
    expect(week?.map((d) => d.date)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(week?.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week?.filter((d) => d.today).map((d) => d.date)).toEqual(['2026-03-31']);
    expect(week?.[1]?.spans).toEqual([{ from: '08:00', to: '21:00' }]);
    expect(week?.[2]?.spans).toEqual([{ from: '07:00', to: '23:00' }]);
  });

  it('holds the week the clocks go forward at its wall-clock hours, closed days empty and holidays marked', () => {
    const week = weekOf(place('museo', MUSEUM), new Set(['2026-03-27']), '2026-03-29T21:00:00Z');
    // 21:00 UTC on Sunday 29 March is 23:00 in Madrid: still that Sunday's week.
    expect(week?.[6]).toEqual({ date: '2026-03-29', weekday: 7, holiday: false, today: true, spans: [{ from: '10:00', to: '14:00' }] });
    expect(week?.[0]?.spans).toEqual([]);
    expect(week?.[4]).toMatchObject({ date: '2026-03-27', holiday: true, spans: [] });
    expect(week?.[5]?.spans).toEqual([
      { from: '10:00', to: '14:00' },
      { from: '17:00', to: '19:30' },
    ]);
    expect(weekOf(place('fuente'), NONE, '2026-03-29T21:00:00Z')).toBeUndefined();
  });

  it('ends a day open until midnight at 24:00', () => {
    expect(weekOf(place('m', '24/7'), NONE, '2026-11-24T10:00:00Z')?.[0]?.spans).toEqual([{ from: '00:00', to: '24:00' }]);
  });
});

describe('categories and prices', () => {
  it('lists the categories the places have, in the fixed order, with their counts', () => {
    const places = [place('a', undefined, { category: 'playa' }), place('b', undefined, { category: 'museo' }), place('c', undefined, { category: 'playa' })];
    expect(categoriesOf(places)).toEqual([
      { category: 'museo', count: 1 },
      { category: 'playa', count: 2 },
    ]);
  });

  it('is free when no price is above nothing', () => {
    expect(isFree(place('a'))).toBe(true);
    expect(isFree(place('a', undefined, { prices: [{ label: 'x', euros: 0 }] }))).toBe(true);
    expect(isFree(place('a', undefined, { prices: [{ label: 'x', euros: 2 }] }))).toBe(false);
  });
});
