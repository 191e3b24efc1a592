/**
 * Every call of the desk refuses whoever is not staff of the request's realm and mailbox, with no data in the
 * refusal: no session, a citizen's session, another realm's staff, staff of other mailboxes. And its one
 * state-changing call is behind the cross-site guard.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

let f: DeskFixture;
beforeAll(async () => {
  f = await deskFixture();
}, 60_000);

type Tab = DeskFixture['tabs']['gestor'];

/** Each desk call, made by a tab, about the subsidy request (a mailbox brigada does not handle). */
const CALLS: Array<[string, (tab: Tab) => Promise<Response>]> = [
  ['GET staff', (tab) => tab.get('/api/alcantir/desk/staff')],
  ['GET queue', (tab) => tab.get('/api/alcantir/desk/requests?mailbox=subvenciones')],
  ['GET request', (tab) => tab.get(`/api/alcantir/desk/requests/${f.grant.reference}`)],
  ['POST action', (tab) => tab.post(`/api/alcantir/desk/requests/${f.grant.reference}/actions`, { expectedVersion: 1, action: 'note', message: 'Revisar' })],
  ['GET xlsx', (tab) => tab.get('/api/alcantir/desk/requests.xlsx?mailbox=subvenciones')],
  ['GET csv', (tab) => tab.get('/api/alcantir/desk/requests.csv?mailbox=subvenciones')],
];

/** A refusal holds an error and nothing of any request, and no cache keeps it. */
async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(Object.keys(JSON.parse(text)).sort()).toEqual(expect.arrayContaining(['err']));
  for (const secret of [f.grant.reference, f.lamp.reference, 'Lucía', 'Subvención', 'Farola', f.idOf('alcantir', 'gestor')]) expect(text).not.toContain(secret);
}

describe('the desk refuses', () => {
  it.each(CALLS)('%s without a session: 401', async (_name, call) => {
    await expectRefused(await call(f.tabs.anonymous), 401);
  });

  it.each(CALLS)("%s to a citizen's session: 403", async (_name, call) => {
    await expectRefused(await call(f.tabs.citizen), 403);
  });

  it.each(CALLS)("%s to another realm's staff, who is not signed in here: 401", async (_name, call) => {
    await expectRefused(await call(f.tabs.otherRealm), 401);
  });

  it.each(CALLS.filter(([name]) => name !== 'GET staff'))("%s to staff who do not handle the request's mailbox: 403", async (_name, call) => {
    await expectRefused(await call(f.tabs.brigada), 403);
  });

  it('a file to each of them, and to staff of another mailbox', async () => {
    const path = `/api/alcantir/desk/requests/${f.lamp.reference}/attachments/${f.photo._id}`;
    await expectRefused(await f.tabs.anonymous.get(path), 401);
    await expectRefused(await f.tabs.citizen.get(path), 403);
    await expectRefused(await f.tabs.otherRealm.get(path), 401);
    // The photo of the incidence, asked for through the subsidy request: as if it did not exist.
    await expectRefused(await f.tabs.gestor.get(`/api/alcantir/desk/requests/${f.grant.reference}/attachments/${f.photo._id}`), 404);
    await expectRefused(await f.tabs.brigada.get(`/api/alcantir/desk/requests/${f.grant.reference}/attachments/${f.photo._id}`), 403);
  });

  it("a request of alcantir asked for in vilamar's name: 401 to alcantir's staff, 404 to vilamar's", async () => {
    await expectRefused(await f.tabs.gestor.get(`/api/vilamar/desk/requests/${f.lamp.reference}`), 401);
    await expectRefused(await f.tabs.otherRealm.get(`/api/vilamar/desk/requests/${f.lamp.reference}`), 404);
  });

  it('an action from a page of another site, even with a staff session', async () => {
    const response = await f.tabs.gestor.post(
      `/api/alcantir/desk/requests/${f.lamp.reference}/actions`,
      { expectedVersion: 1, action: 'status', to: 'Rechazada' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errCode: 'cross-site' });
    expect(f.requests.byReference('alcantir', f.lamp.reference)).toMatchObject({ status: 'Recibida', version: 1 });
  });
});

describe('the desk lets staff in', () => {
  it.each(CALLS)('%s for staff of every mailbox', async (_name, call) => {
    const response = await call(f.tabs.gestor);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('brigada to the incidences, the only mailbox it handles', async () => {
    const queue = await (await f.tabs.brigada.get('/api/alcantir/desk/requests')).json();
    expect(queue.items.map((item: { reference: string }) => item.reference)).toEqual([f.lamp.reference]);
    expect((await f.tabs.brigada.get(`/api/alcantir/desk/requests/${f.lamp.reference}`)).status).toBe(200);
    expect(await (await f.tabs.brigada.get('/api/alcantir/desk/staff')).json()).toMatchObject({
      me: { name: 'Toni Llopis Ferrer', mailboxes: ['incidencias'] },
    });
  });
});
