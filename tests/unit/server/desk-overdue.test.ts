/**
 * Overdue requests at the desk (src/domain/desk/request-age.ts), against the real local server: the demo gives the
 * incidences 10 days and the bookings 7, the subsidies 30. The queue marks each overdue row, `overdue=1` lists
 * only them, in the list and the exports alike.
 */
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

const DAY = 86_400_000;
let f: DeskFixture;

beforeAll(async () => {
  f = await deskFixture();
  // Sent long enough ago: the incidence 12 days (past its 10), the subsidy 20 (within its 30), the booking 12 but
  // already resolved (nothing owed).
  const sentAgo = (id: string, days: number) =>
    f.store.db.prepare('UPDATE requests SET created_at = ? WHERE id = ?').run(new Date(Date.now() - days * DAY).toISOString(), id);
  sentAgo(f.lamp._id, 12);
  sentAgo(f.grant._id, 20);
  sentAgo(f.booking._id, 12);
  const act = (reference: string, body: object, version: number) =>
    f.tabs.gestor.post(`/api/alcantir/desk/requests/${reference}/actions`, { expectedVersion: version, ...body });
  await act(f.booking.reference, { action: 'status', to: 'En gestión' }, 1);
  await act(f.booking.reference, { action: 'status', to: 'Resuelta' }, 2);
}, 60_000);

type Page = { items: Array<{ reference: string; overdue?: boolean }>; total: number };
const queue = async (query = '') => (await (await f.tabs.gestor.get(`/api/alcantir/desk/requests${query}`)).json()) as Page;

describe('overdue requests at the desk', () => {
  it('are marked in the queue: past their mailbox’s deadline and still waiting', async () => {
    const overdue = Object.fromEntries((await queue()).items.map((item) => [item.reference, item.overdue ?? false]));
    expect(overdue).toEqual({ [f.lamp.reference]: true, [f.grant.reference]: false, [f.booking.reference]: false });
  });

  it('are all the queue shows with overdue=1, under the other filters too', async () => {
    expect((await queue('?overdue=1')).items.map((item) => item.reference)).toEqual([f.lamp.reference]);
    expect((await queue('?overdue=1&mailbox=subvenciones')).total).toBe(0);
    expect((await queue('?overdue=1&q=farola')).total).toBe(1);
  });

  it('are what the export of overdue=1 holds', async () => {
    const rows = await readSheet(Buffer.from(await (await f.tabs.gestor.get('/api/alcantir/desk/requests.xlsx?overdue=1')).arrayBuffer()));
    expect(rows.slice(1).map((row) => row[0])).toEqual([f.lamp.reference]);
  });

  it('is a filter the queue refuses any other value of', async () => {
    const response = await f.tabs.gestor.get('/api/alcantir/desk/requests?overdue=si');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errCode: 'query', fields: ['overdue'] });
  });
});
