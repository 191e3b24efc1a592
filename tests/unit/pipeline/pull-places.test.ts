import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishBlock } from '../../../scripts/pipeline/gate.ts';
import { madridDay, pullPlaces } from '../../../scripts/pipeline/pull-places.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { Problem, Snapshot } from '../../../src/data/snapshot.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { ROOT } from '../support/imports.ts';

const realm = { id: 'alcantir' } as RealmConfig;
const demo = () => JSON.parse(readFileSync(join(ROOT, 'realms', 'alcantir', 'demo', 'lugares.json'), 'utf8')) as Array<Record<string, unknown>>;
const api = (places: unknown[]) => ({ places: async () => places });
const gate = (problems: Problem[], received: Record<string, number>) =>
  publishBlock({ associations: [{}], newsEvents: [], problems, received } as unknown as Snapshot, undefined, false);

describe('the pull of places of interest', () => {
  it('keeps the demo whole, with the count it received', async () => {
    const problems: Problem[] = [];
    const pulled = await pullPlaces(realm, api(demo()), problems);
    expect(problems).toEqual([]);
    expect(pulled.places.map((p) => p.slug)).toEqual(demo().map((p) => p.slug));
    expect(pulled.received).toEqual({ lugares: demo().length });
  });

  it('drops a place whose opening_hours the parser refuses, with the value and the reason, and the gate lets one pass', async () => {
    const places = demo();
    const bad = { ...places[0], _id: String(places[0]?._id), openingHours: 'Ma-Sa 10-14' };
    const problems: Problem[] = [];
    const pulled = await pullPlaces(realm, api([bad, ...places.slice(1)]), problems);
    expect(pulled.places.map((p) => p._id)).not.toContain(bad._id);
    expect(pulled.places).toHaveLength(places.length - 1);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ realm: 'alcantir', collection: 'lugares', id: bad._id, field: 'openingHours' });
    expect(problems[0]?.message).toMatch(/^openingHours: expected valid opening_hours \(the parser says: .+\), received "Ma-Sa 10-14"$/);
    expect(gate(problems, pulled.received)).toBeUndefined();
  });

  it('drops a place of an unknown category or a photo without its words, and the gate refuses when too many are dropped', async () => {
    const places = demo();
    const broken = places.map((p, i) => (i < 2 ? { ...p, category: 'discoteca' } : i < 4 ? { ...p, photos: [{ file: 'x.svg' }] } : p));
    const problems: Problem[] = [];
    const pulled = await pullPlaces(realm, api(broken), problems);
    expect(pulled.places).toHaveLength(places.length - 4);
    expect(problems.map((p) => p.field)).toEqual(['category', 'category', 'photos.0.alt', 'photos.0.alt']);
    expect(gate(problems, pulled.received)).toMatch(`4 of ${places.length} lugares records are invalid`);
  });

  it('drops the second place with one slug and leaves out unpublished ones', async () => {
    const [first, second, third, ...rest] = demo();
    const problems: Problem[] = [];
    const pulled = await pullPlaces(realm, api([first, { ...second, slug: first?.slug }, { ...third, isPublished: false }, ...rest]), problems);
    expect(pulled.places.map((p) => p._id)).toEqual([first?._id, ...rest.map((p) => p._id)]);
    expect(problems).toEqual([
      { realm: 'alcantir', collection: 'lugares', id: second?._id, field: 'slug', message: `slug "${first?.slug}" is another place's` },
    ]);
  });

  it('reads a content API without the collection (404) as a realm without places', async () => {
    const missing = {
      places: async () => {
        throw new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: '/x', method: 'GET' });
      },
    };
    expect(await pullPlaces(realm, missing, [])).toEqual({ places: [], received: {} });
  });
});

describe("the places' day", () => {
  it("is Madrid's calendar day, whatever the runtime's zone", () => {
    expect(madridDay(Date.parse('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(madridDay(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(madridDay(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
