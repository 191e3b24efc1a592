/**
 * Room bookings through "Pagar y enviar" (docs/rooms.md): the `reservas` form's room and start are a block of the
 * room, checked and held before any payment exists, turned into the request's booking when paid, freed when the
 * payment is refused or the gateway's window closes. Against the local server in-process, the demo's rooms.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src/domain/requests/request-rules.ts';
import { checkRoomStart } from '../../../src/domain/rooms/room-slots.ts';
import { RoomSchema } from '../../../src/schemas/rooms.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { ROOM_HOLD_MS, RoomBookings } from '../../../server/store/room-bookings.ts';
import { SqlitePayments } from '../../../server/store/payments.ts';
import { Requests } from '../../../server/store/requests.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { startMailSender, type MailSender } from '../../../server/mail/sender.ts';
import { smtpTransport } from '../../../server/mail/transport.ts';
import { SmtpReceiver } from '../../fixtures/smtp-receiver.ts';
import { signedIn } from './support/desk-fixture.ts';
import { browser, deviceTab, localServer } from './support/local-server.ts';

type Server = ReturnType<typeof localServer>;
type Tab = Awaited<ReturnType<typeof deviceTab>>;

const CHECKOUT = '/api/alcantir/requests/reservas/checkout';
const FORWARD = 'http://alcantir.localhost/buzon/reservas?pago=1';
const contact = { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' };

/** `days` from today at a Madrid wall-clock hour, as the form sends a date-time. */
const startAt = (days: number, hour: number) =>
  DateTime.now().setZone('Europe/Madrid').plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toISO({ suppressMilliseconds: true })!;

async function booking(server: Server, inicio: string, sala = 'centro-civico', body = 'Ensayo abierto de la coral') {
  const mailbox = v.parse(MailboxSchema, await (await server.app.request('/api/alcantir/mailbox/reservas')).json());
  return buildRequest(mailbox, { entidad: 'Coral Santa Cecilia', sala, inicio, asistentes: '40', body }, contact, undefined, true);
}

const checkout = async (tab: Tab, request: unknown) => {
  const response = await tab.post(CHECKOUT, { request });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { _id: string; token: string } };
};

