/**
 * docs/write-side.md "Sessions": a session id handed out before signing in (the captcha call hands one to anyone)
 * must not become the signed-in citizen's session. Sign-in, sign-out and a change of an account's role each end the
 * old session; what the form already did in it (the captcha shown, a census entry proved, photos uploaded)
 * moves to the new one at sign-in, so signing in halfway through a form loses nothing.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/session-cookie.ts';
import { Users } from '../../../server/store/users.ts';
import { browser, localServer, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

type Tab = ReturnType<typeof browser>;
const token = (tab: Tab) => tab.jar.get(SESSION_COOKIE);
/** A second tab that holds exactly this token: the attacker who planted it, or kept it. */
function holding(app: ReturnType<typeof localServer>['app'], value: string | undefined): Tab {
  const other = browser(app);
  if (value) other.jar.set(SESSION_COOKIE, value);
  return other;
}

describe('sessions across sign-in, sign-out and a change of role', () => {
  const server = localServer({ captchaAnswer: '7' });
  const vecina = { user: 'vecina', password: 'alcantir-demo' };

  it('gives a new session at sign-in, and the token handed out before opens nothing', async () => {
    const tab = browser(server.app);
    await tab.get('/api/alcantir/requests/captcha'); // anyone gets a session this way
    const planted = token(tab);
    expect(planted).toBeTruthy();

    const login = await tab.post('/api/alcantir/login', vecina);
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join('\n')).toContain(`${SESSION_COOKIE}=`);
    expect(token(tab)).not.toBe(planted);
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(200);
    expect((await holding(server.app, planted).get('/api/alcantir/loggedin')).status).toBe(401);
    expect((await holding(server.app, planted).get('/api/v2/auth/loggedin?realm=alcantir')).status).toBe(401);
  });

  it('carries the captcha, the census proof and the uploads of the form into the new session', async () => {
    const tab = browser(server.app);
    await tab.post('/api/v2/auth/register', { deviceId: 'renewal-device-1', password: 'x', realm: 'alcantir' });
    await tab.post('/api/v2/auth/login', { deviceId: 'renewal-device-1', password: 'x', realm: 'alcantir' });
    const photo = await (await upload(tab, '/api/alcantir/incidencias/assets2', samples.photoJpeg(), 'farola.jpg', 'images')).json();
    expect(photo._id).toBeTruthy();
    await tab.get('/api/alcantir/requests/captcha');
    expect((await tab.post('/api/alcantir/census2/registro-asociaciones', { census: { id: 'G46123456', answers: { inscripcion: '117' } } })).status).toBe(200);
    const before = token(tab);

    expect((await tab.post('/api/alcantir/login', vecina)).status).toBe(200);
    expect(token(tab)).not.toBe(before);
    const sessionId = server.store.db.prepare('SELECT session_id FROM uploads WHERE id = ?').get(photo._id) as { session_id: string };
    const proofs = server.store.db.prepare('SELECT count(*) AS n FROM census_checks WHERE session_id = ? AND passed = 1').get(sessionId.session_id) as {
      n: number;
    };
    expect(proofs.n).toBe(1);
    const captchas = server.store.db.prepare('SELECT count(*) AS n FROM captchas WHERE session_id = ?').get(sessionId.session_id) as { n: number };
    expect(captchas.n).toBe(1);
    // And the old token carries none of it any more.
    expect((await upload(holding(server.app, before), '/api/alcantir/incidencias/assets2', samples.photoJpeg(), 'b.jpg', 'images')).status).toBe(401);
  });

  it('gives a new session at sign-out, keeping the sign-in of another town hall only', async () => {
    const tab = browser(server.app);
    expect((await tab.post('/api/alcantir/login', vecina)).status).toBe(200);
    await tab.post('/api/v2/auth/register', { deviceId: 'renewal-device-2', password: 'y', realm: 'vilamar' });
    expect((await tab.post('/api/vilamar/login', { deviceId: 'renewal-device-2', password: 'y' })).status).toBe(200);
    const signedIn = token(tab);

    const logout = await tab.get('/api/alcantir/logout');
    expect(logout.status).toBe(200);
    expect(token(tab)).not.toBe(signedIn);
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(401);
    expect((await tab.get('/api/vilamar/loggedin')).status).toBe(200);
    // The token from before the sign-out is dead everywhere, not only for the realm left.
    expect((await holding(server.app, signedIn).get('/api/vilamar/loggedin')).status).toBe(401);

    const everywhere = token(tab);
    expect((await tab.get('/api/v2/auth/logout')).status).toBe(200);
    expect(token(tab)).not.toBe(everywhere);
    expect((await tab.get('/api/vilamar/loggedin')).status).toBe(401);
    expect((await holding(server.app, everywhere).get('/api/vilamar/loggedin')).status).toBe(401);
  });

  it('signs an account out everywhere when its role changes, so it signs in again under a new session', async () => {
    const tab = browser(server.app);
    const gestor = { user: 'gestor', password: 'alcantir-gestor' };
    expect((await tab.post('/api/alcantir/login', gestor)).status).toBe(200);
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(200);
    const users = new Users(server.store.db);
    // The demo file is edited: the administrator is one no more.
    users.upsertDemo('alcantir', { ...gestor, firstName: 'Pau', lastName: 'Sanchis Mira', email: 'gestor@example.org', emailVerified: true, admin: false });
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(401);
    const again = await tab.post('/api/alcantir/login', gestor);
    expect((await again.json()).admin).toBe(false);
    // A refresh that changes nothing of the role leaves sessions alone.
    users.upsertDemo('alcantir', { ...gestor, firstName: 'Pau', lastName: 'Sanchis', email: 'gestor@example.org', emailVerified: true, admin: false });
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(200);
  });
});
