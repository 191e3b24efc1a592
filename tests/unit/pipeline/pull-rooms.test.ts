/**
 * The build's pull of rooms (scripts/pipeline/pull-rooms.ts): the `salas` collection validated record by record,
 * what it sent counted for the gate, unpublished rooms left out, and a content API without it read as a realm
 * without rooms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullRooms } from '../../../scripts/pipeline/pull-rooms.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { ContentApi } from '../../../src/api/content.ts';
import type { Problem } from '../../../src/data/snapshot.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';

const realms = loadRealms(realmsDir());
const demo = (realm: string) => JSON.parse(readFileSync(join(realmsDir(), realm, 'demo', 'salas.json'), 'utf8')) as Array<Record<string, unknown>>;

const api = (list: unknown[] | undefined) =>
  ({
    rooms: async () => {
      if (list) return list;
      throw new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'salas', method: 'GET' });
    },
  }) as unknown as ContentApi;

describe('pulling rooms', () => {
  it.each(['alcantir', 'vilamar'])('reads the demo rooms of %s with no problem, counting what was sent', async (id) => {
    const problems: Problem[] = [];
    const realm = realms.find((r) => r.id === id)!;
    const { rooms, received } = await pullRooms(realm, api(demo(id)), problems);
    expect(problems).toEqual([]);
    expect(rooms.map((r) => r._id)).toEqual(demo(id).map((r) => r._id));
    expect(received).toEqual({ salas: demo(id).length });
  });

  it('drops and reports an invalid room (hours shorter than a block, 03:00 closing before it opens), and leaves out unpublished ones', async () => {
    const problems: Problem[] = [];
    const [good] = demo('alcantir');
    const broken = { ...good, _id: 'rota', hours: [{ days: [1], start: '09:00', end: '10:00' }] };
    const upside = { ...good, _id: 'al-reves', hours: [{ days: [1], start: '22:00', end: '03:00' }] };
    const hidden = { ...good, _id: 'oculta', isPublished: false };
    const { rooms, received } = await pullRooms(realms[0]!, api([good, broken, upside, hidden]), problems);
    expect(rooms.map((r) => r._id)).toEqual([good!._id]);
    expect(problems.map((p) => p.collection)).toEqual(['salas', 'salas']);
    expect(received).toEqual({ salas: 4 });
  });

  it('reads a content API without the collection as a realm without rooms', async () => {
    const problems: Problem[] = [];
    expect(await pullRooms(realms[0]!, api(undefined), problems)).toEqual({ rooms: [], received: {} });
    expect(problems).toEqual([]);
  });
});
