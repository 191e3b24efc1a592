/**
 * The desk's API client reads what the real server answers through the answers' schemas (desk-answers.ts): every
 * answer the server builds fits them, and an answer that does not is a parse error the desk never shows.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, isFailure } from '../../../src/api/client.ts';
import { deskApi } from '../../../src/api/desk.ts';
import { deskPreferencesApi } from '../../../src/api/desk-preferences.ts';
import { EMPTY_QUERY } from '../../../src/domain/desk/desk-query.ts';
import { sameOriginEndpoints } from '../../../src/islands/examples.ts';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

let f: DeskFixture;
beforeAll(async () => {
  f = await deskFixture();
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

/** The desk as the gestor's browser runs it, its calls answered by the real server (or by `answer`). */
function desk(answer?: (url: URL) => unknown, tab = f.tabs.gestor) {
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (answer) return Response.json(answer(url));
    const request = input instanceof Request ? input : new Request(url, init);
    const body = request.method === 'GET' ? undefined : await request.text();
    return tab.request(`${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
  };
  vi.stubGlobal('fetch', fetch);
  return deskApi(createApiClient({ retryDelay: 1 }), { id: 'alcantir', endpoints: { ...sameOriginEndpoints, requests: 'http://alcantir.localhost/api' } });
}

describe('the desk’s answers', () => {
  it('fit their schemas as the real server builds them: the staff, the queue, a request, an action', async () => {
    const api = desk();
    const staff = await api.staff();
    expect(isFailure(staff) ? staff : staff.me.name).toBeTypeOf('string');
    const queue = await api.queue(EMPTY_QUERY);
    expect(isFailure(queue) ? queue : queue.items.length).toBeGreaterThan(0);
    const lamp = await api.request(f.lamp.reference);
    expect(isFailure(lamp) ? lamp : lamp.answers.length).toBeGreaterThan(0);
    if (isFailure(lamp)) return;
    const noted = await api.act(f.lamp.reference, { expectedVersion: lamp.version, action: 'note', message: 'Revisada' } as Parameters<typeof api.act>[1]);
    expect(isFailure(noted) ? noted : noted).toMatchObject({ reference: f.lamp.reference });
    // A refusal keeps its status and code (a note never conflicts: an assignment after a move does).
    await api.act(f.lamp.reference, { expectedVersion: lamp.version, action: 'assign', to: null } as Parameters<typeof api.act>[1]);
    const stale = await api.act(f.lamp.reference, { expectedVersion: lamp.version, action: 'assign', to: null } as Parameters<typeof api.act>[1]);
    expect(stale).toMatchObject({ httpStatus: 409, errCode: 'conflict' });
  });

  it('fit for the new calls too: what is new, the e-mail choice, an action on a selection', async () => {
    const api = desk();
    const inbox = await api.inbox();
    expect(isFailure(inbox) ? inbox : typeof inbox.arrived).toBe('number');
    const preferences = await api.preferences();
    expect(isFailure(preferences) ? preferences : preferences.mail).toBe(true);
    const bulk = await api.bulk({ action: 'close', refs: ['ALC-2026-ZZZZ-ZZZZ'] });
    expect(isFailure(bulk) ? bulk : bulk.refused).toEqual([{ reference: 'ALC-2026-ZZZZ-ZZZZ', errCode: 'not-found' }]);
  });

  it('let the profile page read and change a member’s e-mail choice, and tell a citizen’s page nothing', async () => {
    desk();
    const endpoints = { ...sameOriginEndpoints, requests: 'http://alcantir.localhost/api' };
    const profile = deskPreferencesApi(createApiClient({ retryDelay: 1 }), { id: 'alcantir', endpoints });
    expect(await profile.setMail(false)).toBe(false);
    expect(await profile.mail()).toBe(false);
    expect(await profile.setMail(true)).toBe(true);
    desk(undefined, f.tabs.citizen);
    const citizens = deskPreferencesApi(createApiClient({ retryDelay: 1 }), { id: 'alcantir', endpoints });
    expect(await citizens.mail()).toBeUndefined();
    expect(await citizens.setMail(false)).toBeUndefined();
  });

  it('refuse an answer that does not fit, as a parse error', async () => {
    const api = desk(() => ({ items: [{ reference: 'ALC-1' }], total: 1, page: 1, pages: 1 }));
    const queue = await api.queue(EMPTY_QUERY);
    expect(queue).toMatchObject({ error: true, status: 'parse-error' });
    const staff = await desk(() => ({ me: { _id: 'x', name: 'Ana', mailboxes: 'todas' }, staff: [] })).staff();
    expect(staff).toMatchObject({ error: true, status: 'parse-error' });
  });
});