const decide = (tab: Tab, token: string, decision: 'pay' | 'cancel' | 'fail') =>
  tab.request('/api/payments/sandbox/decision', {
    method: 'POST',
    body: new URLSearchParams({ token, decision, forward: FORWARD, lang: 'es' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const paymentsCount = (server: Server) => (server.store.db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n;
const rows = (server: Server) =>
  server.store.db.prepare('SELECT room, starts_at AS startsAt, status, payment_id AS paymentId, request_id AS requestId FROM room_bookings').all() as Array<{
    room: string;
    startsAt: number;
    status: string;
    paymentId: string | null;
    requestId: string | null;
  }>;

describe('a room block is checked before anything is paid', { timeout: 30_000 }, () => {
  const server = localServer();

  it('refuses 03:00, a time between blocks and an unknown room, saying the next free blocks, and creates no payment', async () => {
    const tab = await deviceTab(server.app);
    const before = paymentsCount(server);
    const night = await checkout(tab, await booking(server, startAt(40, 3)));
    expect(night.status).toBe(409);
    expect(night.body.errCode).toBe('room-slot');
    expect(night.body.err).toMatch(
      /^La sala no se puede reservar a esa hora: .*No se le ha cobrado nada\. Siguientes turnos libres: [^,]+, \d+ de [^,]+, 10:00–14:00; [^,]+, \d+ de [^,]+, 14:00–18:00; [^,]+, \d+ de [^,]+, 18:00–22:00\.$/,
    );
    expect((night.body.next as Array<{ startsAt: string }>).map((b) => DateTime.fromISO(b.startsAt).setZone('Europe/Madrid').hour)).toEqual([10, 14, 18]);
    expect((await checkout(tab, await booking(server, startAt(40, 12)))).body.errCode).toBe('room-slot');
    // Aula 2 opens Monday to Friday only: a Sunday is closed.
    let sunday = 40;
    while (DateTime.now().setZone('Europe/Madrid').plus({ days: sunday }).weekday !== 7) sunday++;
    expect((await checkout(tab, await booking(server, startAt(sunday, 10), 'casa-cultura'))).body.errCode).toBe('room-slot');
    const unknown = await checkout(tab, await booking(server, startAt(40, 18), 'sala-inventada'));
    expect(unknown.status).toBe(400);
    expect(paymentsCount(server)).toBe(before);
  });

  it('holds a block for the first citizen and refuses it to a second before a payment exists; a refused payment frees it', async () => {
    const first = await deviceTab(server.app);
    const second = await deviceTab(server.app);
    const started = await checkout(first, await booking(server, startAt(41, 18)));
    expect(started.status).toBe(201);
    const before = paymentsCount(server);
    const refused = await checkout(second, await booking(server, startAt(41, 18), 'centro-civico', 'Otra actividad'));
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('room-taken');
    expect(refused.body.err).toMatch(
      /^Ese turno de la sala ya está reservado o alguien lo está pagando en este momento\. No se le ha cobrado nada\. Siguientes turnos libres: [^,]+, \d+ de [^,]+, 10:00–14:00;/,
    );
    expect(paymentsCount(server)).toBe(before);

    await decide(first, started.body.token, 'fail');
    expect(rows(server).filter((r) => r.paymentId === started.body._id)).toEqual([]);
    expect((await checkout(second, await booking(server, startAt(41, 18), 'centro-civico', 'Otra actividad'))).status).toBe(201);
  });

  it("turns a paid hold into the request's booking, waiting for the town hall, with its history", async () => {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, startAt(42, 10), 'centro-civico', 'Concierto pagado'));
    expect(started.status).toBe(201);
    await decide(tab, started.body.token, 'pay');
    const booked = new RoomBookings(server.store.db).byPayment('alcantir', started.body._id);
    expect(booked).toMatchObject({ room: '6650c1000000000000000001', status: 'requested', expiresAt: null });
    expect(booked!.requestId).toMatch(/^[0-9a-f]{24}$/);
    expect(booked!.history.map((h) => h.status)).toEqual(['held', 'requested']);
    // The receipt says what happens next, and until when it can be cancelled without cost.
    const [receipt] = new MailOutbox(server.store.db).ofRequest(booked!.requestId!).filter((m) => m.kind === 'receipt');
    expect(receipt!.text).toContain('Su reserva de sala está pendiente de confirmación por el ayuntamiento: le escribiremos cuando la confirme.');
    expect(receipt!.text).toMatch(/Puede anularla sin coste desde el enlace de seguimiento hasta el \d+ de \w+ de \d{4}/);
    // Booked stays booked: nobody else gets the block.
    const other = await deviceTab(server.app);
    expect((await checkout(other, await booking(server, startAt(42, 10), 'centro-civico', 'Otro concierto'))).body.errCode).toBe('room-taken');
  });

  it('gives one block to exactly one of twenty citizens paying for it at the same moment', async () => {
    const tabs = await Promise.all(Array.from({ length: 20 }, () => deviceTab(server.app)));
    const request = await booking(server, startAt(43, 14), 'centro-civico', 'Carrera por la sala');
    const before = paymentsCount(server);
    const answers = await Promise.all(tabs.map((tab) => checkout(tab, request)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errCode === 'room-taken')).toHaveLength(19);
    expect(paymentsCount(server)).toBe(before + 1);
    expect(rows(server).filter((r) => r.startsAt === Date.parse(startAt(43, 14)))).toHaveLength(1);
  });

  it('keeps a second live row for one block out whatever the code does: the unique index', () => {
    const db = server.store.db;
    const insert = db.prepare(
      "INSERT INTO room_bookings (id, realm, room, starts_at, ends_at, status, history, created_at, changed_at) VALUES (?, 'alcantir', 'salon-actos', 1, 2, ?, '[]', 0, 0)",
    );
    insert.run('a1', 'confirmed');
    expect(() => insert.run('a2', 'held')).toThrow(/UNIQUE/);
    insert.run('a3', 'cancelled');
  });
});

describe('a hold ends with the gateway window', { timeout: 30_000 }, () => {
  let shift = 0;
  const server = localServer({ now: () => Date.now() + shift });

  it('cancels the payment and frees the block when the window closes; a late "paid" is refused', async () => {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, startAt(44, 18), 'centro-civico', 'Pago que no llega'));
    expect(started.status).toBe(201);
    const other = await deviceTab(server.app);
    expect((await checkout(other, await booking(server, startAt(44, 18), 'centro-civico', 'Segundo intento'))).body.errCode).toBe('room-taken');

    shift = ROOM_HOLD_MS + 1000;
    // The next checkout ends the expired hold first: its payment is cancelled, its block free.
    const again = await checkout(other, await booking(server, startAt(44, 18), 'centro-civico', 'Segundo intento'));
    expect(again.status).toBe(201);
    expect(new SqlitePayments(server.store.db).get('alcantir', started.body._id)?.status).toBe('cancel');
    await decide(tab, started.body.token, 'pay');
    expect(new SqlitePayments(server.store.db).get('alcantir', started.body._id)?.status).toBe('cancel');
    expect(
      rows(server)
        .filter((r) => r.startsAt === Date.parse(startAt(44, 18)))
        .map((r) => r.paymentId),
    ).toEqual([again.body._id]);
  });

  it('expireHolds leaves a paid hold for its booking', () => {
    const db = server.store.db;
    const ledger = new SqlitePayments(db);
    const made = ledger.create({ realm: 'alcantir', mailbox: 'reservas', userId: 'u', sessionId: 's', cents: 2000, concept: 'Sala', gateway: 'sandbox' });
    if ('conflict' in made) throw new Error('conflict');
    db.prepare(
      "INSERT INTO room_bookings (id, realm, room, starts_at, ends_at, status, payment_id, expires_at, history, created_at, changed_at) VALUES ('paid-hold', 'alcantir', 'salon-actos', 5, 6, 'held', ?, 10, '[]', 0, 0)",
    ).run(made.payment.id);
    ledger.settle('alcantir', made.payment.id, 'pay');
    expect(new RoomBookings(db, ledger).expireHolds(1_000)).toBe(0);
    expect(new RoomBookings(db).get('alcantir', 'paid-hold')?.status).toBe('held');
    // Expired but paid, it still holds its block until it becomes the booking.
    expect(new RoomBookings(db).taken('alcantir', 'salon-actos', 0, 100)).toEqual([{ startMs: 5, endMs: 6 }]);
  });
});

describe('a request sent with a payment made first (the older two-step way) books its block too', { timeout: 30_000 }, () => {
  const server = localServer();
  const CREATE = '/api/alcantir/requests/reservas/create';
  const paidPayment = async (tab: Tab) => {
    const made = (await (await tab.post('/api/alcantir/payments/new', { mailbox: 'reservas' })).json()) as { _id: string; token: string };
    await decide(tab, made.token, 'pay');
    return made._id;
  };

  it("refuses a block another request holds, spending nothing, and books a free one in the request's transaction", async () => {
    const first = await deviceTab(server.app);
    expect((await checkout(first, await booking(server, startAt(50, 14)))).status).toBe(201);

    const second = await deviceTab(server.app);
    const payment = await paidPayment(second);
    const taken = await second.post(CREATE, { ...(await booking(server, startAt(50, 14), 'centro-civico', 'Dos pasos')), payment });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { errCode: string }).errCode).toBe('room-taken');
    expect(new SqlitePayments(server.store.db).get('alcantir', payment)?.usedBy).toBeNull();

    const night = await second.post(CREATE, { ...(await booking(server, startAt(50, 3), 'centro-civico', 'Dos pasos')), payment });
    expect(((await night.json()) as { errCode: string }).errCode).toBe('room-slot');

    const sent = await second.post(CREATE, { ...(await booking(server, startAt(50, 18), 'centro-civico', 'Dos pasos')), payment });
    expect(sent.status).toBe(200);
    const { _id } = (await sent.json()) as { _id: string };
    expect(new RoomBookings(server.store.db).byRequest('alcantir', _id)).toMatchObject({ status: 'requested', startMs: Date.parse(startAt(50, 18)) });
  });
});

