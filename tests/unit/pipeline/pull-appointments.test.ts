/**
 * The build's pull of appointments (scripts/pipeline/pull-appointments.ts): each of the five collections
 * validated record by record, what each sent counted for the gate, unpublished services and offices left out,
 * and a content API without them read as a realm without appointments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullAppointments } from '../../../scripts/pipeline/pull-appointments.ts';
import { publishBlock } from '../../../scripts/pipeline/gate.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { ContentApi } from '../../../src/api/content.ts';
import type { Problem, Snapshot } from '../../../src/data/snapshot.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import type { AppointmentCollection } from '../../../src/schemas/appointments.ts';

const realm = loadRealms(realmsDir()).find((r) => r.id === 'alcantir')!;
const demo = (collection: string) =>
  JSON.parse(readFileSync(join(realmsDir(), 'alcantir', 'demo', `${collection}.json`), 'utf8')) as Array<Record<string, unknown>>;

/** A content API answering the given lists, and 404 for the collections it lacks. */
const api = (lists: Partial<Record<AppointmentCollection, unknown[]>>) =>
  ({
    appointments: async (collection: AppointmentCollection) => {
      const list = lists[collection];
      if (list) return list;
      throw new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: collection, method: 'GET' });
    },
  }) as unknown as ContentApi;

describe('pulling appointments', () => {
  it('reads the five collections of the demo, counting what each sent', async () => {
    const problems: Problem[] = [];
    const { appointments, received } = await pullAppointments(
      realm,
      api({
        citaprevia_servicios: demo('citaprevia_servicios'),
        citaprevia_oficinas: demo('citaprevia_oficinas'),
        citaprevia_horarios: demo('citaprevia_horarios'),
        citaprevia_excepciones: demo('citaprevia_excepciones'),
        citaprevia_festivos: demo('citaprevia_festivos'),
      }),
      problems,
    );
    expect(problems).toEqual([]);
    expect(appointments.services.map((s) => s._id)).toEqual(demo('citaprevia_servicios').map((s) => s._id));
    expect(appointments.holidays.length).toBe(demo('citaprevia_festivos').length);
    expect(received).toEqual({
      citaprevia_servicios: 5,
      citaprevia_oficinas: 3,
      citaprevia_horarios: demo('citaprevia_horarios').length,
      citaprevia_excepciones: demo('citaprevia_excepciones').length,
      citaprevia_festivos: demo('citaprevia_festivos').length,
    });
  });

  it('drops and reports an invalid record, leaves out an unpublished service, and the gate weighs what was sent', async () => {
    const services = demo('citaprevia_servicios');
    const broken = [{ ...services[0], duration: 0 }, { ...services[1], isPublished: false }, ...services.slice(2)];
    const problems: Problem[] = [];
    const { appointments, received } = await pullAppointments(realm, api({ citaprevia_servicios: broken }), problems);
    expect(problems).toEqual([expect.objectContaining({ realm: 'alcantir', collection: 'citaprevia_servicios', id: services[0]!._id, field: 'duration' })]);
    expect(appointments.services.map((s) => s._id)).toEqual(services.slice(2).map((s) => s._id));
    expect(received).toEqual({ citaprevia_servicios: 5 });

    // Four broken services of five are more than the gate lets through.
    const many = services.map((s, i) => (i < 4 ? { ...s, offices: [] } : s));
    const more: Problem[] = [];
    const pulled = await pullAppointments(realm, api({ citaprevia_servicios: many }), more);
    const snapshot = { associations: [{}], newsEvents: [], problems: more, received: pulled.received } as unknown as Snapshot;
    expect(publishBlock(snapshot, undefined, false)).toMatch(/4 of 5 citaprevia_servicios records are invalid/);
  });

  it('reads a content API without the collections as a realm without appointments', async () => {
    const problems: Problem[] = [];
    expect(await pullAppointments(realm, api({}), problems)).toEqual({
      appointments: { services: [], offices: [], plans: [], exceptions: [], holidays: [] },
      received: {},
    });
    expect(problems).toEqual([]);
  });

  it('lets any other failure of the API stop the pull', async () => {
    const failing = {
      appointments: async () => {
        throw new ApiRequestError({ error: true, status: 'error', httpStatus: 500, statusText: 'Server Error', url: 'x', method: 'GET' });
      },
    } as unknown as ContentApi;
    await expect(pullAppointments(realm, failing, [])).rejects.toThrow(/500/);
  });
});

describe("pulling cita previa's statistics", () => {
  const all = () =>
    api({
      citaprevia_servicios: demo('citaprevia_servicios'),
      citaprevia_oficinas: demo('citaprevia_oficinas'),
      citaprevia_horarios: demo('citaprevia_horarios'),
    });
  /** An API client answering the stats call with `answer` (or throwing it), recording the URL asked. */
  const client = (answer: unknown, asked: string[] = []) =>
    ({
      origin: 'http://127.0.0.1:4999',
      getJson: async (url: string) => {
        asked.push(url);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    }) as unknown as Parameters<typeof pullAppointments>[3];
  const STATS = {
    months: [{ month: '2026-03', services: [{ service: 'x', booked: 1, attended: 1, noShows: 0, cancelled: 0, walkIns: 2, firstFreeDays: 1.5 }] }],
  };

  it("reads them from the realm's citaprevia endpoint when it offers appointments", async () => {
    const asked: string[] = [];
    const problems: Problem[] = [];
    const { stats } = await pullAppointments(realm, all(), problems, client(STATS, asked));
    expect(asked).toEqual(['http://127.0.0.1:4999/api/alcantir/citaprevia/stats']);
    expect(stats).toEqual(STATS);
    expect(problems).toEqual([]);
    // Without services, nothing is asked.
    const none: string[] = [];
    expect((await pullAppointments(realm, api({}), [], client(STATS, none))).stats).toBeUndefined();
    expect(none).toEqual([]);
  });

  it('leaves them out, reported, when the answer is not one or the call fails; silently when the API has no such call', async () => {
    const problems: Problem[] = [];
    expect((await pullAppointments(realm, all(), problems, client({ months: [{ month: '2026-3', services: [] }] }))).stats).toBeUndefined();
    expect((await pullAppointments(realm, all(), problems, client(new Error('connection refused')))).stats).toBeUndefined();
    expect(problems.map((p) => p.collection)).toEqual(['citaprevia/stats', 'citaprevia/stats']);
    const missing = new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'stats', method: 'GET' });
    const quiet: Problem[] = [];
    expect((await pullAppointments(realm, all(), quiet, client(missing))).stats).toBeUndefined();
    expect(quiet).toEqual([]);
  });
});
