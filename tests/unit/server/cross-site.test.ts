import { describe, expect, it, vi } from 'vitest';
import { t } from '../../../src/i18n/index.ts';
import { realmOrigin } from '../../../server/http/guards/cross-site.ts';
import { SESSION_COOKIE } from '../../../server/http/session-cookie.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { browser, deviceTab, localServer } from './support/local-server.ts';

const demo = { user: 'vecina', password: 'alcantir-demo' };

describe('cross-site request forgery', () => {
  const server = localServer();

  it('refuses a login, a request or an upload posted from another site, and keeps the session logged in', async () => {
    const tab = await deviceTab(server.app);
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const attempts = [
      await tab.post('/api/v2/auth/login', demo, evil),
      await tab.post('/api/alcantir/requests/incidencias/create', { body: 'forged' }, evil),
      await tab.request('/api/alcantir/incidencias/assets2', { method: 'POST', body: new FormData(), headers: evil }),
      // A form or text/plain post needs no CORS preflight: the header check is what stops it.
      await tab.request('/api/alcantir/login', {
        method: 'POST',
        headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'user=vecina&password=alcantir-demo',
      }),
      await tab.request('/api/alcantir/logout', { headers: evil }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ err: t('es', 'api.error.crossSite'), errCode: 'cross-site' });
    }
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(200);
  });

  it('refuses an Origin of null, a look-alike host and a cross-site fetch without Origin', async () => {
    const tab = browser(server.app);
    const cases: Array<Record<string, string>> = [
      { origin: 'null' },
      { origin: 'https://asociaciones.alcantir.es.evil.example' },
      { origin: 'http://asociaciones.alcantir.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://vilamar.localhost.evil.example' },
    ];
    for (const headers of cases) {
      expect((await tab.post('/api/v2/auth/login', demo, headers)).status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('lets the portal through: same origin, a realm host calling the central API, and non-browser clients', async () => {
    const tab = browser(server.app);
    const cases: Array<Record<string, string>> = [
      { origin: 'http://alcantir.localhost', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://alcantir.localhost' }, // an older browser: Origin only
      { origin: 'https://asociaciones.alcantir.es', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' }, // a same-origin form under Referrer-Policy no-referrer
      {}, // the build, curl, a test: no browser, no cookies to ride
    ];
    for (const headers of cases) {
      expect((await tab.post('/api/v2/auth/login', demo, headers)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('matches realm origins by exact host only', () => {
    const realms = loadRealms(realmsDir());
    expect(realmOrigin('https://associacions.alcantir.es', realms)).toBe(true);
    expect(realmOrigin('https://alcantir.es', realms)).toBe(false);
    expect(realmOrigin('not a url', realms)).toBe(false);
  });

  it("compares whole origins: http:// or another port of a realm's host is another site", async () => {
    const realms = loadRealms(realmsDir());
    for (const origin of [
      'http://asociaciones.alcantir.es',
      'https://asociaciones.alcantir.es:8443',
      'http://associacions.vilamar.cat:8080',
      'https://asociaciones.alcantir.es/path',
    ]) {
      expect(realmOrigin(origin, realms), origin).toBe(false);
    }
    const tab = browser(server.app);
    for (const origin of ['http://asociaciones.alcantir.es', 'https://asociaciones.alcantir.es:4443']) {
      expect((await tab.post('/api/v2/auth/login', demo, { origin, 'sec-fetch-site': 'cross-site' })).status, origin).toBe(403);
    }
  });

  it('trusts <realm>.localhost origins only on a server started for development', async () => {
    const realms = loadRealms(realmsDir());
    const local = ['http://alcantir.localhost:4416', 'http://vilamar.localhost:4321', 'https://alcantir.localhost'];
    for (const origin of local) {
      expect(realmOrigin(origin, realms), origin).toBe(false);
      expect(realmOrigin(origin, realms, { development: true }), origin).toBe(true);
    }
    expect(realmOrigin('http://evil.localhost:4321', realms, { development: true })).toBe(false);
    const headers = { origin: 'http://vilamar.localhost:4321', 'sec-fetch-site': 'same-site' };
    expect((await browser(server.app).post('/api/v2/auth/login', demo, headers)).status).toBe(403);
    const development = localServer({ development: true });
    expect((await browser(development.app).post('/api/v2/auth/login', demo, headers)).status).toBe(200);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, scoped to /api, and Secure only over HTTPS', async () => {
    const { app } = localServer();
    const over = async (scheme: string, headers: Record<string, string> = {}) => {
      const response = await app.request(`${scheme}://alcantir.localhost/api/alcantir/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(demo),
      });
      return response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    };
    const plain = await over('http');
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).toMatch(/Path=\/api/);
    expect(plain).not.toMatch(/Secure/);
    expect(await over('https')).toMatch(/Secure/);
    expect(await over('http', { 'x-forwarded-proto': 'https' })).toMatch(/Secure/);
  });

  it('travel with every call of the API client: credentials are included, as docs/product-spec.md §7 says', async () => {
    const seen: Array<RequestInit | undefined> = [];
    // ofetch reaches globalThis.fetch at call time, so a stand-in sees exactly what the browser would be asked.
    vi.stubGlobal('fetch', async (_url: unknown, init?: RequestInit) => {
      seen.push(init);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    try {
      const client = createApiClient();
      await client.request('http://alcantir.localhost/api/alcantir/loggedin');
      await client.request('http://alcantir.localhost/api/alcantir/requests/incidencias/create', { method: 'POST', body: { body: 'x' } });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen.map((init) => init?.credentials)).toEqual(['include', 'include']);
  });
});