describe('the free blocks of a room', { timeout: 30_000 }, () => {
  const server = localServer();
  const BLOCKS = '/api/alcantir/requests/reservas/rooms/centro-civico/blocks';

  it("lists the rooms of a mailbox in the caller's language, and nothing for a mailbox that books none", async () => {
    const tab = await deviceTab(server.app);
    const rooms = (await (await tab.get('/api/alcantir/requests/reservas/rooms?lang=va')).json()) as { items: Array<Record<string, unknown>> };
    expect(rooms.items.map((r) => r.slug)).toEqual(['centro-civico', 'casa-cultura', 'salon-actos']);
    expect(rooms.items[0]).toMatchObject({
      title: 'Sala polivalent del Centre Cívic',
      capacity: 80,
      blockMinutes: 240,
      pricePerBlock: 20,
      confirmation: 'town-hall',
    });
    expect(((await (await tab.get('/api/alcantir/requests/incidencias/rooms')).json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('answers the free blocks of a stretch of days, without those held or booked, and refuses a bad range or room', async () => {
    const tab = await deviceTab(server.app);
    const day = DateTime.now().setZone('Europe/Madrid').plus({ days: 60 }).toISODate()!;
    const before = (await (await tab.get(`${BLOCKS}?from=${day}&to=${day}`)).json()) as { items: Array<{ start: string; startsAt: string }> };
    expect(before.items.map((b) => b.start)).toEqual(['10:00', '14:00', '18:00']);
    expect((await checkout(tab, await booking(server, before.items[1]!.startsAt))).status).toBe(201);
    const after = (await (await tab.get(`${BLOCKS}?from=${day}&to=${day}`)).json()) as { items: Array<{ start: string }> };
    expect(after.items.map((b) => b.start)).toEqual(['10:00', '18:00']);
    const whole = (await (await tab.get(BLOCKS)).json()) as { items: Array<{ day: string }>; room: { window: { first: string } } };
    expect(whole.items[0]!.day).toBe(whole.room.window.first);
    expect((await tab.get(`${BLOCKS}?from=${day}&to=2020-01-01`)).status).toBe(400);
    expect((await tab.get('/api/alcantir/requests/reservas/rooms/sala-inventada/blocks')).status).toBe(404);
    expect((await tab.get('/api/nadie/requests/reservas/rooms')).status).toBe(404);
  });
});

describe('the desk confirms, cancels and refunds a room booking, with its history', { timeout: 30_000 }, () => {
  const server = localServer();
  const LIST = '/api/alcantir/desk/rooms/bookings';
  const status = (id: string) => `${LIST}/${id}/status`;

  /** A booking paid through Pagar y enviar, waiting for the town hall. */
  async function paidBooking(days: number, hour: number, body: string) {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, startAt(days, hour), 'centro-civico', body));
    await decide(tab, started.body.token, 'pay');
    return new RoomBookings(server.store.db).byPayment('alcantir', started.body._id)!;
  }

  it('lists the coming bookings, confirms one, and cancels another with its refund recorded through the sandbox', async () => {
    const first = await paidBooking(60, 10, 'Para confirmar');
    const second = await paidBooking(61, 10, 'Para anular');
    const gestor = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    const list = (await (await gestor.get(LIST)).json()) as { items: Array<{ id: string; status: string; paid: number; reference: string }> };
    expect(list.items.filter((i) => [first.id, second.id].includes(i.id)).map((i) => [i.status, i.paid])).toEqual([
      ['requested', 20],
      ['requested', 20],
    ]);
    const confirmed = (await (await gestor.post(status(first.id), { status: 'confirmed' })).json()) as {
      status: string;
      history: Array<{ status: string; by?: string }>;
    };
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.history.map((h) => h.status)).toEqual(['held', 'requested', 'confirmed']);
    expect(confirmed.history[2]!.by).toMatch(/\w+/);
    expect((await gestor.post(status(first.id), { status: 'confirmed' })).status).toBe(409);

    const cancelled = (await (await gestor.post(status(second.id), { status: 'cancelled', refund: true })).json()) as Record<string, unknown>;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refund: { outcome: 'refunded', reference: `sandbox-refund-${second.paymentId}`, cents: 2000 },
      cancelledBy: 'staff',
    });
    // A clerk's own cancellation is no news to the desk: no message to the staff.
    expect(new MailOutbox(server.store.db).ofRequest(second.requestId!).filter((m) => m.kind === 'room-cancelled')).toEqual([]);
    expect((await gestor.post(status(second.id), { status: 'cancelled', refund: true })).status).toBe(409);
    // The citizen is told on the request and by e-mail, in the request's language.
    const told = (id: string) =>
      new MailOutbox(server.store.db)
        .ofRequest(id)
        .filter((m) => m.kind !== 'receipt')
        .map((m) => m.text);
    expect(told(first.requestId!).join('\n')).toContain('El Ayuntamiento ha confirmado su reserva de Sala polivalente del Centro Cívico para el');
    expect(told(second.requestId!).join('\n')).toMatch(
      /El Ayuntamiento ha anulado su reserva de Sala polivalente del Centro Cívico para el .+ y le ha devuelto 20,00\s€ por el mismo medio de pago\./,
    );
    // The block is free again for someone else.
    const other = await deviceTab(server.app);
    expect((await checkout(other, await booking(server, startAt(61, 10), 'centro-civico', 'Otra'))).status).toBe(201);
    expect((await gestor.post(status('no-existe'), { status: 'confirmed' })).status).toBe(404);
    expect((await gestor.post(status(first.id), { status: 'paid' })).status).toBe(400);
  });

  it('refuses whoever is not staff of the realm, and a member who does not handle the mailbox, changing nothing', async () => {
    const made = await paidBooking(62, 14, 'Reserva ajena');
    const tabs: Array<[string, Tab, number]> = [
      ['no session', browser(server.app), 401],
      ['citizen', await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo'), 403],
      ["another realm's staff", await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora', 'alcantir.localhost'), 401],
    ];
    for (const [who, tab, expected] of tabs) {
      for (const response of [await tab.get(LIST), await tab.post(status(made.id), { status: 'cancelled', refund: true })]) {
        expect([who, response.status]).toEqual([who, expected]);
        expect(await response.text()).not.toContain(made.id);
      }
    }
    const brigada = await signedIn(server.app, 'alcantir', 'brigada', 'alcantir-brigada');
    expect(((await (await brigada.get(LIST)).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await brigada.post(status(made.id), { status: 'confirmed' })).status).toBe(403);
    // Nor when the room has left the content since: a booking of no known room is for staff of every mailbox only.
    const roomId = new RoomBookings(server.store.db).get('alcantir', made.id)!.room;
    server.store.put('alcantir', 'salas', { ...server.store.get('alcantir', 'salas', roomId)!, isPublished: false });
    expect((await brigada.post(status(made.id), { status: 'confirmed' })).status).toBe(403);
    expect(new RoomBookings(server.store.db).get('alcantir', made.id)?.status).toBe('requested');
  });
});

describe("the citizen reads the booking's state and cancels it within the terms, from the request's private link", { timeout: 30_000 }, () => {
  let shift = 0;
  const server = localServer({ now: () => Date.now() + shift });

  /** A paid booking and how its citizen opens it: the reference and the follow-up key of Pagar y enviar. */
  async function paid(days: number, hour: number, body: string) {
    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, startAt(days, hour), 'centro-civico', body));
    await decide(tab, started.body.token, 'pay');
    const booked = new RoomBookings(server.store.db).byPayment('alcantir', started.body._id)!;
    const reference = new Requests(server.store.db).byId('alcantir', booked.requestId!)!.reference;
    const key = { 'X-Follow-Up-Key': String(started.body.followUpKey) };
    return { tab, reference, key, booked };
  }

  it('says the booking waits for the town hall, cancels it by POST only, and records the refund', async () => {
    const { tab, reference, key, booked } = await paid(70, 10, 'Reserva que se anula');
    const read = await tab.request(`/api/alcantir/requests/${reference}`, { headers: key });
    const before = ((await read.json()) as { room: Record<string, unknown> }).room;
    expect(before).toMatchObject({ slug: 'centro-civico', status: 'requested', confirmation: 'town-hall', canCancel: true, refundOnCancel: true });
    // Reading it again, as a prefetch would, cancels nothing.
    await tab.request(`/api/alcantir/requests/${reference}/room/cancel`, { headers: key });
    expect(new RoomBookings(server.store.db).get('alcantir', booked.id)?.status).toBe('requested');

    const stranger = await deviceTab(server.app);
    expect((await stranger.post(`/api/alcantir/requests/${reference}/room/cancel`, {})).status).toBe(404);
    const cancelled = await tab.post(`/api/alcantir/requests/${reference}/room/cancel`, {}, key);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { room: Record<string, unknown> }).room).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      refund: { outcome: 'refunded', amount: 20 },
    });
    expect((await tab.post(`/api/alcantir/requests/${reference}/room/cancel`, {}, key)).status).toBe(409);
  });

  it('refuses a cancellation once the free cancellation period is over, changing nothing', async () => {
    const { tab, reference, key, booked } = await paid(71, 14, 'Reserva tardía');
    shift = 70 * 86_400_000;
    const refused = await tab.post(`/api/alcantir/requests/${reference}/room/cancel`, {}, key);
    expect([refused.status, ((await refused.json()) as { errCode: string }).errCode]).toEqual([409, 'not-active']);
    expect(new RoomBookings(server.store.db).get('alcantir', booked.id)).toMatchObject({ status: 'requested', refund: null });
    shift = 0;
  });
});

