import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildRequest } from '../../../src/domain/requests/request-rules.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { createApp } from '../../../server/http/app.ts';
import { SqlitePayments } from '../../../server/store/payments.ts';
import { CHECKOUT_EXPIRES_MS } from '../../../server/http/pay-and-send.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { PendingRequests } from '../../../server/store/pending-requests.ts';
import { Requests } from '../../../server/store/requests.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { bookingStart as inDays } from './support/booking-dates.ts';
import { browser, deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';

type Server = ReturnType<typeof localServer>;
type Tab = Awaited<ReturnType<typeof deviceTab>>;

const CHECKOUT = '/api/alcantir/requests/reservas/checkout';
const FORWARD = 'http://alcantir.localhost/buzon/reservas?pago=1';
const contact = { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' };

/**
 * Each activity's own day, from 30 days ahead on: a room's block takes one booking (docs/rooms.md), so two bookings
 * of these tests never ask for the same block, while the same activity asks for the same one (a retry's body).
 */
const days = new Map<string, number>();
function dayOf(activity: string): number {
  if (!days.has(activity)) days.set(activity, 30 + days.size);
  return days.get(activity)!;
}

async function booking(server: Server, overrides: Record<string, unknown> = {}) {
  const mailbox = v.parse(MailboxSchema, await (await server.app.request('/api/alcantir/mailbox/reservas')).json());
  const values = {
    entidad: 'Coral Santa Cecilia',
    sala: 'centro-civico',
    inicio: inDays(dayOf(String(overrides.body ?? 'Ensayo abierto de la coral'))),
    asistentes: '40',
    body: 'Ensayo abierto de la coral',
    ...overrides,
  };
  return buildRequest(mailbox, values, contact, undefined, true);
}

const checkout = async (tab: Tab, request: unknown, key?: string, extra: Record<string, unknown> = {}) => {
  const response = await tab.post(CHECKOUT, { request, ...extra }, key ? { 'Idempotency-Key': key } : undefined);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & { _id: string; token: string; followUpKey?: string },
  };
};

/** The sandbox page's button, as the citizen's window posts it. */
const decide = (tab: Tab, token: string, decision: 'pay' | 'cancel' | 'fail') =>
  tab.request('/api/payments/sandbox/decision', {
    method: 'POST',
    body: new URLSearchParams({ token, decision, forward: FORWARD, lang: 'es' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const requestsOf = (server: Server) => new Requests(server.store.db).list('alcantir');
const paymentsCount = (server: Server) => (server.store.db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n;
/** The receipts queued for a request, as the sender reads them (the follow-up key unsealed). */
const receipts = (server: Server, requestId: string) => new MailOutbox(server.store.db).ofRequest(requestId).filter((m) => m.kind === 'receipt');
/** Every value of every row of a table, as anyone reading the database file sees it. */
const rawRows = (server: Server, table: string) => JSON.stringify(server.store.db.prepare(`SELECT * FROM ${table}`).all());

describe('pay and send: checking before any payment', { timeout: 30_000 }, () => {
  const server = localServer();

  it('refuses an incomplete booking with the form rules, and creates no payment', async () => {
    const tab = await deviceTab(server.app);
    const before = paymentsCount(server);
    const refused = await checkout(tab, await booking(server, { entidad: '', body: '' }), 'reserva-incompleta-1');
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Array<{ message: string }>).map((e) => e.message)).toEqual([
      'Por favor, rellene el campo Asociación que organiza',
      'Por favor, rellene el campo Actividad',
    ]);
    expect(paymentsCount(server)).toBe(before);
  });

  it('refuses a booking for the past or beyond the accepted days, saying the range', async () => {
    const tab = await deviceTab(server.app);
    for (const days of [-1, 3, 181]) {
      const refused = await checkout(tab, await booking(server, { inicio: inDays(days) }));
      expect(refused.status).toBe(400);
      expect(refused.body.err).toMatch(/^Por favor, elija en el campo Día y hora de inicio una fecha del \d+ de \w+ de \d{4} al \d+ de \w+ de \d{4}\.$/);
    }
    expect((await checkout(tab, await booking(server, { inicio: inDays(7) }))).status).toBe(201);
    expect((await checkout(tab, await booking(server, { inicio: inDays(180) }))).status).toBe(201);
  });

  it('refuses an amount the mailbox does not take, a mailbox without payments, and a body without a request', async () => {
    const tab = await deviceTab(server.app);
    const body = { contact: { firstName: 'Pep', email: 'pep@example.org' }, extra: {}, images: [], files: [], title: '', body: '', origin: 'web' };
    const low = await tab.post('/api/alcantir/requests/aportacion/checkout', { request: body, amount: 4 });
    expect(low.status).toBe(400);
    expect((await low.json()).err).toMatch(/^El importe mínimo es 5,00\s€\.$/);
    // incidencias asks for the captcha, whose work is checked first: done, so that what is refused is the payment.
    const withWork = { ...body, captchaWork: await solvedCaptcha(tab) };
    expect((await tab.post('/api/alcantir/requests/incidencias/checkout', { request: withWork })).status).toBe(409);
    expect((await checkout(tab, 'no es una solicitud')).status).toBe(400);
  });

  it('needs a logged-in user, and a call from the portal itself', async () => {
    expect((await checkout(browser(server.app), await booking(server))).status).toBe(401);
    const tab = await deviceTab(server.app);
    const forged = await tab.post(CHECKOUT, { request: await booking(server) }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(forged.status).toBe(403);
  });
});

describe('pay and send: the server sends the request once paid', { timeout: 30_000 }, () => {
  const server = localServer();

  it('creates the request by itself when the gateway confirms, with its receipt, and the status call gives its reference', async () => {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, { body: 'Concierto de primavera pagado' }), 'reserva-pagada-01');
    expect(started.status).toBe(201);
    expect(started.headers.get('cache-control')).toBe('no-store');
    expect(started.body).toMatchObject({ status: 'pending', amount: 20, concept: 'Reserva de sala municipal', used: false });
    expect(started.body.followUpKey).toMatch(/^[\w-]{43}$/);
    expect(requestsOf(server).filter((r) => r.body === 'Concierto de primavera pagado')).toHaveLength(0);

    // The citizen pays, and closes the window: nothing else happens in the browser.
    expect((await decide(tab, started.body.token, 'pay')).status).toBe(303);
    const [request] = requestsOf(server).filter((r) => r.body === 'Concierto de primavera pagado');
    expect(request).toMatchObject({ mailbox: 'reservas', status: 'Recibida', payment: started.body._id, contact });
    const paid = new SqlitePayments(server.store.db).get('alcantir', started.body._id)!;
    expect(paid).toMatchObject({ status: 'pay', usedBy: request!._id });
    expect(new PendingRequests(server.store.db).get(started.body._id)).toBeUndefined();
    const [receipt] = receipts(server, request!._id);
    expect(receipt).toMatchObject({ to: 'marta@example.org', subject: `Hemos recibido su solicitud ${request!.reference}` });
    expect(receipt!.text).toContain(`/mis-solicitudes/${request!.reference}#clave=${started.body.followUpKey}`);
    // Typed in the form, the address is not proved to be the sender's: no copy of what was sent, nor the payment.
    expect(receipt!.text).not.toMatch(/Reserva de sala municipal|Concierto de primavera/);

    const status = await (await tab.get(`/api/alcantir/payments/${started.body._id}`)).json();
    expect(status).toMatchObject({ status: 'pay', used: true, reference: request!.reference });
    // The key given before the request existed opens it now.
    const opened = await browser(server.app).request(`/api/alcantir/requests/${request!.reference}`, {
      headers: { 'X-Follow-Up-Key': started.body.followUpKey! },
    });
    expect(opened.status).toBe(200);
  });

  it('sends nothing for a refused or cancelled payment, and keeps nothing waiting', async () => {
    for (const decision of ['fail', 'cancel'] as const) {
      const tab = await deviceTab(server.app);
      const body = `Reserva que no se paga (${decision})`;
      const started = await checkout(tab, await booking(server, { body }));
      await decide(tab, started.body.token, decision);
      expect(requestsOf(server).filter((r) => r.body === body)).toHaveLength(0);
      expect(new PendingRequests(server.store.db).get(started.body._id)).toBeUndefined();
      const status = await (await tab.get(`/api/alcantir/payments/${started.body._id}`)).json();
      expect(status).toMatchObject({ status: decision === 'fail' ? 'failed' : 'cancel', used: false });
      expect(status).not.toHaveProperty('reference');
    }
  });

  it('answers a retry with the same Idempotency-Key with the same payment and key, never a second payment or request', async () => {
    const tab = await deviceTab(server.app);
    const request = await booking(server, { body: 'Reserva reintentada' });
    const first = await checkout(tab, request, 'reserva-reintento-1');
    const before = paymentsCount(server);
    const again = await checkout(tab, request, 'reserva-reintento-1');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: first.body._id, token: first.body.token, followUpKey: first.body.followUpKey });
    expect(paymentsCount(server)).toBe(before);
    await decide(tab, first.body.token, 'pay');
    const afterPaying = await checkout(tab, request, 'reserva-reintento-1');
    expect(afterPaying.body).toMatchObject({ _id: first.body._id, status: 'pay', reference: expect.stringMatching(/^ALC-/) });
    expect(requestsOf(server).filter((r) => r.body === 'Reserva reintentada')).toHaveLength(1);
    // The key for another mailbox is a conflict.
    const elsewhere = await tab.post('/api/alcantir/requests/aportacion/checkout', { request, amount: 10 }, { 'Idempotency-Key': 'reserva-reintento-1' });
    expect(elsewhere.status).toBe(409);
  });

  it('refuses the same Idempotency-Key with another request after the first was paid, as create does', async () => {
    const tab = await deviceTab(server.app);
    const first = await checkout(tab, await booking(server, { body: 'Reserva pagada primero' }), 'reserva-pagada-cambiada');
    await decide(tab, first.body.token, 'pay');
    const changed = await checkout(tab, await booking(server, { body: 'Otra reserva con la misma clave' }), 'reserva-pagada-cambiada');
    expect(changed.status).toBe(409);
    expect(changed.body.err).toBe('Esa Idempotency-Key ya se usó con otra solicitud; envíe esta con una clave nueva.');
    expect(requestsOf(server).filter((r) => r.body === 'Otra reserva con la misma clave')).toHaveLength(0);
    // The same request again is still the retry it was.
    expect((await checkout(tab, await booking(server, { body: 'Reserva pagada primero' }), 'reserva-pagada-cambiada')).status).toBe(200);
  });

  it('keeps the follow-up key only sealed, waiting for the payment and in the outbox, and erases it once the receipt leaves', async () => {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, { body: 'Reserva con clave sellada' }));
    const key = started.body.followUpKey!;
    expect(new PendingRequests(server.store.db).get(started.body._id)?.followUpKey).toBe(key);
    expect(rawRows(server, 'pending_requests')).not.toContain(key);
    await decide(tab, started.body.token, 'pay');
    const [request] = requestsOf(server).filter((r) => r.body === 'Reserva con clave sellada');
    const [receipt] = receipts(server, request!._id);
    expect(receipt!.text).toContain(`#clave=${key}`);
    expect(receipt!.html).toContain(`#clave=${key}`);
    expect(rawRows(server, 'mail_outbox')).not.toContain(key);
    const outbox = new MailOutbox(server.store.db);
    outbox.markSent(receipt!.id);
    expect(server.store.db.prepare('SELECT text, html, sealed_key FROM mail_outbox WHERE id = ?').get(receipt!.id)).toEqual({
      text: null,
      html: null,
      sealed_key: null,
    });
  });

  it('cancels a checkout left undecided for CHECKOUT_EXPIRES_MS, dropping the request and the key that waited on it', async () => {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, { body: 'Reserva abandonada en la pasarela' }));
    const realms = loadRealms(realmsDir());
    // Not yet a day: it waits.
    expect(new PendingRequests(server.store.db).get(started.body._id)).toBeDefined();
    const dayAgo = new Date(Date.now() - CHECKOUT_EXPIRES_MS - 1000).toISOString();
    server.store.db.prepare('UPDATE pending_requests SET created_at = ? WHERE payment_id = ?').run(dayAgo, started.body._id);
    createApp({ store: server.store, realms: () => realms, realmsRoot: realmsDir(), writeApi: { uploadsDir: server.dir, rateLimits: {} } });
    expect(new PendingRequests(server.store.db).get(started.body._id)).toBeUndefined();
    expect(new SqlitePayments(server.store.db).get('alcantir', started.body._id)).toMatchObject({ status: 'cancel', usedBy: null });
    // A verdict arriving afterwards sends nothing.
    await decide(tab, started.body.token, 'pay');
    expect(requestsOf(server).filter((r) => r.body === 'Reserva abandonada en la pasarela')).toHaveLength(0);
  });

  it('refuses the same Idempotency-Key with another request while the first waits for its payment', async () => {
    const tab = await deviceTab(server.app);
    await checkout(tab, await booking(server, { body: 'Primera versión de la reserva' }), 'reserva-cambiada-1');
    const changed = await checkout(tab, await booking(server, { body: 'Segunda versión de la reserva' }), 'reserva-cambiada-1');
    expect(changed.status).toBe(409);
    expect(changed.body.err).toBe('Esa Idempotency-Key ya se usó con otra solicitud; envíe esta con una clave nueva.');
  });

  it('gives a citizen with an account no key: the request is in Mis solicitudes', async () => {
    const tab = browser(server.app);
    await tab.post('/api/v2/auth/login', { user: 'vecina', password: 'alcantir-demo' });
    const started = await checkout(tab, await booking(server, { body: 'Reserva con cuenta' }));
    expect(started.body).not.toHaveProperty('followUpKey');
    await decide(tab, started.body.token, 'pay');
    const mine = await (await tab.get('/api/alcantir/requests/mine')).json();
    expect(mine.items[0]).toMatchObject({ mailbox: 'reservas', title: 'Reserva con cuenta', status: 'Recibida' });
  });

  it('finishes a paid request the server stopped before sending, at the next status call or when it starts again', async () => {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, { body: 'Reserva interrumpida' }));
    // The verdict lands in another process (no listener): the request waits, as if the server had stopped there.
    new SqlitePayments(server.store.db).settle('alcantir', started.body._id, 'pay');
    expect(requestsOf(server).filter((r) => r.body === 'Reserva interrumpida')).toHaveLength(0);
    const status = await (await tab.get(`/api/alcantir/payments/${started.body._id}`)).json();
    expect(status).toMatchObject({ status: 'pay', reference: expect.stringMatching(/^ALC-/) });

    const other = await checkout(tab, await booking(server, { body: 'Reserva tras un reinicio' }));
    new SqlitePayments(server.store.db).settle('alcantir', other.body._id, 'pay');
    const realms = loadRealms(realmsDir());
    createApp({ store: server.store, realms: () => realms, realmsRoot: realmsDir(), writeApi: { uploadsDir: server.dir, rateLimits: {} } });
    expect(requestsOf(server).filter((r) => r.body === 'Reserva tras un reinicio')).toHaveLength(1);
  });
});
