/**
 * The desk's API client reads what the real server answers through the answers' schemas (desk-answers.ts): every
 * answer the server builds fits them, and an answer that does not is a parse error the desk never shows.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, isFailure } from '../../../src/api/client.ts';
import { deskApi } from '../../../src/api/desk.ts';
import { EMPTY_QUERY } from '../../../src/domain/desk/desk-query.ts';
import { sameOriginEndpoints } from '../../../src/islands/examples.ts';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

let f: DeskFixture;
beforeAll(async () => {
  f = await deskFixture();
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

/** The desk as the gestor's browser runs it, its calls answered by the real server (or by `answer`). */
function desk(answer?: (url: URL) => unknown) {
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (answer) return Response.json(answer(url));
    const request = input instanceof Request ? input : new Request(url, init);
    const body = request.method === 'GET' ? undefined : await request.text();
    return f.tabs.gestor.request(`${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
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

  it('refuse an answer that does not fit, as a parse error', async () => {
    const api = desk(() => ({ items: [{ reference: 'ALC-1' }], total: 1, page: 1, pages: 1 }));
    const queue = await api.queue(EMPTY_QUERY);
    expect(queue).toMatchObject({ error: true, status: 'parse-error' });
    const staff = await desk(() => ({ me: { _id: 'x', name: 'Ana', mailboxes: 'todas' }, staff: [] })).staff();
    expect(staff).toMatchObject({ error: true, status: 'parse-error' });
  });
});