describe('two servers on one database file', () => {
  it("never both hold one block: the second waits for the first one's lock, then finds the block taken", () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rooms-')), 'db.sqlite');
    const [one, two] = [openDatabase(path), openDatabase(path)];
    two.exec('PRAGMA busy_timeout = 50');
    const room = v.parse(RoomSchema, {
      _id: '6650c9000000000000000002',
      slug: 'aula',
      title: 'Aula',
      capacity: 10,
      mailbox: 'reservas',
      blockMinutes: 60,
      hours: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '22:00' }],
      window: { minDays: 1, maxDays: 60 },
      pricePerBlock: 0,
      cancellation: { freeUntilHours: 24, refund: false },
      confirmation: 'automatic',
    });
    const now = Date.now();
    const startMs = Date.parse(startAt(10, 18));
    const input = (sessionId: string) => ({ realm: 'alcantir', room: room._id, startMs, endMs: startMs + 3_600_000, sessionId, now });
    const check = (taken: Array<{ startMs: number; endMs: number }>) => checkRoomStart(room, [], startMs, now, taken);
    let inside: unknown;
    const first = new RoomBookings(one).hold(input('a'), (taken) => {
      // While the first server has read what is taken and not yet written, the second cannot even begin.
      try {
        new RoomBookings(two).hold(input('b'), check);
      } catch (error) {
        inside = error;
      }
      return check(taken);
    });
    expect(first.outcome).toBe('held');
    expect(String(inside)).toMatch(/locked|busy/i);
    const second = new RoomBookings(two).hold(input('b'), check);
    expect(second).toMatchObject({ outcome: 'refused', check: { reason: 'taken' } });
    one.close();
    two.close();
  });
});

