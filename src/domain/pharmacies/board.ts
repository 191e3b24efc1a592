/**
 * What a build computes for the pharmacies page (docs/pharmacies.md "The pages"): the duty board file the island
 * reads (`/farmacias/guardias.json`) and each pharmacy's regular hours by weekday, for the page to put in words.
 * Build only: it reads regular hours with the `opening_hours` parser (regular-hours.ts).
 */
import { DateTime } from 'luxon';
import type { DutyBoard } from '../../schemas/duty-board.ts';
import type { Duty, DutyZone, Pharmacy } from '../../schemas/pharmacies.ts';
import { DUTY_ZONE, localIso, rotaOfZone } from './duty.ts';
import { BOARD_DAYS, coveredUntil, dutiesAhead } from './duty-board.ts';
import { openStretches, STRETCH_DAYS } from './open-now.ts';
import { RegularHours } from './regular-hours.ts';

/** The board file as of `now`: the rota for `BOARD_DAYS`, how far it covers every zone, and when each pharmacy is open. */
export function dutyBoard(pharmacies: readonly Pharmacy[], zones: readonly DutyZone[], rota: readonly Duty[], now: Date): DutyBoard {
  const t = now.getTime();
  const openTo = new Date(t + STRETCH_DAYS * 86_400_000);
  const zoneOf = new Map(pharmacies.map((p) => [p._id, p.zone]));
  const zoneIds = [...new Set(pharmacies.map((p) => p.zone))];
  const ahead = dutiesAhead(rota, t, BOARD_DAYS);
  const reach = zoneIds.map((zone) => Date.parse(coveredUntil(rotaOfZone(ahead, zoneOf, zone), t)));
  return {
    generatedAt: localIso(t),
    validUntil: localIso(reach.length ? Math.min(...reach) : t),
    openKnownUntil: localIso(openTo),
    pharmacies: pharmacies.map((p) => ({
      id: p._id,
      name: p.name,
      zone: p.zone,
      town: p.town,
      address: p.address,
      telephone: p.telephone,
      coordinates: { lat: p.coordinates.lat, lng: p.coordinates.lng },
      open: openStretches(p, zones, rota, now, openTo),
    })),
    duties: ahead.map((d) => ({ pharmacy: d.pharmacy, start: d.start, end: d.end, kind: d.kind })),
  };
}

/** A stretch of one day's regular hours, wall clock: `{ from: '09:30', to: '14:00' }` (`24:00` for midnight after). */
export interface ClockSpan {
  from: string;
  to: string;
}

/** Weekdays `from` to `to` (1 Monday … 7 Sunday) that share the same hours; closed when `spans` is empty. */
export interface WeekdayHours {
  from: number;
  to: number;
  spans: ClockSpan[];
}

/** A pharmacy's regular hours by weekday, and on its town's public holidays when they differ from the weekday's. */
export interface HoursByDay {
  days: WeekdayHours[];
  /** The hours of a public holiday, when the hours say something of its own (`PH off`, `PH 10:00-13:00`). */
  holidays?: ClockSpan[];
}

/** A Monday of a week with no change of the clocks: the reference week regular hours are read in. */
const REFERENCE_MONDAY = '2026-11-02';

function clockSpans(hours: RegularHours, day: DateTime): ClockSpan[] {
  const next = day.plus({ days: 1 });
  return hours.intervals(day.toJSDate(), next.toJSDate()).map((s) => {
    const end = DateTime.fromISO(s.end, { zone: DUTY_ZONE });
    return { from: DateTime.fromISO(s.start, { zone: DUTY_ZONE }).toFormat('HH:mm'), to: +end === +next ? '24:00' : end.toFormat('HH:mm') };
  });
}

const same = (a: ClockSpan[], b: ClockSpan[]) => JSON.stringify(a) === JSON.stringify(b);

/** A pharmacy's regular hours (`openingHours`) by weekday, days with the same hours grouped, for the page to word. */
export function hoursByDay(pharmacy: Pick<Pharmacy, 'openingHours'>): HoursByDay {
  const monday = DateTime.fromISO(REFERENCE_MONDAY, { zone: DUTY_ZONE });
  const plain = new RegularHours(pharmacy.openingHours, new Set());
  const days: WeekdayHours[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const spans = clockSpans(plain, monday.plus({ days: weekday - 1 }));
    const last = days.at(-1);
    if (last && same(last.spans, spans)) last.to = weekday;
    else days.push({ from: weekday, to: weekday, spans });
  }
  // A Wednesday made a holiday: if its hours change, the value says something of holidays.
  const wednesday = monday.plus({ days: 2 });
  const holidays = clockSpans(new RegularHours(pharmacy.openingHours, new Set([wednesday.toISODate() ?? ''])), wednesday);
  return same(holidays, days.find((d) => d.from <= 3 && 3 <= d.to)!.spans) ? { days } : { days, holidays };
}
