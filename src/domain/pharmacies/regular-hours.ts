/**
 * A pharmacy's regular hours (`openingHours`, OpenStreetMap's `opening_hours` syntax) as stretches of time, with the
 * public holidays of its town (docs/pharmacies.md "Regular hours"). The `opening_hours` package parses and
 * evaluates the value; two things it cannot do are done here:
 *
 * - **Europe/Madrid.** The package reads a `Date`'s fields in the runtime's own time zone (a build machine on UTC,
 *   a visitor abroad). It is given dates whose local fields are Madrid's wall clock, and its answers are read back
 *   the same way, so "09:00" is 9:00 in Madrid in any runtime and across the changes of the clocks. (In a runtime
 *   whose own zone skips that wall-clock hour, the hour shifts; Madrid's and UTC's runtimes are exact.)
 * - **The town's holidays.** The package knows national and regional holidays, not a town's two local ones, which
 *   the zone's calendar lists (`farmacias_zonas`). `PH` is evaluated against that calendar: built without a
 *   location, the package never matches `PH`; on a window touching a holiday, `PH` is replaced by that day's
 *   weekday (`PH off` → `Tu off`), which for the two days a window spans (an overnight range runs into the next
 *   day) matches exactly the holidays.
 *
 * The package is heavy (about 115 KB gzipped), so this runs at build time or on the server: pages hand islands
 * the stretches, not the value.
 */
import { DateTime } from 'luxon';
import OpeningHours from 'opening_hours';
import { replacePublicHolidays, type DutyZone, type Pharmacy } from '../../schemas/pharmacies.ts';
import { DUTY_ZONE, localIso, type Span } from './duty.ts';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** A Date whose local fields are Madrid's wall clock at `at`. */
function wallDate(at: DateTime): Date {
  const w = at.setZone(DUTY_ZONE);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The instant a wall-clock Date (as the package answers) stands for in Madrid. */
function fromWall(date: Date): DateTime {
  return DateTime.fromObject(
    { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() },
    { zone: DUTY_ZONE },
  );
}

/** The holidays of a pharmacy's town: its zone's common ones and the town's own (`YYYY-MM-DD`). */
export function holidaysOf(pharmacy: Pick<Pharmacy, 'zone' | 'town'>, zones: readonly DutyZone[]): Set<string> {
  const zone = zones.find((z) => z._id === pharmacy.zone);
  const town = zone?.towns.find((t) => t.name === pharmacy.town);
  return new Set([...(zone?.holidays ?? []), ...(town?.holidays ?? [])]);
}

/** One `opening_hours` value's evaluators, one per set of holiday weekdays, made once and reused. */
export class RegularHours {
  private readonly evaluators = new Map<string, OpeningHours>();
  readonly value: string;
  private readonly holidays: ReadonlySet<string>;

  /** Throws on a value the parser refuses (a record the schema validated never has one). */
  constructor(value: string, holidays: ReadonlySet<string>) {
    this.value = value;
    this.holidays = holidays;
    this.evaluator('');
  }

  private evaluator(holidayWeekdays: string): OpeningHours {
    let evaluator = this.evaluators.get(holidayWeekdays);
    if (!evaluator) {
      const value = holidayWeekdays ? replacePublicHolidays(this.value, holidayWeekdays) : this.value;
      evaluator = new OpeningHours(value, null, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: 4, locale: 'en' });
      this.evaluators.set(holidayWeekdays, evaluator);
    }
    return evaluator;
  }

  /** The stretches it is open within [from, to), ISO in Madrid's offset; ranges past midnight are whole. */
  intervals(from: Date | string, to: Date | string): Span[] {
    const lo = DateTime.fromJSDate(new Date(from)).setZone(DUTY_ZONE);
    const hi = DateTime.fromJSDate(new Date(to)).setZone(DUTY_ZONE);
    const spans: Array<{ start: number; end: number }> = [];
    for (let day = lo.startOf('day'); day < hi; day = day.plus({ days: 1 })) {
      // The window of one calendar day; the day before is in it too, since its range past midnight ends in this one.
      const weekdays = [day.minus({ days: 1 }), day]
        .filter((d) => this.holidays.has(d.toISODate() ?? ''))
        .map((d) => WEEKDAYS[d.weekday - 1])
        .join(',');
      const next = day.plus({ days: 1 });
      for (const [start, end, unknown] of this.evaluator(weekdays).getOpenIntervals(wallDate(day), wallDate(next))) {
        if (unknown) continue;
        const a = Math.max(fromWall(start).toMillis(), lo.toMillis());
        const b = Math.min(fromWall(end).toMillis(), hi.toMillis());
        if (a >= b) continue;
        const last = spans.at(-1);
        if (last && last.end >= a) last.end = Math.max(last.end, b);
        else spans.push({ start: a, end: b });
      }
    }
    return spans.map((s) => ({ start: localIso(s.start), end: localIso(s.end) }));
  }

  /** Whether it is open at an instant by its regular hours alone. */
  isOpenAt(at: Date | string): boolean {
    const t = new Date(at).getTime();
    return this.intervals(new Date(t), new Date(t + 60_000)).some((s) => Date.parse(s.start) <= t);
  }
}
