/**
 * Who may call the accounts' calls (docs/accounts-api.md): the profile only with the realm's own session of a citizen
 * who has an account, and only ever on that account; links only in the realm that sent them; every call behind the
 * cross-site guard and its rate limit, and no personal answer kept by any cache.
 */
import { describe, expect, it } from 'vitest';
import { browser, deviceTab, localServer } from './support/local-server.ts';

const PROFILE = { firstName: 'Lucía', lastName: 'Ferrer Puig', telephone: '600 123 456', email: 'lucia.ferrer@example.org' };

describe('the profile calls', () => {
  const { app, client, store } = localServer();
  const signedIn = async (user: string, password: string, host = 'alcantir.localhost') => {
    const tab = browser(app, host);
    expect((await tab.post('/api/v2/auth/login', { user, password })).status).toBe(200);
    return tab;
  };

  it('answer 401 without a session, to an anonymous device user, and to a session of another realm', async () => {
    const device = await deviceTab(app);
    const vilamar = await deviceTab(app, 'vilamar');
    const vecina = await signedIn('vecina', 'alcantir-demo');
    for (const tab of [client(), device, vilamar]) {
      expect((await tab.get('/api/alcantir/profile')).status).toBe(401);
      expect((await tab.post('/api/alcantir/profile', PROFILE)).status).toBe(401);
    }
    // Signed in to Alcantir is not signed in to Vilamar (docs/product-spec.md §6).
    expect((await vecina.get('/api/vilamar/profile')).status).toBe(401);
    expect((await vecina.post('/api/vilamar/profile', PROFILE)).status).toBe(401);
    expect((await vecina.get('/api/nowhere/profile')).status).toBe(404);
  });

  it('change only the account of the session, whatever account the body names', async () => {
    const gestorId = (store.db.prepare("SELECT id FROM users WHERE user = 'gestor'").get() as { id: string }).id;
    const vecina = await signedIn('vecina', 'alcantir-demo');
    const changed = await vecina.post('/api/alcantir/profile', { ...PROFILE, _id: gestorId, user: 'gestor', realm: 'alcantir', firstName: 'Llúcia' });
    expect(await changed.json()).toMatchObject({ firstName: 'Llúcia', email: 'lucia.ferrer@example.org' });
    const gestor = await signedIn('gestor', 'alcantir-gestor');
    expect(await (await gestor.get('/api/alcantir/profile')).json()).toMatchObject({ firstName: 'Pau', email: 'gestor@example.org' });
  });
});

describe('every accounts call', () => {
  const CALLS: Array<[string, unknown]> = [
    ['/api/v2/auth/register', { firstName: 'A', lastName: 'B', email: 'a@example.org', password: 'una clau ben llarga' }],
    ['/api/v2/auth/verify', { token: 'x'.repeat(43) }],
    ['/api/v2/auth/password/forgot', { email: 'a@example.org' }],
    ['/api/v2/auth/password/reset', { token: 'x'.repeat(43), password: 'una clau ben llarga' }],
    ['/api/alcantir/profile', PROFILE],
  ];

  it('is refused from another site and answered no-store', async () => {
    const { app } = localServer();
    for (const [path, body] of CALLS) {
      const tab = browser(app);
      const foreign = await tab.request(path, { method: 'POST', json: body, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
      expect(foreign.status, path).toBe(403);
      const own = await tab.request(path, { method: 'POST', json: body, headers: { Origin: 'http://alcantir.localhost', 'Sec-Fetch-Site': 'same-origin' } });
      expect(own.status, path).not.toBe(403);
      expect(own.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is rate limited: messages to an address with registration, links and changes with sign-in', async () => {
    const one = { count: 1, seconds: 600 };
    const { app } = localServer({ rateLimits: { register: one, login: one } });
    const from = (address: string, path: string, body: unknown) => browser(app, 'alcantir.localhost', address).post(path, body);
    // The registration's bucket: a registration, then a forgotten password from the same address.
    expect((await from('10.0.0.1', CALLS[0]![0], CALLS[0]![1])).status).toBe(202);
    expect((await from('10.0.0.1', CALLS[2]![0], CALLS[2]![1])).status).toBe(429);
    // The sign-in's bucket: a link, then a reset, then a change of profile.
    expect((await from('10.0.0.2', CALLS[1]![0], CALLS[1]![1])).status).toBe(400);
    expect((await from('10.0.0.2', CALLS[3]![0], CALLS[3]![1])).status).toBe(429);
    expect((await from('10.0.0.2', CALLS[4]![0], CALLS[4]![1])).status).toBe(429);
  });
});
