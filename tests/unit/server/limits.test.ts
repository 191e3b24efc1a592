import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/index.ts';
import { DEFAULT_LIMITS, parseLimits, TokenBuckets } from '../../../server/http/guards/rate-limit.ts';
import { MAX_JSON_DEPTH, jsonDepth } from '../../../server/http/guards/body.ts';
import { MAX_PENDING_UPLOADS } from '../../../server/http/routes/uploads.ts';
import { browser, deviceTab, localServer, solvedCaptcha, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

type App = ReturnType<typeof localServer>['app'];

/** A call as it arrives on a socket from `address` (what getConnInfo reads), JSON body if given. */
function from(app: App, address: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set('host', 'alcantir.localhost');
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  return app.request(`http://alcantir.localhost${path}`, { ...init, headers, body }, { incoming: { socket: { remoteAddress: address } } });
}

const login = { user: 'vecina', password: 'wrong password' };

describe('rate limits per client', () => {
  it('answers 429 in the API shape with Retry-After once a client spends its logins, and only to that client', async () => {
    const { app } = localServer({ rateLimits: { login: { count: 3, seconds: 60 } } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(app, '10.0.0.1', '/api/v2/auth/login', { method: 'POST', json: login })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await from(app, '10.0.0.1', '/api/alcantir/login', { method: 'POST', json: login });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(20);
    expect(await refused.json()).toEqual({ err: t('es', 'api.error.rateLimited'), errCode: 'rate' });
    // Another address has its own bucket.
    expect((await from(app, '10.0.0.2', '/api/v2/auth/login', { method: 'POST', json: login })).status).toBe(401);
  });

  it('limits captcha, register, census, uploads, request creation and payments each with its own bucket', async () => {
    const one = { count: 1, seconds: 600 };
    const { app } = localServer({ rateLimits: { captcha: one, register: one, census: one, upload: one, create: one, payment: one } });
    const twice = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
      await from(app, '10.0.0.9', path, init);
      return (await from(app, '10.0.0.9', path, init)).status;
    };
    expect(await twice('/api/alcantir/requests/captcha')).toBe(429);
    expect(await twice('/api/v2/auth/register', { method: 'POST', json: { deviceId: 'x', password: 'y' } })).toBe(429);
    expect(await twice('/api/alcantir/census2/registro-asociaciones', { method: 'POST', json: { census: { id: 'X1' } } })).toBe(429);
    expect(await twice('/api/alcantir/incidencias/assets2', { method: 'POST', body: new FormData() })).toBe(429);
    expect(await twice('/api/alcantir/requests/incidencias/create', { method: 'POST', json: {} })).toBe(429);
    expect(await twice('/api/alcantir/payments/new', { method: 'POST', json: {} })).toBe(429);
    // Reading is never limited.
    for (let i = 0; i < 5; i++) expect((await from(app, '10.0.0.9', '/api/alcantir/mailbox/incidencias')).status).toBe(200);
  });

  it('believes X-Forwarded-For only when told the server is behind a proxy', async () => {
    const limits = { login: { count: 1, seconds: 600 } };
    const forwarded = (app: App, client: string) =>
      from(app, '127.0.0.1', '/api/v2/auth/login', { method: 'POST', json: login, headers: { 'x-forwarded-for': `203.0.113.7, ${client}` } });
    const direct = localServer({ rateLimits: limits }).app;
    expect((await forwarded(direct, '198.51.100.1')).status).toBe(401);
    expect((await forwarded(direct, '198.51.100.2')).status).toBe(429); // same socket, whatever the header says
    const proxied = localServer({ rateLimits: limits, trustProxy: true }).app;
    expect((await forwarded(proxied, '198.51.100.1')).status).toBe(401);
    expect((await forwarded(proxied, '198.51.100.2')).status).toBe(401); // the last entry is the proxy's word
    expect((await forwarded(proxied, '198.51.100.1')).status).toBe(429);
  }, 20_000); // two servers seeded and five logins hashed: seconds on a busy shared machine

  it('refills a bucket over its period and keeps the number of clients it remembers bounded', () => {
    const bucket = new TokenBuckets({ count: 2, seconds: 10 }, 1000);
    expect([bucket.take('a', 0), bucket.take('a', 0)]).toEqual([0, 0]);
    expect(bucket.take('a', 0)).toBe(5);
    expect(bucket.take('a', 4_000)).toBe(1);
    expect(bucket.take('a', 5_100)).toBe(0);
    for (let i = 0; i < 5000; i++) bucket.take(`client-${i}`, 6_000);
    expect(bucket.size).toBeLessThanOrEqual(1000);
  });

  it('reads LOCAL_API_RATE_LIMITS, and refuses a typo rather than drop a limit', () => {
    expect(parseLimits(undefined)).toEqual(DEFAULT_LIMITS);
    expect(parseLimits('off')).toEqual({});
    expect(parseLimits('login=5/60')).toEqual({ ...DEFAULT_LIMITS, login: { count: 5, seconds: 60 } });
    expect(Object.values(parseLimits('*=1000/60')).every((l) => l.count === 1000 && l.seconds === 60)).toBe(true);
    expect(() => parseLimits('logins=5/60')).toThrow(/logins=5\/60/);
    expect(() => parseLimits('login=0/60')).toThrow();
  });
});

describe('body and field limits', () => {
  const server = localServer();

  it('refuses a login or census body over 32 KB with a JSON 413', async () => {
    const tab = browser(server.app);
    const huge = await tab.post('/api/v2/auth/login', { user: 'x'.repeat(40_000), password: 'y' });
    expect(huge.status).toBe(413);
    expect((await huge.json()).err).toBeTruthy();
    expect((await tab.post('/api/alcantir/census2/registro-asociaciones', { census: { id: 'G1', answers: { a: 'x'.repeat(40_000) } } })).status).toBe(413);
  });

  it('refuses JSON nested deeper than the form ever sends, before it can overflow the stack', async () => {
    expect(jsonDepth('{"a":[{"b":"[[[[["}]}')).toBe(3);
    const tab = await deviceTab(server.app);
    const deep = `{"body":"x","extra":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const response = await tab.request('/api/alcantir/requests/incidencias/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).err).toMatch(/anidado/);
    const fine = `{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await tab.request('/api/v2/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: fine })).status).toBe(400);
  });

  it(`keeps a user to ${MAX_PENDING_UPLOADS} files uploaded and not yet sent`, async () => {
    const tab = await deviceTab(server.app);
    const photo = samples.photoJpeg();
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++)
      expect((await upload(tab, '/api/alcantir/incidencias/assets2', photo, `f${i}.jpg`, 'images')).status).toBe(200);
    const over = await upload(tab, '/api/alcantir/incidencias/assets2', photo, 'one-more.jpg', 'images');
    expect(over.status).toBe(429);
    expect((await over.json()).err).toBe('Ha subido demasiados archivos sin enviarlos. Envíe su solicitud o inténtelo más tarde.');
  });

  it('keeps field lengths: an over-long title, category or contact is refused', async () => {
    const tab = await deviceTab(server.app);
    const create = (body: unknown) => tab.post('/api/alcantir/requests/incidencias/create', body);
    for (const body of [
      { body: 'x', title: 't'.repeat(501) },
      { body: 'x', category: 'c'.repeat(201) },
      { body: 'x', contact: { email: `${'e'.repeat(300)}@x.es` } },
    ]) {
      // With the captcha's work done: it is checked first, and would refuse the body on its own.
      const response = await create({ ...body, captchaWork: await solvedCaptcha(tab) });
      expect(response.status).toBe(400);
      expect((await response.json()).err).toBe('Se ha producido un error al enviar la solicitud');
    }
  });
});

describe('errors of the API', () => {
  const server = localServer();

  it('answers JSON for an unknown API call or method, never the site or a plain-text page', async () => {
    for (const [method, path, status] of [
      ['GET', '/api/nope/a/b/c/d', 404],
      ['POST', '/api/nope', 405],
      ['DELETE', '/api/alcantir/collections/asociaciones', 405],
      ['PUT', '/api/v2/auth/login', 405],
    ] as const) {
      const response = await server.app.request(`http://alcantir.localhost${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()).err).toBeTypeOf('string');
    }
  });

  it('answers two registrations of one device at once with one 200 and one 409, never a 500', async () => {
    // Hashing the password runs off the main thread, so both pass the existence check before either inserts.
    const device = { deviceId: 'racing-device-1', password: 'x', realm: 'alcantir' };
    const tab = browser(server.app);
    const statuses = (await Promise.all([tab.post('/api/v2/auth/register', device), tab.post('/api/v2/auth/register', device)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers a failure inside with a generic JSON 500: no stack, no path, and the log names only the route', async () => {
    const { app, store } = localServer();
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    try {
      store.db.close(); // every query now throws, with SQLite's own message
      const secret = 'Calle Secreta 13, DNI 12345678Z';
      const responses = [
        await from(app, '10.1.1.1', '/api/v2/auth/login', { method: 'POST', json: { user: secret, password: secret } }),
        await from(app, '10.1.1.1', '/api/alcantir/collections/asociaciones?title=x'),
      ];
      for (const response of responses) {
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(JSON.parse(text).err).toBeTypeOf('string');
        expect(text).not.toMatch(/at |\/work|\.ts|node:|sqlite|database/i);
      }
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('\n')).not.toContain('Secreta');
      expect(logged.join('\n')).not.toContain('12345678Z');
    } finally {
      console.error = original;
    }
  });
});
