import { describe, expect, it } from 'vitest';
import { canMove, SqlitePayments } from '../../../server/store/payments.ts';
import { Requests } from '../../../server/store/requests.ts';
import { safeForward } from '../../../server/payment-gateways/gateway.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { bookingStart } from './support/booking-dates.ts';
import { browser, deviceTab, localServer } from './support/local-server.ts';

const NEW = '/api/alcantir/payments/new';
const FORWARD = 'http://alcantir.localhost/buzon/reservas?pago=1';
const reservation = {
  entidad: 'Coral Santa Cecilia',
  sala: 'centro-civico',
  inicio: bookingStart(30),
  asistentes: 40,
  body: 'Ensayo abierto de la coral con público',
  privacyAccepted: true,
  contact: { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' },
};

type Tab = Awaited<ReturnType<typeof deviceTab>>;
const pay = async (tab: Tab, json: Record<string, unknown>, key?: string) => {
  const response = await tab.post(NEW, json, key ? { 'Idempotency-Key': key } : undefined);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { _id: string; token: string } };
};
/** The sandbox page's button, as a browser posts it. */
const decide = (tab: Tab, token: string, decision: string, forward = FORWARD) =>
  tab.request('/api/payments/sandbox/decision', {
    method: 'POST',
    body: new URLSearchParams({ token, decision, forward, lang: 'va' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('creating a payment', () => {
  const server = localServer();

  it('charges a fixed fee whatever amount the browser sends, and refuses a different one', async () => {
    const tab = await deviceTab(server.app);
    const made = await pay(tab, { mailbox: 'reservas', concept: 'Reserva' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', amount: 20, concept: 'Reserva de sala municipal', used: false });
    expect(made.body.token).toMatch(/^[\w-]{32}$/);
    const cheap = await pay(tab, { mailbox: 'reservas', amount: 0.01 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.err).toMatch(/^El importe de esta solicitud es 20,00\s€\.$/);
    expect((await pay(tab, { mailbox: 'reservas', amount: 20 })).status).toBe(201);
  });

  it('keeps a citizen-entered amount within the mailbox range, read as typed or as a number', async () => {
    const tab = await deviceTab(server.app);
    expect((await pay(tab, { mailbox: 'aportacion', amount: '12,50' })).body.amount).toBe(12.5);
    expect((await pay(tab, { mailbox: 'aportacion', amount: 7 })).body.amount).toBe(7);
    const inValencian = await tab.post(NEW, { mailbox: 'aportacion', amount: 7 }, { 'Accept-Language': 'va' });
    expect((await inValencian.json()).concept).toBe('Aportació Setmana de les Associacions');
    expect((await pay(tab, { mailbox: 'aportacion', amount: 4.99 })).body.err).toMatch(/^El importe mínimo es 5,00\s€\.$/);
    expect((await pay(tab, { mailbox: 'aportacion', amount: 501 })).body.err).toMatch(/^El importe máximo es 500,00\s€\.$/);
    for (const amount of [undefined, 'mucho', 10.001, -5, '1.500']) {
      expect((await pay(tab, { mailbox: 'aportacion', amount })).body).toMatchObject({ errCode: 'amount' });
    }
  });

  it('answers the same payment to the same idempotency key, and a conflict to the key reused for another amount', async () => {
    const tab = await deviceTab(server.app);
    const first = await pay(tab, { mailbox: 'aportacion', amount: 10 }, 'pago-clave-0001');
    const again = await pay(tab, { mailbox: 'aportacion', amount: '10,00' }, 'pago-clave-0001');
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.token).toBe(first.body.token);
    expect((await pay(tab, { mailbox: 'aportacion', amount: 11 }, 'pago-clave-0001')).status).toBe(409);
    // Another session's identical key is its own payment.
    const other = await pay(await deviceTab(server.app), { mailbox: 'aportacion', amount: 10 }, 'pago-clave-0001');
    expect(other.body._id).not.toBe(first.body._id);
  });

  it('needs a logged-in user and a mailbox that takes payments', async () => {
    expect((await browser(server.app).post(NEW, { mailbox: 'reservas' })).status).toBe(401);
    const tab = await deviceTab(server.app);
    expect((await pay(tab, { mailbox: 'incidencias', amount: 5 })).body.err).toBe('Buzón no configurado correctamente.');
    expect((await pay(tab, { mailbox: 'ninguno' })).status).toBe(404);
  });
});

describe('the status of a payment', () => {
  const server = localServer();

  it("is its owner's to read: pending, then pay once the sandbox paid it", async () => {
    const tab = await deviceTab(server.app);
    const { body } = await pay(tab, { mailbox: 'reservas' });
    const status = async (t: Tab) => (await t.get(`/api/alcantir/payments/${body._id}`)).json();
    expect(await status(tab)).toEqual({ _id: body._id, status: 'pending', amount: 20, concept: 'Reserva de sala municipal', used: false });
    const decided = await decide(tab, body.token, 'pay');
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(FORWARD);
    expect((await status(tab)).status).toBe('pay');
    expect((await (await deviceTab(server.app)).get(`/api/alcantir/payments/${body._id}`)).status).toBe(404);
    expect((await browser(server.app).get(`/api/alcantir/payments/${body._id}`)).status).toBe(401);
  });

  it('moves once from pending to a final status: a paid payment is never cancelled, nor a cancelled one paid', async () => {
    expect(canMove('pending', 'pay')).toBe(true);
    expect(canMove('pending', 'cancel')).toBe(true);
    expect(canMove('pending', 'failed')).toBe(true);
    for (const [from, to] of [
      ['pay', 'cancel'],
      ['cancel', 'pay'],
      ['failed', 'pay'],
      ['pay', 'pending'],
      ['pending', 'refunded'],
    ])
      expect(canMove(from!, to!)).toBe(false);

    const ledger = new SqlitePayments(server.store.db);
    const tab = await deviceTab(server.app);
    const paid = (await pay(tab, { mailbox: 'reservas' })).body;
    await decide(tab, paid.token, 'pay');
    await decide(tab, paid.token, 'cancel');
    expect(ledger.get('alcantir', paid._id)!.status).toBe('pay');
    expect(ledger.settle('alcantir', paid._id, 'pay').outcome).toBe('unchanged');
    expect(ledger.settle('alcantir', paid._id, 'failed').outcome).toBe('refused');

    const cancelled = (await pay(tab, { mailbox: 'reservas' })).body;
    await decide(tab, cancelled.token, 'cancel');
    await decide(tab, cancelled.token, 'pay');
    expect(ledger.get('alcantir', cancelled._id)!.status).toBe('cancel');
    const failed = (await pay(tab, { mailbox: 'reservas' })).body;
    await decide(tab, failed.token, 'fail');
    expect(ledger.get('alcantir', failed._id)!.status).toBe('failed');
  });

  it('takes no decision for an unknown token nor for a payment another gateway handles', async () => {
    const tab = await deviceTab(server.app);
    expect((await decide(tab, 'no-such-token', 'pay')).status).toBe(404);
    const { body } = await pay(tab, { mailbox: 'reservas' });
    server.store.db.prepare("UPDATE payments SET gateway = 'redsys' WHERE id = ?").run(body._id);
    expect((await decide(tab, body.token, 'pay')).status).toBe(404);
    expect(new SqlitePayments(server.store.db).get('alcantir', body._id)!.status).toBe('pending');
  });
});

describe('spending a payment on a request', () => {
  const server = localServer();
  const CREATE = '/api/alcantir/requests/reservas/create';

  it('lets one request through per paid payment, for its own mailbox and user only', async () => {
    const tab = await deviceTab(server.app);
    const message = 'No se ha podido enviar su solicitud. Debe efectuar antes el pago de la misma.';
    const { body: payment } = await pay(tab, { mailbox: 'reservas' });
    expect(await (await tab.post(CREATE, reservation)).json()).toEqual({ err: message, errCode: 'payment' });
    const unpaid = await tab.post(CREATE, { ...reservation, payment: payment._id });
    expect(unpaid.status).toBe(402);
    await decide(tab, payment.token, 'pay');
    // A stranger who learnt the reference cannot spend it.
    expect((await (await deviceTab(server.app)).post(CREATE, { ...reservation, payment: payment._id })).status).toBe(402);
    const sent = await tab.post(CREATE, { ...reservation, payment: payment._id });
    expect(sent.status).toBe(200);
    const { _id } = await sent.json();
    expect(new Requests(server.store.db).list('alcantir').find((r) => r._id === _id)!.payment).toBe(payment._id);
    expect(new SqlitePayments(server.store.db).get('alcantir', payment._id)!.usedBy).toBe(_id);
    expect((await tab.post(CREATE, { ...reservation, body: 'Otra reserva con el mismo pago', payment: payment._id })).status).toBe(402);
    expect((await (await tab.get(`/api/alcantir/payments/${payment._id}`)).json()).used).toBe(true);
  });

  it('a payment made for another mailbox buys nothing here', async () => {
    const tab = await deviceTab(server.app);
    const { body: donation } = await pay(tab, { mailbox: 'aportacion', amount: 20 });
    await decide(tab, donation.token, 'pay');
    expect((await tab.post(CREATE, { ...reservation, payment: donation._id })).status).toBe(402);
  });
});

describe('the sandbox gateway page', () => {
  const server = localServer();

  it('is marked as a test, in the realm language asked for, with the payment details and no way to be framed', async () => {
    const tab = await deviceTab(server.app);
    const { body } = await pay(tab, { mailbox: 'reservas' });
    const response = await tab.get(`/api/payments/gateway?token=${body.token}&realm=alcantir&lang=va&forward=${encodeURIComponent(FORWARD)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="ca-valencia">');
    expect(html).toContain('Entorn de proves.');
    expect(html).toContain('Passarel·la de pagament de proves');
    expect(html).toMatch(/20,00\s€/);
    expect(html).toContain('>Pagar</button>');
    expect(html).toContain('>Cancel·lar</button>');
  });

  it("refuses an unknown token, another realm, and a forward URL off the realm's hosts", async () => {
    const tab = await deviceTab(server.app);
    const { body } = await pay(tab, { mailbox: 'reservas' });
    const open = (query: string) => tab.get(`/api/payments/gateway?${query}`);
    expect((await open(`token=nada&realm=alcantir&forward=${encodeURIComponent(FORWARD)}`)).status).toBe(404);
    expect((await open(`token=${body.token}&realm=vilamar&forward=${encodeURIComponent(FORWARD)}`)).status).toBe(404);
    const evil = await open(`token=${body.token}&realm=alcantir&forward=${encodeURIComponent('https://evil.example/phish')}`);
    expect(evil.status).toBe(400);
    expect(await evil.text()).toContain('Este enlace de pago no es válido.');
  });

  it("forward URLs: the realm's hosts on any port, or the page's own host; nothing else", () => {
    const realm = loadRealms(realmsDir()).find((r) => r.id === 'alcantir')!;
    expect(safeForward('http://alcantir.localhost:4415/va/buzon/reservas?pago=1', realm, undefined)).toBeDefined();
    expect(safeForward('https://asociaciones.alcantir.es/buzon/reservas', realm, undefined)).toBeDefined();
    expect(safeForward('http://localhost:4321/buzon/reservas', realm, 'localhost:4321')).toBeDefined();
    for (const bad of ['javascript:alert(1)', 'https://vilamar.localhost/', 'https://user:pw@asociaciones.alcantir.es/', '/buzon/reservas', undefined]) {
      expect(safeForward(bad, realm, 'alcantir.localhost')).toBeUndefined();
    }
  });
});
