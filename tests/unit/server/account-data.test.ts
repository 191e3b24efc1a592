/**
 * "Descargar mis datos" and "Eliminar mi cuenta" (docs/accounts-api.md "Your data"): only the session's own account,
 * in its own realm; a copy with nothing of the desk's; a deletion that erases the profile, ends the sessions, keeps
 * the requests reachable by their private links, and says so by e-mail.
 */
import { describe, expect, it } from 'vitest';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { PushStore } from '../../../server/store/push.ts';
import { RequestActions, NO_NOTICE } from '../../../server/store/request-actions.ts';
import { Requests } from '../../../server/store/requests.ts';
import { browser, deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';
import { incidenceBody } from './support/incidence.ts';

type Server = ReturnType<typeof localServer>;
type Tab = ReturnType<typeof browser>;
const PASSWORD = 'una contraseña larga';

/** A citizen registered and confirmed through the link of their message, signed in (docs/accounts-api.md). */
async function newCitizen(server: Server, email: string): Promise<Tab> {
  const tab = browser(server.app);
  expect((await tab.post('/api/v2/auth/register', { realm: 'alcantir', email, password: PASSWORD, firstName: 'Pere', lastName: 'Mas Soler' })).status).toBe(
    202,
  );
  const { text } = server.store.db.prepare("SELECT text FROM mail_outbox WHERE to_address = ? AND kind = 'confirm-address' ORDER BY id DESC").get(email) as {
    text: string;
  };
  const token = /#codigo=([\w-]+)/.exec(text)![1];
  expect((await tab.post('/api/v2/auth/verify', { realm: 'alcantir', token })).status).toBe(200);
  return tab;
}

async function send(tab: Tab, title: string, email: string) {
  const body = incidenceBody(title, { firstName: 'Pere', lastName: 'Mas Soler', email });
  const response = await tab.post('/api/alcantir/requests/incidencias/create', { ...body, captchaWork: await solvedCaptcha(tab) });
  expect(response.status).toBe(200);
  return (await response.json()) as { _id: string; reference: string };
}

async function signedIn(server: Server, user: string, password: string, host = 'alcantir.localhost') {
  const tab = browser(server.app, host);
  expect((await tab.post('/api/v2/auth/login', { user, password })).status).toBe(200);
  return tab;
}

describe('"Descargar mis datos"', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });

  it("answers the session's own profile and requests as a JSON file, without the desk's notes", async () => {
    const pere = await newCitizen(server, 'pere.export@example.org');
    const sent = await send(pere, 'Farola apagada en la plaza', 'pere.export@example.org');
    const gestor = server.store.db.prepare("SELECT id FROM users WHERE realm = 'alcantir' AND user = 'gestor'").get() as { id: string };
    const actions = new RequestActions(server.store.db, new MailOutbox(server.store.db), NO_NOTICE);
    actions.apply('alcantir', sent.reference, {
      actor: { kind: 'staff', id: gestor.id },
      change: { action: 'note', message: 'Nota interna: vecino insistente' },
    });
    actions.apply('alcantir', sent.reference, { actor: { kind: 'staff', id: gestor.id }, change: { action: 'status', to: 'En gestión' } });

    const response = await pere.get('/api/alcantir/profile/export?userId=someone-else');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mis-datos-alcantir.json"');
    const copy = await response.json();
    expect(copy).toEqual({
      exportedAt: expect.any(String),
      realm: 'alcantir',
      account: { firstName: 'Pere', lastName: 'Mas Soler', telephone: '', email: 'pere.export@example.org', emailVerified: true },
      requests: [
        {
          reference: sent.reference,
          mailbox: 'incidencias',
          title: 'Farola apagada en la plaza',
          status: 'En gestión',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      // None booked signed in (docs/appointments.md "Mis citas" lists those).
      appointments: [],
      // None obtained (tests/unit/server/voucher-account.test.ts has a copy with vouchers).
      vouchers: [],
    });
    const text = JSON.stringify(copy);
    for (const internal of ['Nota interna', gestor.id, sent._id, 'password', 'session']) expect(text).not.toContain(internal);
  });

  it('answers 401 without a session, to a device user, to a session of another realm, and to its staff', async () => {
    const vecina = await signedIn(server, 'vecina', 'alcantir-demo');
    const gestora = await signedIn(server, 'gestora', 'vilamar-gestora', 'vilamar.localhost');
    for (const tab of [browser(server.app), await deviceTab(server.app), await deviceTab(server.app, 'vilamar'), gestora]) {
      expect((await tab.get('/api/alcantir/profile/export')).status).toBe(401);
    }
    expect((await vecina.get('/api/vilamar/profile/export')).status).toBe(401);
    // Another user's session reads its own account, never this one's.
    const own = await (await vecina.get('/api/alcantir/profile/export')).json();
    expect(own.account.email).not.toBe('pere.export@example.org');
  });
});