describe("the desk is told when a citizen cancels a room booking: by e-mail to the room mailbox's staff, in their language", { timeout: 30_000 }, () => {
  const server = localServer();
  let receiver: SmtpReceiver;
  let sender: MailSender;
  beforeAll(async () => {
    receiver = new SmtpReceiver();
    await receiver.start();
    sender = startMailSender({
      outbox: new MailOutbox(server.store.db),
      transport: smtpTransport(receiver.url, 'avisos@portal.es'),
      pollMs: 60_000,
      log: () => {},
    });
  });
  afterAll(async () => {
    await sender.stop();
    await receiver.stop();
  });

  it('writes to the staff who handle the mailbox (the desk in Valencian: in Valencian), with no personal data, and the list says the citizen cancelled', async () => {
    // The gestor last opened the desk in Valencian; the brigada handles the incidents only.
    const gestor = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    expect((await gestor.get('/api/alcantir/desk/staff?lang=va')).status).toBe(200);
    const brigada = await signedIn(server.app, 'alcantir', 'brigada', 'alcantir-brigada');
    expect((await brigada.get('/api/alcantir/desk/staff')).status).toBe(200);

    const tab = await deviceTab(server.app);
    const started = await checkout(tab, await booking(server, startAt(75, 18), 'centro-civico', 'Assaig de la coral'));
    await decide(tab, started.body.token, 'pay');
    const booked = new RoomBookings(server.store.db).byPayment('alcantir', started.body._id)!;
    const reference = new Requests(server.store.db).byId('alcantir', booked.requestId!)!.reference;
    const key = { 'X-Follow-Up-Key': String(started.body.followUpKey) };
    expect((await tab.post(`/api/alcantir/requests/${reference}/room/cancel`, {}, key)).status).toBe(200);

    const queued = new MailOutbox(server.store.db).ofRequest(booked.requestId!).filter((m) => m.kind === 'room-cancelled');
    expect(queued.map((m) => m.to)).toEqual(['gestor@example.org']);
    await sender.drain();
    const mail = await receiver.waitFor((m) => m.recipients.includes('gestor@example.org') && m.subject.includes(reference));
    expect(mail.subject).toBe(`Reserva de sala cancel·lada per la persona sol·licitant (${reference})`);
    expect(mail.text).toMatch(
      /La persona sol·licitant ha cancel·lat la seua reserva de Sala polivalent del Centre Cívic del .+ 18:00\. El torn torna a estar lliure\./,
    );
    expect(mail.text).toMatch(/Se li han tornat 20,00\s€ per la passarel·la de pagament\./);
    const day = DateTime.fromMillis(booked.startMs).setZone('Europe/Madrid').toISODate();
    expect(mail.text).toContain(`https://asociaciones.alcantir.es/va/gestio/sales?desde=${day}`);
    // What the desk's page shows, no more: nobody's name, address or telephone.
    for (const personal of [contact.firstName, contact.lastName, contact.email, contact.telephone, 'Coral Santa Cecilia']) {
      expect(mail.text + mail.html).not.toContain(personal);
    }
    expect(receiver.messages.filter((m) => m.recipients.includes('brigada@example.org'))).toEqual([]);

    const later = (await (await gestor.get(`/api/alcantir/desk/rooms/bookings?from=${day}&to=${day}`)).json()) as {
      items: Array<{ id: string; status: string; cancelledBy: string | null }>;
    };
    expect(later.items.find((i) => i.id === booked.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'citizen' });
  });
});
