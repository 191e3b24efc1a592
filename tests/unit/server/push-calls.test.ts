/**
 * The notices' push calls (docs/notices.md "Delivery"): who may subscribe to what, what an endpoint and its keys
 * must be, the rate limit, the cross-site guard, a citizen's topics following the account, and the desk's counters
 * refused to everyone but the realm's staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNoticeDelivery } from '../../../server/push/notice-delivery.ts';
import { PushStore } from '../../../server/store/push.ts';
import { startPushService, type PushService } from '../../fixtures/push-service.ts';
import { signedIn } from './support/desk-fixture.ts';
import { browser, localServer } from './support/local-server.ts';

let server: ReturnType<typeof localServer>;
let service: PushService;

beforeAll(async () => {
  server = localServer({ pushTestMode: true });
  service = await startPushService();
}, 60_000);

afterAll(async () => {
  await service.close();
  server.store.close();
});

const body = (sub: { endpoint: string; keys: { p256dh: string; auth: string } }, topics: string[], language = 'es') => ({
  subscription: sub,
  topics,
  language,
});

async function refused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toMatchObject({ errCode: code });
}

describe('the VAPID public key', () => {
  it('is one uncompressed P-256 point, the same on every call', async () => {
    const tab = server.client();
    const first = (await (await tab.get('/api/alcantir/push/key')).json()) as { publicKey: string };
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await (await tab.get('/api/vilamar/push/key')).json()).toEqual(first);
  });

  it('is refused for an unknown realm', async () => {
    await refused(await server.client().get('/api/nowhere/push/key'), 404, 'no-realm');
  });
});

describe('subscribing a device', () => {
  it('takes public topics from anyone, unlinked, and changes them with the same call', async () => {
    const tab = server.client();
    const sub = service.subscribe();
    const answer = await tab.post('/api/alcantir/push/subscription', body(sub, ['urgentes', 'agenda']));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ topics: ['agenda', 'urgentes'], linked: false });
    const push = new PushStore(server.store.db);
    expect(push.byEndpoint('alcantir', sub.endpoint)).toMatchObject({ topics: ['agenda', 'urgentes'], userId: null, language: 'es' });
    await tab.post('/api/alcantir/push/subscription', body(sub, ['farmacias'], 'va'));
    expect(push.byEndpoint('alcantir', sub.endpoint)).toMatchObject({ topics: ['farmacias'], language: 'va' });
  });

  it('refuses personal topics without a signed-in citizen, or to one signed in to another realm', async () => {
    await refused(await server.client().post('/api/alcantir/push/subscription', body(service.subscribe(), ['urgentes', 'mis-citas'])), 401, 'not-signed-in');
    const elsewhere = await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora', 'alcantir.localhost');
    await refused(await elsewhere.post('/api/alcantir/push/subscription', body(service.subscribe(), ['mis-solicitudes'])), 401, 'not-signed-in');
    await refused(await elsewhere.get('/api/alcantir/push/topics'), 401, 'not-signed-in');
  });

  it('refuses every call for an unknown realm', async () => {
    const tab = server.client();
    await refused(await tab.post('/api/nowhere/push/subscription', body(service.subscribe(), ['agenda'])), 404, 'no-realm');
    await refused(await tab.post('/api/nowhere/push/unsubscribe', { endpoint: service.subscribe().endpoint }), 404, 'no-realm');
    await refused(await tab.get('/api/nowhere/push/topics'), 404, 'no-realm');
    await refused(await tab.post('/api/nowhere/notices/email', { email: 'a@correo.es', topics: ['agenda'], language: 'es' }), 404, 'no-realm');
  });

  it("links a citizen's device to the account, whose choices a new device starts with, and unlinks it signed out", async () => {
    const vecina = await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo');
    const phone = service.subscribe();
    const linked = await vecina.post('/api/alcantir/push/subscription', body(phone, ['mis-solicitudes', 'noticias']));
    expect(await linked.json()).toEqual({ topics: ['mis-solicitudes', 'noticias'], linked: true });
    expect(await (await vecina.get('/api/alcantir/push/topics')).json()).toEqual({ topics: ['mis-solicitudes', 'noticias'] });
    await refused(await server.client().get('/api/alcantir/push/topics'), 401, 'not-signed-in');

    const push = new PushStore(server.store.db);
    expect(push.byEndpoint('alcantir', phone.endpoint)!.userId).toBeTruthy();
    // The same device, signed out: only public topics, no account.
    const anonymous = server.client();
    await refused(await anonymous.post('/api/alcantir/push/subscription', body(phone, ['mis-solicitudes'])), 401, 'not-signed-in');
    await anonymous.post('/api/alcantir/push/subscription', body(phone, ['noticias']));
    expect(push.byEndpoint('alcantir', phone.endpoint)).toMatchObject({ userId: null, topics: ['noticias'] });
  });

  it.each<[string, { endpoint?: string; p256dh?: string; auth?: string }]>([
    ['an http endpoint elsewhere', { endpoint: 'http://push.example.net/x' }],
    ['an endpoint on a host that is no push service', { endpoint: 'https://evil.example.net/push/x' }],
    ['an address as host', { endpoint: 'https://10.0.0.1/push/x' }],
    ['a short auth secret', { auth: Buffer.alloc(8).toString('base64url') }],
    ['a compressed public key', { p256dh: Buffer.alloc(33, 2).toString('base64url') }],
    ['a key that is no base64url', { p256dh: 'not base64!' }],
  ])('refuses %s', async (_name, change) => {
    const sub = service.subscribe();
    const bad = { endpoint: change.endpoint ?? sub.endpoint, keys: { p256dh: change.p256dh ?? sub.keys.p256dh, auth: change.auth ?? sub.keys.auth } };
    await refused(await server.client().post('/api/alcantir/push/subscription', body(bad, ['urgentes'])), 400, 'subscription');
  });

  it('refuses no topic, an unknown topic, a topic twice, and a language the realm lacks', async () => {
    const tab = server.client();
    await refused(await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), [])), 400, 'topics');
    await refused(await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), ['obras'])), 400, 'topics');
    await refused(await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda', 'agenda'])), 400, 'topics');
    await refused(await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda'], 'ca')), 400, 'language');
  });

  it('refuses a call from another site', async () => {
    const answer = await server.client().post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda']), { origin: 'https://evil.example.net' });
    expect(answer.status).toBe(403);
  });

  it('unsubscribes, answering alike whether the endpoint was known', async () => {
    const tab = server.client();
    const sub = service.subscribe();
    await tab.post('/api/alcantir/push/subscription', body(sub, ['agenda']));
    expect(await (await tab.post('/api/alcantir/push/unsubscribe', { endpoint: sub.endpoint })).json()).toEqual({ unsubscribed: true });
    expect(new PushStore(server.store.db).byEndpoint('alcantir', sub.endpoint)).toBeUndefined();
    expect(await (await tab.post('/api/alcantir/push/unsubscribe', { endpoint: sub.endpoint })).json()).toEqual({ unsubscribed: true });
  });
});

describe('outside push test mode', () => {
  it("refuses the loopback test service and the demo realms' placeholder contacts", async () => {
    const live = localServer({ inMemory: true });
    await refused(await live.client().get('/api/alcantir/push/key'), 409, 'push-unavailable');
    await refused(await live.client().post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda'])), 409, 'push-unavailable');
    // With a real contact the realm sends, and the loopback endpoint is still refused.
    const [settings] = live.store.all('alcantir', 'settings').filter((doc) => doc.name === 'asociaciones');
    live.store.put('alcantir', 'settings', { ...settings!, footer: { contacto: { email: 'participacion@alcantir.es' } } });
    expect((await live.client().get('/api/alcantir/push/key')).status).toBe(200);
    await refused(await live.client().post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda'])), 400, 'subscription');
    live.store.close();
  });
});

describe('the rate limit', () => {
  it('stops a client subscribing at machine speed', async () => {
    const limited = localServer({ inMemory: true, pushTestMode: true, rateLimits: { push: { count: 2, seconds: 600 } } });
    const tab = browser(limited.app, 'alcantir.localhost', '203.0.113.9');
    expect((await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda']))).status).toBe(200);
    expect((await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda']))).status).toBe(200);
    const third = await tab.post('/api/alcantir/push/subscription', body(service.subscribe(), ['agenda']));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    limited.store.close();
  });
});

describe("the desk's counters of a notice", () => {
  const path = '/api/alcantir/desk/notices/corte-agua/delivery';

  beforeAll(() => {
    queueNoticeDelivery(server.store.db, {
      realm: 'alcantir',
      id: 'corte-agua',
      topic: 'urgentes',
      urgent: true,
      publishedAt: '2026-11-26T10:00:00+01:00',
      texts: { es: { title: 'Corte de agua', summary: 'Mañana.' }, va: { title: "Tall d'aigua", summary: 'Demà.' } },
      path: '/avisos/corte-agua',
    });
  });

  it("are refused without a session (401), to a citizen (403), to another realm's staff (401), for an unknown realm (404)", async () => {
    await refused(await server.client().get(path), 401, 'not-signed-in');
    await refused(await (await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo')).get(path), 403, 'not-staff');
    await refused(await (await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora', 'alcantir.localhost')).get(path), 401, 'not-signed-in');
    await refused(
      await (await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora')).get('/api/nowhere/desk/notices/corte-agua/delivery'),
      404,
      'no-realm',
    );
  });

  it("are the realm's staff's to read: sent, failed, removed, pending", async () => {
    const gestor = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    const answer = await gestor.get(path);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ sent: 0, failed: 0, removed: 0, pending: 0, fannedOut: false });
    await refused(await gestor.get('/api/alcantir/desk/notices/no-such-notice/delivery'), 404, 'not-found');
    // Vilamar's staff, signed in to Vilamar, asks Vilamar about Alcantir's notice: nothing.
    const gestora = await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora');
    await refused(await gestora.get('/api/vilamar/desk/notices/corte-agua/delivery'), 404, 'not-found');
  });
});
