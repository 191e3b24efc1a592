import { describe, expect, it } from 'vitest';
import { openStretches, pharmaciesNow } from '../../../../src/domain/pharmacies/open-now.ts';
import { openAt } from '../../../../src/domain/pharmacies/stretches.ts';
import { duty, pharmacy, ZONE } from './fixture.ts';

const DAYTIME = 'Mo-Fr 09:30-14:00,17:00-20:30; Sa 09:30-14:00; PH off';

describe('open now: regular hours and duty merged', () => {
  const centro = pharmacy('centro', DAYTIME);
  const plaza = pharmacy('plaza', 'Mo-Sa 09:00-21:00; PH off');
  const rota = [duty('plaza', '2026-11-02', 'night'), duty('centro', '2026-11-03', '24h')];

  it('opens a pharmacy on duty outside its hours, and says until when', () => {
    const stretches = openStretches(plaza, [ZONE], rota, '2026-11-02T00:00:00+01:00', '2026-11-04T00:00:00+01:00');
    // Open 9–21, closed 21–22, then on night duty 22–9, then its own hours again.
    expect(stretches).toEqual([
      { start: '2026-11-02T09:00:00+01:00', end: '2026-11-02T21:00:00+01:00' },
      { start: '2026-11-02T22:00:00+01:00', end: '2026-11-03T21:00:00+01:00' },
    ]);
    expect(openAt(stretches, '2026-11-02T21:30:00+01:00')).toEqual({ open: false, opensAt: '2026-11-02T22:00:00+01:00' });
    expect(openAt(stretches, '2026-11-03T02:00:00+01:00')).toEqual({ open: true, until: '2026-11-03T21:00:00+01:00' });
  });

  it('keeps a 24-hour duty open through its lunch break and its night, and closes it until its own hours', () => {
    const stretches = openStretches(centro, [ZONE], rota, '2026-11-03T00:00:00+01:00', '2026-11-05T00:00:00+01:00');
    // The duty ends at 9:00 on Wednesday; its own hours start at 9:30.
    expect(openAt(stretches, '2026-11-03T15:00:00+01:00')).toEqual({ open: true, until: '2026-11-04T09:00:00+01:00' });
    expect(openAt(stretches, '2026-11-04T09:10:00+01:00')).toEqual({ open: false, opensAt: '2026-11-04T09:30:00+01:00' });
    expect(openAt(stretches, '2026-11-04T15:00:00+01:00')).toEqual({ open: false, opensAt: '2026-11-04T17:00:00+01:00' });
  });

  it('lists who is open at 02:00 on a Tuesday, the one on duty first, and who is closed with their opening', () => {
    const now = pharmaciesNow([centro, plaza], [ZONE], rota, '2026-11-03T02:00:00+01:00');
    expect(now.map((p) => [p.pharmacy._id, p.open, p.onDuty])).toEqual([
      ['plaza', true, true],
      ['centro', false, false],
    ]);
    expect(now[0]?.until).toBe('2026-11-03T21:00:00+01:00');
    expect(now[1]?.opensAt).toBe('2026-11-03T09:00:00+01:00');
  });

  it('keeps a pharmacy closed on its town’s holiday unless it is on duty', () => {
    const holiday = [duty('plaza', '2026-12-08', '24h')];
    const now = pharmaciesNow([centro, plaza], [ZONE], holiday, '2026-12-08T11:00:00+01:00');
    expect(now.map((p) => [p.pharmacy._id, p.open])).toEqual([
      ['plaza', true],
      ['centro', false],
    ]);
    expect(now[0]?.until).toBe('2026-12-09T21:00:00+01:00');
    expect(now[1]?.opensAt).toBe('2026-12-09T09:30:00+01:00');
  });

  it('counts the night of 28 March 2027 in real hours', () => {
    const spring = [duty('plaza', '2027-03-27', 'night')];
    const stretches = openStretches(plaza, [ZONE], spring, '2027-03-27T12:00:00+01:00', '2027-03-28T12:00:00+02:00');
    expect(openAt(stretches, '2027-03-28T03:30:00+02:00')).toEqual({ open: true, until: '2027-03-28T09:00:00+02:00' });
  });

  it('says nothing past the range it looked at', () => {
    const always = pharmacy('siempre', '24/7');
    const [now] = pharmaciesNow([always], [ZONE], [], '2026-11-03T02:00:00+01:00', 2);
    expect(now).toMatchObject({ open: true, until: undefined });
  });
});
