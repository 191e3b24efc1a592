/**
 * The build's pull of routes (scripts/pipeline/pull-routes.ts): the demo routes read with no problem, a route whose
 * stated figures disagree with its track dropped and the gate refusing to publish, a broken GPX dropped as any
 * invalid record, and a content API without the collection read as a realm without routes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishBlock } from '../../../scripts/pipeline/gate.ts';
import { pullRoutes } from '../../../scripts/pipeline/pull-routes.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { ContentApi } from '../../../src/api/content.ts';
import type { Problem, Snapshot } from '../../../src/data/snapshot.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';

const realms = loadRealms(realmsDir());
const demo = (realm: string) => JSON.parse(readFileSync(join(realmsDir(), realm, 'demo', 'rutas.json'), 'utf8')) as Array<Record<string, unknown>>;

const api = (list: unknown[] | undefined) =>
  ({
    routes: async () => {
      if (list) return list;
      throw new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'rutas', method: 'GET' });
    },
  }) as unknown as Pick<ContentApi, 'routes'>;

describe('pulling routes', () => {
  it.each(['alcantir', 'vilamar'])('reads the demo routes of %s with no problem, counting what was sent', async (id) => {
    const problems: Problem[] = [];
    const { routes, received } = await pullRoutes(realms.find((r) => r.id === id)!, api(demo(id)), problems);
    expect(problems).toEqual([]);
    expect(routes.map((r) => r.slug)).toEqual(demo(id).map((r) => r.slug));
    expect(received).toEqual({ rutas: demo(id).length });
  });

  it('drops a route whose stated distance disagrees with its track, and the gate refuses to publish', async () => {
    const problems: Problem[] = [];
    const [good, other] = demo('alcantir');
    const wrong = { ...other, distanceKm: 3 };
    const { routes } = await pullRoutes(realms[0]!, api([good, wrong]), problems);
    expect(routes.map((r) => r.slug)).toEqual([good!.slug]);
    expect(problems).toEqual([
      {
        realm: realms[0]!.id,
        collection: 'rutas',
        id: other!._id,
        field: 'distanceKm',
        message: expect.stringMatching(/^expected the track's distance, 7\.\d\d km .*, received 3$/),
      },
    ]);
    const snapshot = { associations: [{}], newsEvents: [], problems, received: { rutas: 2 } } as unknown as Snapshot;
    expect(publishBlock(snapshot, undefined, false)).toMatch(/route 6650d3000000000000000002: the stated distanceKm disagrees with its track/);
    expect(publishBlock(snapshot, undefined, true)).toBeUndefined();
  });

  it('drops a broken GPX, an unpublished route and a repeated slug', async () => {
    const problems: Problem[] = [];
    const [good] = demo('alcantir');
    const broken = { ...good, _id: 'rota', gpx: '<gpx><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx>' };
    const hidden = { ...good, _id: 'oculta', isPublished: false };
    const twin = { ...good, _id: 'gemela' };
    const { routes, received } = await pullRoutes(realms[0]!, api([good, broken, hidden, twin]), problems);
    expect(routes.map((r) => r._id)).toEqual([good!._id]);
    expect(problems.map((p) => [p.id, p.field])).toEqual([
      ['rota', 'gpx'],
      ['gemela', 'slug'],
    ]);
    expect(received).toEqual({ rutas: 4 });
    // A broken GPX is an invalid record like any other: below the allowance it does not stop the publication.
    const snapshot = { associations: [{}], newsEvents: [], problems: problems.slice(0, 1), received: { rutas: 4 } } as unknown as Snapshot;
    expect(publishBlock(snapshot, undefined, false)).toBeUndefined();
  });

  it('reads a content API without the collection as a realm without routes', async () => {
    const problems: Problem[] = [];
    expect(await pullRoutes(realms[0]!, api(undefined), problems)).toEqual({ routes: [], received: {} });
  });
});
