/**
 * The pull of a realm's on-call pharmacies (docs/pharmacies.md): duty zones, pharmacies and the duty rota, each
 * validated record by record like every collection. A pharmacy whose `opening_hours` the parser refuses is dropped
 * with the value and the reason; so is one whose zone or town the zones do not have, and a duty of a pharmacy that
 * is not there. The count each collection received goes to the gate, which refuses to publish when too many were
 * dropped: a rota that lost a pharmacy's duties would send citizens to a closed door. A content API without the
 * collections (404) means a realm without pharmacies. Gaps in the coming fortnight are told to the editors as
 * notices.
 */
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem, Snapshot } from '../../src/data/snapshot.ts';
import { coverage, localIso, rotaOfZone } from '../../src/domain/pharmacies/duty.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { DutySchema, DutyZoneSchema, PharmacySchema } from '../../src/schemas/pharmacies.ts';
import { recordId, validateList } from './validate-list.ts';

/** How far ahead a build looks for hours with nobody on duty, to tell the editors. */
export const GAP_NOTICE_DAYS = 14;

async function orNone(call: () => Promise<unknown[]>): Promise<unknown[]> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return [];
    throw error;
  }
}

export async function pullPharmacies(
  realm: RealmConfig,
  content: Pick<ContentApi, 'dutyZones' | 'pharmacies' | 'dutyRota'>,
  problems: Problem[],
  now = Date.now(),
): Promise<{ snapshot: Required<Pick<Snapshot, 'dutyZones' | 'pharmacies' | 'dutyRota'>>; received: Record<string, number>; notices: string[] }> {
  const [zonesRaw, pharmaciesRaw, rotaRaw] = await Promise.all([orNone(content.dutyZones), orNone(content.pharmacies), orNone(content.dutyRota)]);
  const dutyZones = validateList(DutyZoneSchema, zonesRaw, realm.id, 'farmacias_zonas', problems);
  const pharmacies = validateList(PharmacySchema, pharmaciesRaw, realm.id, 'farmacias', problems).filter((p) => {
    const zone = dutyZones.find((z) => z._id === p.zone);
    const message = !zone
      ? `zone "${p.zone}" is not a duty zone of the realm`
      : zone.towns.some((t) => t.name === p.town)
        ? undefined
        : `town "${p.town}" is not a town of zone "${p.zone}"`;
    if (message) problems.push({ realm: realm.id, collection: 'farmacias', id: recordId(p), field: zone ? 'town' : 'zone', message });
    return !message;
  });
  const known = new Set(pharmacies.map((p) => p._id));
  const dutyRota = validateList(DutySchema, rotaRaw, realm.id, 'farmacias_guardias', problems)
    .filter((d) => {
      if (!known.has(d.pharmacy))
        problems.push({
          realm: realm.id,
          collection: 'farmacias_guardias',
          id: d._id,
          field: 'pharmacy',
          message: `pharmacy "${d.pharmacy}" is not a pharmacy of the realm`,
        });
      return known.has(d.pharmacy);
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.pharmacy.localeCompare(b.pharmacy));

  const notices: string[] = [];
  const zoneOf = new Map(pharmacies.map((p) => [p._id, p.zone]));
  for (const zone of dutyZones) {
    const { gaps } = coverage(rotaOfZone(dutyRota, zoneOf, zone._id), now, now + GAP_NOTICE_DAYS * 86_400_000);
    const first = gaps[0];
    if (first) {
      const more = gaps.length > 1 ? ` and ${gaps.length - 1} more` : '';
      notices.push(
        `pharmacies: nobody is on duty in zone ${zone._id} from ${localIso(first.start)} to ${localIso(first.end)}${more} (the duty rota, docs/pharmacies.md)`,
      );
    }
  }
  return {
    snapshot: { dutyZones, pharmacies, dutyRota },
    received: { farmacias_zonas: zonesRaw.length, farmacias: pharmaciesRaw.length, farmacias_guardias: rotaRaw.length },
    notices,
  };
}