describe('"Eliminar mi cuenta"', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });

  it('erases the profile, ends every session, keeps the requests with private links, and says so by e-mail', async () => {
    const pere = await newCitizen(server, 'pere.baja@example.org');
    const other = browser(server.app);
    expect((await other.post('/api/v2/auth/login', { user: 'pere.baja@example.org', password: PASSWORD })).status).toBe(200);
    const first = await send(pere, 'Bache delante del colegio', 'pere.baja@example.org');
    const second = await send(pere, 'Papelera rota en el parque', 'pere.baja@example.org');
    const userId = (await (await pere.get('/api/v2/auth/loggedin')).json())._id as string;

    // A device of the account, subscribed to its own requests' news as well as to a public topic.
    const push = new PushStore(server.store.db);
    push.subscribe(
      'alcantir',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/pere', p256dh: 'k', auth: 'a' },
      { topics: ['urgentes', 'mis-solicitudes'], language: 'es', userId },
    );

    const wrong = await pere.post('/api/alcantir/profile/delete', { password: 'otra contraseña' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ field: 'password', key: 'account.error.currentPassword.wrong' }] });
    expect((await pere.post('/api/alcantir/profile/delete', {})).status).toBe(400);
    expect((await pere.get('/api/alcantir/profile')).status).toBe(200);

    const done = await pere.post('/api/alcantir/profile/delete', { password: PASSWORD, userId: 'someone-else' });
    expect(done.status).toBe(200);
    // Both sessions ended; the address and password open nothing.
    for (const tab of [pere, other]) expect((await tab.get('/api/alcantir/profile')).status).toBe(401);
    expect((await browser(server.app).post('/api/v2/auth/login', { user: 'pere.baja@example.org', password: PASSWORD })).status).toBe(401);
    const row = server.store.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as Record<string, unknown>;
    expect(row).toMatchObject({
      user: null,
      name_key: null,
      email_key: null,
      first_name: null,
      last_name: null,
      telephone: null,
      email: null,
      email_verified: 0,
    });
    // Nothing of the address or the name is left to refuse them to a new account (users.ts, conflictOf).
    // The device keeps the public topic only, and is nobody's.
    expect(push.byEndpoint('alcantir', 'https://fcm.googleapis.com/fcm/send/pere')).toMatchObject({ userId: null });
    expect(
      server.store.db
        .prepare("SELECT topic FROM push_subscription_topics WHERE realm = 'alcantir' ORDER BY topic")
        .all()
        .map((r) => (r as { topic: string }).topic),
    ).toEqual(['urgentes']);

    // The requests stay, with the town hall, and open with the farewell's private links.
    const requests = new Requests(server.store.db);
    expect(requests.byReference('alcantir', first.reference)).toMatchObject({ title: 'Bache delante del colegio' });
    const farewell = new MailOutbox(server.store.db);
    const { id } = server.store.db.prepare("SELECT id FROM mail_outbox WHERE kind = 'account-deleted' AND to_address = ?").get('pere.baja@example.org') as {
      id: number;
    };
    const stored = JSON.stringify(server.store.db.prepare('SELECT * FROM mail_outbox WHERE id = ?').get(id));
    // Claimed as the sender claims it (other messages are due before it): its keys are put back only then.
    let message = farewell.claimNext(60_000, Date.now() + 1);
    while (message && message.id !== id) message = farewell.claimNext(60_000, Date.now() + 1);
    if (!message) throw new Error('the farewell was not queued');
    expect(message.subject).toBe('Hemos eliminado su cuenta');
    for (const sent of [first, second]) {
      const key = new RegExp(`/mis-solicitudes/${sent.reference}#clave=([\\w-]{43})`).exec(message.text)?.[1];
      expect(key, sent.reference).toBeDefined();
      expect(stored).not.toContain(key);
      const opened = await browser(server.app).request(`/api/alcantir/requests/${sent.reference}`, { headers: { 'X-Follow-Up-Key': key! } });
      expect(opened.status).toBe(200);
    }
  });

  it('is refused without a session, to a device user, in another realm, and to staff', async () => {
    const pere = await newCitizen(server, 'pere.intento@example.org');
    for (const tab of [browser(server.app), await deviceTab(server.app)]) {
      expect((await tab.post('/api/alcantir/profile/delete', { password: PASSWORD })).status).toBe(401);
    }
    expect((await pere.post('/api/vilamar/profile/delete', { password: PASSWORD })).status).toBe(401);
    const gestora = await signedIn(server, 'gestora', 'vilamar-gestora', 'vilamar.localhost');
    expect((await gestora.post('/api/alcantir/profile/delete', { password: 'vilamar-gestora' })).status).toBe(401);
    const staffOwn = await gestora.post('/api/vilamar/profile/delete', { password: 'vilamar-gestora' });
    expect(staffOwn.status).toBe(403);
    expect(await staffOwn.json()).toMatchObject({ errCode: 'staff-account' });
    // Nothing was erased.
    expect((await pere.get('/api/alcantir/profile')).status).toBe(200);
    expect((await gestora.get('/api/vilamar/profile')).status).toBe(200);
  });
});
