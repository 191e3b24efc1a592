import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishBlock } from '../../../scripts/pipeline/gate.ts';
import { pullPharmacies } from '../../../scripts/pipeline/pull-pharmacies.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { Problem, Snapshot } from '../../../src/data/snapshot.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { ROOT } from '../support/imports.ts';

const realm = { id: 'alcantir' } as RealmConfig;
const demo = (name: string) => JSON.parse(readFileSync(join(ROOT, 'realms', 'alcantir', 'demo', `${name}.json`), 'utf8')) as Array<Record<string, unknown>>;
const api = (zones: unknown[], pharmacies: unknown[], rota: unknown[]) => ({
  dutyZones: async () => zones,
  pharmacies: async () => pharmacies,
  dutyRota: async () => rota,
});
/** 2 November 2026 at noon, inside the demo rota. */
const NOW = Date.parse('2026-11-02T12:00:00+01:00');

describe('the pull of on-call pharmacies', () => {
  it('keeps the demo whole, the rota in order of start, with nothing to tell', async () => {
    const problems: Problem[] = [];
    const pulled = await pullPharmacies(realm, api(demo('farmacias_zonas'), demo('farmacias'), demo('farmacias_guardias').reverse()), problems, NOW);
    expect(problems).toEqual([]);
    expect(pulled.snapshot.pharmacies).toHaveLength(demo('farmacias').length);
    expect(pulled.snapshot.dutyRota[0]?.start).toBe('2026-10-19T09:00:00+02:00');
    expect(pulled.received).toEqual({ farmacias_zonas: 1, farmacias: demo('farmacias').length, farmacias_guardias: demo('farmacias_guardias').length });
    expect(pulled.notices).toEqual([]);
  });

  it('drops a pharmacy whose opening_hours the parser refuses, with the value and the reason, and its duties with it', async () => {
    const pharmacies = demo('farmacias');
    const bad = { ...pharmacies[0], _id: String(pharmacies[0]?._id), openingHours: 'Lu-Vi 9:30-14' };
    const rota = demo('farmacias_guardias');
    const problems: Problem[] = [];
    const pulled = await pullPharmacies(realm, api(demo('farmacias_zonas'), [bad, ...pharmacies.slice(1)], rota), problems, NOW);
    expect(pulled.snapshot.pharmacies.map((p) => p._id)).not.toContain(bad._id);
    expect(problems[0]).toMatchObject({ collection: 'farmacias', id: bad._id, field: 'openingHours' });
    expect(problems[0]?.message).toMatch(/^openingHours: expected valid opening_hours \(the parser says: .+\), received "Lu-Vi 9:30-14"$/);
    const orphaned = rota.filter((d) => d.pharmacy === bad._id).length;
    expect(problems.filter((p) => p.collection === 'farmacias_guardias' && p.field === 'pharmacy')).toHaveLength(orphaned);
    // Its duties leave hours with nobody on duty: the editors are told, and the gate keeps the published site.
    expect(pulled.notices[0]).toMatch(/^pharmacies: nobody is on duty in zone 6650f0000000000000000001 from 2026-11-0\dT/);
    const snapshot = { associations: [{}], newsEvents: [], problems, received: pulled.received } as unknown as Snapshot;
    expect(publishBlock(snapshot, undefined, false)).toMatch(new RegExp(`${orphaned} of ${rota.length} farmacias_guardias records are invalid`));
  });

  it('drops a pharmacy of a zone or town the zones do not have', async () => {
    const [first, second] = demo('farmacias');
    const problems: Problem[] = [];
    const pulled = await pullPharmacies(
      realm,
      api(
        demo('farmacias_zonas'),
        [
          { ...first, zone: 'otra' },
          { ...second, town: 'Xàtiva' },
        ],
        [],
      ),
      problems,
      NOW,
    );
    expect(pulled.snapshot.pharmacies).toEqual([]);
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['zone', 'zone "otra" is not a duty zone of the realm'],
      ['town', 'town "Xàtiva" is not a town of zone "6650f0000000000000000001"'],
    ]);
  });

  it('reads a content API without the collections as a realm without pharmacies', async () => {
    const missing = async (): Promise<unknown[]> => {
      throw new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: '/x', method: 'GET' });
    };
    const pulled = await pullPharmacies(realm, { dutyZones: missing, pharmacies: missing, dutyRota: missing }, [], NOW);
    expect(pulled.snapshot).toEqual({ dutyZones: [], pharmacies: [], dutyRota: [] });
    const failing = async (): Promise<unknown[]> => {
      throw new ApiRequestError({ error: true, status: 'error', httpStatus: 500, statusText: 'Internal', url: '/x', method: 'GET' });
    };
    await expect(pullPharmacies(realm, { dutyZones: failing, pharmacies: missing, dutyRota: missing }, [], NOW)).rejects.toThrow(/500/);
  });
});
