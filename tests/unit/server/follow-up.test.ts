import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildRequest, type UploadedFile } from '../../../src/domain/requests/request-rules.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { citizenMail } from '../../../server/mail/citizen-mail.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { SqlitePayments } from '../../../server/store/payments.ts';
import { NO_NOTICE, RequestActions } from '../../../server/store/request-actions.ts';
import { Requests } from '../../../server/store/requests.ts';
import { Uploads } from '../../../server/store/uploads.ts';
import { Users } from '../../../server/store/users.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { browser, deviceTab, localServer, solvedCaptcha, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

type Server = ReturnType<typeof localServer>;
type Tab = ReturnType<typeof browser>;

const contact = { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' };
const NOT_FOUND = { err: 'Solicitud no encontrada.', errCode: 'not-found' };

async function signedIn(server: Server, user: string, password: string, host = 'alcantir.localhost'): Promise<Tab> {
  const tab = browser(server.app, host);
  const login = await tab.post('/api/v2/auth/login', { user, password });
  if (login.status !== 200) throw new Error(`login of ${user} failed: ${login.status}`);
  return tab;
}

/**
 * A citizen with an account of their own (not the demo's), signed in: registered, then confirmed through the
 * link of the message the accounts queued, which signs in the browser that registered (the flow of
 * docs/accounts-api.md).
 */
async function newCitizen(server: Server, email: string): Promise<Tab> {
  const tab = browser(server.app);
  const made = await tab.post('/api/v2/auth/register', { realm: 'alcantir', email, password: 'una contraseña larga', firstName: 'Pere', lastName: 'Mas' });
  if (made.status !== 202) throw new Error(`register failed: ${made.status}`);
  const mail = server.store.db.prepare("SELECT text FROM mail_outbox WHERE to_address = ? AND kind = 'confirm-address' ORDER BY id DESC").get(email) as
    | { text: string }
    | undefined;
  const token = mail && /#codigo=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link to ${email}`);
  const confirmed = await tab.post('/api/v2/auth/verify', { realm: 'alcantir', token });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`);
  return tab;
}

/** Sends an incidencia from `tab` (with a photo when asked), as the form does; answers the create call's answer. */
async function sendIncidencia(server: Server, tab: Tab, body: string, withPhoto = false) {
  const definition = v.parse(MailboxSchema, await (await server.app.request('/api/alcantir/mailbox/incidencias')).json());
  const photos: UploadedFile[] = withPhoto
    ? [await (await upload(tab, '/api/alcantir/incidencias/assets2', samples.jpegWithGps(), 'farola.jpg', 'images')).json()]
    : [];
  const captchaWork = await solvedCaptcha(tab);
  const values = { category: 'Alumbrado público', title: '', body, address: 'Calle Abadia, 3', images: photos, captcha: '7' };
  const response = await tab.post('/api/alcantir/requests/incidencias/create', { ...buildRequest(definition, values, contact, undefined, true), captchaWork });
  expect(response.status).toBe(200);
  return (await response.json()) as { reference: string; followUpKey?: string };
}

const open = (tab: Tab, reference: string, key?: string) =>
  tab.request(`/api/alcantir/requests/${reference}`, key ? { headers: { 'X-Follow-Up-Key': key } } : {});

describe("the citizen's requests: Mis solicitudes", { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });

  it("lists the signed-in citizen's own requests, newest first, with reference, mailbox, title, status and dates", async () => {
    const lucia = await signedIn(server, 'vecina', 'alcantir-demo');
    const first = await sendIncidencia(server, lucia, 'Primera farola apagada en la plaza mayor');
    const second = await sendIncidencia(server, lucia, 'Segunda farola apagada junto al mercado');
    await sendIncidencia(server, await newCitizen(server, 'pere@example.org'), 'Una farola de otro vecino');

    const response = await lucia.get('/api/alcantir/requests/mine');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mine = await response.json();
    expect(mine).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(mine.items.map((i: { reference: string }) => i.reference)).toEqual([second.reference, first.reference]);
    expect(Object.keys(mine.items[0]).sort()).toEqual(['createdAt', 'mailbox', 'reference', 'status', 'title', 'updatedAt']);
    expect(mine.items[0]).toMatchObject({ mailbox: 'incidencias', status: 'Recibida', title: 'Segunda farola apagada junto al mercado' });
  });

  it('pages the list 20 at a time', async () => {
    const tab = await newCitizen(server, 'muchas@example.org');
    for (let i = 0; i < 21; i++) await sendIncidencia(server, tab, `Incidencia número ${i + 1} del mismo vecino`);
    const second = await (await tab.get('/api/alcantir/requests/mine?page=2')).json();
    expect(second).toMatchObject({ total: 21, page: 2, pages: 2 });
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(['Incidencia número 1 del mismo vecino']);
    expect((await (await tab.get('/api/alcantir/requests/mine?page=nada')).json()).page).toBe(1);
  });

  it('answers 401 without a session, to a device user without an account, and in a realm the citizen is not signed in to', async () => {
    expect((await browser(server.app).get('/api/alcantir/requests/mine')).status).toBe(401);
    const device = await deviceTab(server.app);
    await sendIncidencia(server, device, 'Enviada sin cuenta desde este dispositivo');
    const asDevice = await device.get('/api/alcantir/requests/mine');
    expect(asDevice.status).toBe(401);
    expect(asDevice.headers.get('cache-control')).toBe('no-store');
    const lucia = await signedIn(server, 'vecina', 'alcantir-demo');
    expect((await lucia.get('/api/vilamar/requests/mine')).status).toBe(401);
    expect((await lucia.get('/api/ninguno/requests/mine')).status).toBe(401);
  });
});

describe('one request, to its owner or its follow-up key', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });

  it('opens to the signed-in owner, and to nobody else: no session, another citizen, the same device without its key', async () => {
    const lucia = await signedIn(server, 'vecina', 'alcantir-demo');
    const { reference } = await sendIncidencia(server, lucia, 'Contenedor quemado en la calle Abadia');
    const answer = await open(lucia, reference);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({ reference, status: 'Recibida', canReply: true });

    for (const stranger of [browser(server.app), await newCitizen(server, 'curioso@example.org'), await deviceTab(server.app)]) {
      const refused = await open(stranger, reference);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(NOT_FOUND);
    }
    const device = await deviceTab(server.app);
    const sentByDevice = await sendIncidencia(server, device, 'Banco roto enviado sin cuenta');
    expect((await open(device, sentByDevice.reference)).status).toBe(404);
  });

  it('opens with the private link key to anyone who holds it, read tolerantly, and refuses a wrong or expired key or another realm', async () => {
    const device = await deviceTab(server.app);
    const { reference, followUpKey } = await sendIncidencia(server, device, 'Papelera arrancada en el parque');
    expect(followUpKey).toMatch(/^[\w-]{43}$/);
    const anyone = browser(server.app);
    expect((await open(anyone, reference, followUpKey)).status).toBe(200);
    // As typed from a letter: lower case, spaces for dashes, an O for a zero in the random part.
    const [prefix, year, ...random] = reference.split('-');
    const typed = encodeURIComponent(`${prefix} ${year} ${random.join(' ').replace(/0/g, 'O')}`.toLowerCase());
    expect((await open(anyone, typed, followUpKey)).status).toBe(200);

    const wrong = `${followUpKey!.slice(0, -1)}${followUpKey!.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [wrong, 'corta', '']) {
      const refused = await open(anyone, reference, key);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(NOT_FOUND);
    }
    // Another request's key opens only that one.
    const other = await sendIncidencia(server, await deviceTab(server.app), 'Otra incidencia con su propia clave');
    expect((await open(anyone, reference, other.followUpKey)).status).toBe(404);
    // The same reference and key under another realm, and a reference that does not exist.
    expect((await anyone.request(`/api/vilamar/requests/${reference}`, { headers: { 'X-Follow-Up-Key': followUpKey! } })).status).toBe(404);
    expect((await open(anyone, 'ALC-2026-0000-0000', followUpKey)).status).toBe(404);

    // A key made more than a year ago has expired.
    const requests = new Requests(server.store.db);
    const request = requests.byReference('alcantir', reference)!;
    const old = requests.addFollowUpKey(request._id, new Date(Date.now() - 366 * 86_400_000));
    expect((await open(anyone, reference, old)).status).toBe(404);
  });

  it('answers what was sent with the attachments by name, its timeline and conversation, and nothing internal', async () => {
    const device = await deviceTab(server.app);
    const { reference, followUpKey } = await sendIncidencia(server, device, 'Farola caída sobre la acera', true);
    const db = server.store.db;
    const users = new Users(db);
    const realms = loadRealms(realmsDir());
    const mail = citizenMail({ store: server.store, realms: () => realms, users, uploads: new Uploads(db, server.dir), payments: new SqlitePayments(db) });
    const actions = new RequestActions(db, new MailOutbox(db), mail.notice);
    const staff = { kind: 'staff' as const, id: (db.prepare("SELECT id FROM users WHERE user = 'gestor'").get() as { id: string }).id };
    actions.apply('alcantir', reference, { actor: staff, change: { action: 'status', to: 'En gestión', message: 'La brigada irá el lunes.' } });
    actions.apply('alcantir', reference, { actor: staff, change: { action: 'note', message: 'Nota interna: avisar a la compañía' } });
    actions.apply('alcantir', reference, { actor: staff, change: { action: 'assign', to: staff.id } });

    const seen = await (await open(browser(server.app), reference, followUpKey)).json();
    expect(seen).toMatchObject({
      reference,
      mailbox: 'incidencias',
      title: 'Farola caída sobre la acera',
      body: 'Farola caída sobre la acera',
      category: 'Alumbrado público',
      address: 'Calle Abadia, 3',
      contact,
      status: 'En gestión',
      attachments: [{ name: 'farola.jpg', kind: 'image' }],
      threads: [{ author: 'staff', message: 'La brigada irá el lunes.', status: 'En gestión' }],
      canReply: true,
    });
    expect(seen.history.map((e: { action: string }) => e.action)).toEqual(['created', 'status']);
    expect(seen.history.every((e: { actor: { id: unknown } }) => e.actor.id === null)).toBe(true);
    const text = JSON.stringify(seen);
    for (const internal of ['Nota interna', staff.id, '"iid"', '"_id"', '"user"', '"assignedTo"', '"images"', '"sessionId"'])
      expect(text).not.toContain(internal);
  });

  it('never shows census answers back, even hashed', async () => {
    const requests = new Requests(server.store.db);
    const lucia = await signedIn(server, 'vecina', 'alcantir-demo');
    const userId = (await (await lucia.get('/api/v2/auth/loggedin')).json())._id;
    const { request } = requests.create('alcantir', {
      mailbox: 'subvenciones',
      userId,
      sessionId: 's',
      prefix: 'ALC',
      language: 'es',
      followUp: false,
      doc: { title: 'Concierto', body: 'Proyecto', images: [], files: [], extra: { registro: 'censo:4f1c9a…', entidad: 'Coral Santa Cecilia' } },
    });
    const seen = await (await open(lucia, request.reference)).json();
    expect(seen.extra).toEqual({ entidad: 'Coral Santa Cecilia' });
  });
});

