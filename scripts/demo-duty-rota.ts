/**
 * `node scripts/demo-duty-rota.ts`: writes the demo realms' duty rota (`realms/<id>/demo/farmacias_guardias.json`)
 * from their pharmacies and zones, so that the demo always has someone on duty and both changes of the clocks
 * inside (25 October 2026, 28 March 2027). The JSON is the content; this only saves writing 300 entries by hand.
 *
 * Each zone's pharmacies take turns in order: on a working day one has the day duty (9–22) and the next the night
 * (22–9); on a Saturday, Sunday or holiday of the zone one has 24 hours (9–9). docs/pharmacies.md "Demo content".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { DUTY_ZONE, dutyWindow } from '../src/domain/pharmacies/duty.ts';
import { realmsDir } from '../src/realm/load.ts';
import { type Duty, type DutyKind, DutySchema, DutyZoneSchema, PharmacySchema } from '../src/schemas/pharmacies.ts';
import { dutyId } from '../server/core/rota-file.ts';

/** The first and last duty days of the demo rota. */
const FIRST = '2026-10-19';
const LAST = '2027-04-04';

function demoRota(realm: string, pharmacies: unknown, zones: unknown): Duty[] {
  const list = v.parse(v.array(PharmacySchema), pharmacies);
  const duties: Duty[] = [];
  for (const zone of v.parse(v.array(DutyZoneSchema), zones)) {
    const turn = list.filter((p) => p.zone === zone._id);
    const holidays = new Set(zone.holidays);
    let next = 0;
    const take = (day: string, kind: DutyKind) => {
      const pharmacy = turn[next++ % turn.length]!;
      const window = dutyWindow(day, kind);
      duties.push(v.parse(DutySchema, { _id: dutyId(realm, pharmacy._id, window.start), pharmacy: pharmacy._id, kind, ...window }));
    };
    for (let day = DateTime.fromISO(FIRST, { zone: DUTY_ZONE }); day.toISODate()! <= LAST; day = day.plus({ days: 1 })) {
      const iso = day.toISODate()!;
      if (day.weekday >= 6 || holidays.has(iso)) take(iso, '24h');
      else {
        take(iso, 'day');
        take(iso, 'night');
      }
    }
  }
  return duties.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

for (const realm of ['alcantir', 'vilamar']) {
  const demo = join(realmsDir(), realm, 'demo');
  const read = (name: string): unknown => JSON.parse(readFileSync(join(demo, `${name}.json`), 'utf8'));
  const rota = demoRota(realm, read('farmacias'), read('farmacias_zonas'));
  writeFileSync(join(demo, 'farmacias_guardias.json'), `${JSON.stringify(rota, null, 2)}\n`);
  console.log(`${realm}: ${rota.length} duties, ${rota[0]?.start} – ${rota.at(-1)?.end}`);
}
