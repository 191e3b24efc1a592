import { describe, expect, it } from 'vitest';
import { devicePassword, makeDeviceUser } from '../../../src/domain/accounts/device.ts';
import { localServer } from './support/local-server.ts';

describe('the local API: mailboxes', () => {
  const { app, client } = localServer();

  it('answers a mailbox definition by realm and id', async () => {
    const response = await client().get('/api/alcantir/mailbox/incidencias');
    expect(response.status).toBe(200);
    const mailbox = await response.json();
    expect(mailbox._id).toBe('incidencias');
    expect(mailbox.form.pages[0].fields.length).toBeGreaterThan(3);
  });

  it('answers 404 with the spec message for an unknown mailbox or realm', async () => {
    const missing = await client().get('/api/alcantir/mailbox/nada');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ err: 'No se ha definido el buzón de la solicitud!.', errCode: 'no-mailbox' });
    const realm = await client().get('/api/nowhere/mailbox/incidencias');
    expect(await realm.json()).toEqual({ err: 'No se ha definido el municipio de la solicitud!.', errCode: 'no-realm' });
  });

  it('keeps mailboxes, census and users out of the public content API', async () => {
    for (const collection of ['mailboxes', 'census', 'users']) {
      const response = await app.request(`/api/alcantir/collections/${collection}`);
      expect(response.status, collection).toBe(404);
    }
    const streets = await app.request('/api/alcantir/collections/callejero?limit=1');
    expect(streets.status).toBe(200);
  });
});

describe('the local API: auth with cookie sessions', () => {
  const { client } = localServer();

  it('registers a device user, logs it in and knows it on the next call, per realm', async () => {
    const tab = client();
    const device = makeDeviceUser('127.0.0.1', new Date('2026-11-21T10:00:00Z'), 0.5);
    const registered = await tab.post('/api/v2/auth/register', device);
    expect(registered.status).toBe(200);
    expect((await registered.json()).deviceId).toBe(device.deviceId);
    expect((await tab.get('/api/v2/auth/loggedin')).status).toBe(401);

    const login = await tab.post('/api/v2/auth/login', { deviceId: device.deviceId, password: devicePassword(device.deviceId) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const user = await (await tab.get('/api/v2/auth/loggedin')).json();
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user.remote).toBeTypeOf('string');
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('password_hash');
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(200);
    // Authentication is per realm (docs/product-spec.md §6): the same session is not logged in to another town hall.
    expect((await tab.get('/api/vilamar/loggedin')).status).toBe(401);
  });

  it('refuses a second registration of the same device and a wrong password', async () => {
    const tab = client();
    const device = makeDeviceUser('10.0.0.9');
    expect((await tab.post('/api/v2/auth/register', device)).status).toBe(200);
    const again = await tab.post('/api/v2/auth/register', device);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ err: 'El usuario ya existe.', errCode: 'user-exists' });
    const wrong = await tab.post('/api/v2/auth/login', { deviceId: device.deviceId, password: 'x' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).err).toBeTruthy();
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { app } = localServer();
    const response = await app.request('https://alcantir.localhost/api/alcantir/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'vecina', password: 'alcantir-demo' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/Secure/);
  });

  it('logs in the seeded demo citizen with a complete, verified profile, and logs out', async () => {
    const tab = client();
    const login = await tab.post('/api/alcantir/login', { user: 'vecina', password: 'alcantir-demo' });
    const user = await login.json();
    expect(user).toMatchObject({ firstName: 'Lucía', lastName: 'Ferrer Puig', email: 'lucia.ferrer@example.org', emailVerified: true, admin: false });
    expect((await tab.get('/api/alcantir/logout')).status).toBe(200);
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(401);
  });

  it('registers a citizen with profile data only once the address is confirmed: until then nothing signs in', async () => {
    const tab = client();
    const profile = { firstName: 'Joan', lastName: 'Mira', telephone: '600000000', email: 'Joan@example.org', password: 'una clau ben llarga' };
    const registered = await tab.post('/api/v2/auth/register', { ...profile, realm: 'alcantir' });
    expect(registered.status).toBe(202);
    expect(await registered.json()).toEqual({ ok: true });
    expect((await tab.post('/api/v2/auth/login', { user: 'joan@example.org', password: profile.password })).status).toBe(401);
    const refused = await tab.post('/api/v2/auth/register', { email: 'not-an-email', password: 'short' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.map((e: { field: string }) => e.field)).toEqual(['firstName', 'lastName', 'email', 'password']);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await client().request('/api/v2/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('err');
  });
});