describe("the citizen's reply", { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });
  const reply = (tab: Tab, reference: string, message: unknown, headers: Record<string, string> = {}) =>
    tab.post(`/api/alcantir/requests/${reference}/reply`, { message }, headers);

  it('joins the conversation while the request is open, by key or by session, and is refused once it is closed', async () => {
    const device = await deviceTab(server.app);
    const { reference, followUpKey } = await sendIncidencia(server, device, 'Bache profundo frente al colegio');
    const anyone = browser(server.app);
    const answered = await reply(anyone, reference, '  Sigue igual y hoy un coche ha reventado una rueda.  ', { 'X-Follow-Up-Key': followUpKey! });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect((await answered.json()).threads).toEqual([
      { at: expect.any(String), author: 'citizen', message: 'Sigue igual y hoy un coche ha reventado una rueda.' },
    ]);

    const lucia = await signedIn(server, 'vecina', 'alcantir-demo');
    const own = await sendIncidencia(server, lucia, 'Grafitis en la fachada del centro cívico');
    expect((await reply(lucia, own.reference, 'Adjunto más datos en la próxima visita.')).status).toBe(200);

    const db = server.store.db;
    // The desk acts as a member of staff of the realm, by their user id (the demo's gestor).
    const gestor = db.prepare("SELECT id FROM users WHERE realm = 'alcantir' AND user = 'gestor'").get() as { id: string };
    const staff = { kind: 'staff' as const, id: gestor.id };
    const actions = new RequestActions(db, new MailOutbox(db), NO_NOTICE);
    for (const to of ['Rechazada', 'Cerrada'] as const) actions.apply('alcantir', own.reference, { actor: staff, change: { action: 'status', to } });
    const closed = await reply(lucia, own.reference, 'Un mensaje tardío');
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ err: 'Esta solicitud está cerrada y ya no admite mensajes.', errCode: 'closed' });
  });

  it('takes a message of 1 to 5,000 characters, and only from whoever may open the request', async () => {
    const device = await deviceTab(server.app);
    const { reference, followUpKey } = await sendIncidencia(server, device, 'Semáforo que no cambia a verde');
    const key = { 'X-Follow-Up-Key': followUpKey! };
    for (const message of ['', '   ', 'x'.repeat(5001), 42, undefined]) {
      const refused = await reply(browser(server.app), reference, message, key);
      expect(refused.status).toBe(400);
      expect((await refused.json()).errCode).toBe('message');
    }
    expect((await reply(browser(server.app), reference, 'x'.repeat(5000), key)).status).toBe(200);
    expect((await reply(browser(server.app), reference, 'Sin clave')).status).toBe(404);
    expect((await reply(device, reference, 'Desde el dispositivo, sin clave')).status).toBe(404);
    expect((await reply(await newCitizen(server, 'otra@example.org'), reference, 'Otra persona')).status).toBe(404);
  });

  it('is refused from another site, as every call that changes something', async () => {
    const device = await deviceTab(server.app);
    const { reference, followUpKey } = await sendIncidencia(server, device, 'Fuga de agua en la fuente');
    const forged = await reply(browser(server.app), reference, 'Mensaje falsificado', {
      'X-Follow-Up-Key': followUpKey!,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect((await (await open(browser(server.app), reference, followUpKey)).json()).threads).toEqual([]);
  });
});

describe('rate limits of following a request', { timeout: 30_000 }, () => {
  it('stop a client trying keys, without touching the calls around them', async () => {
    const server = localServer({ captchaAnswer: '7', rateLimits: { follow: { count: 3, seconds: 60 }, reply: { count: 1, seconds: 60 } } });
    const device = await deviceTab(server.app);
    const { reference, followUpKey } = await sendIncidencia(server, device, 'Árbol caído tras la tormenta');
    const anyone = browser(server.app);
    for (let i = 0; i < 3; i++) expect((await open(anyone, reference, `intento-${i}`)).status).toBe(404);
    const limited = await open(anyone, reference, followUpKey);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The captcha and the list are other calls, with their own buckets.
    expect((await anyone.get('/api/alcantir/requests/captcha')).status).toBe(200);
    expect((await anyone.get('/api/alcantir/requests/mine')).status).toBe(401);
    const key = { 'X-Follow-Up-Key': followUpKey! };
    expect((await anyone.post(`/api/alcantir/requests/${reference}/reply`, { message: 'Primero' }, key)).status).toBe(200);
    expect((await anyone.post(`/api/alcantir/requests/${reference}/reply`, { message: 'Segundo' }, key)).status).toBe(429);
  });
});
