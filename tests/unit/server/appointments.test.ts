/**
 * The appointments API against a real local server (docs/appointments.md "Calls"): the whole life of an appointment,
 * every refusal, the booking window and closed days, holds that expire, the race for the last place, the reminder
 * timer and retention, and the security checklist of docs/changing.md (who may call, nothing cached, limits,
 * cross-site). The clock is fixed: Monday 23 March 2026, 10:00 in Madrid, a week before summer time starts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { firstFreeWaits, runAppointmentJobs } from '../../../server/jobs/appointments.ts';
import { appointmentMail } from '../../../server/mail/appointment-mail.ts';
import { Appointments } from '../../../server/store/appointments.ts';
import type { DocumentStore } from '../../../server/store/documents.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { unseal } from '../../../server/store/sealed.ts';
import { t } from '../../../src/i18n/index.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { RealmConfigSchema, retentionDaysOf } from '../../../src/schemas/realm.ts';
import * as v from 'valibot';
import type { Limits } from '../../../server/http/guards/rate-limit.ts';
import { signedIn } from './support/desk-fixture.ts';
import { browser, localServer, solvedCaptcha } from './support/local-server.ts';

const NOW = Date.parse('2026-03-23T10:00:00+01:00');
const MINUTE = 60_000;
const DAY = 86_400_000;
const BASE = '/api/alcantir/citaprevia';
const S = 'cita-prueba-servicio';
const O = 'cita-prueba-oficina';
const PERSON = { name: 'Lucía', surnames: 'Ferrer Puig', identity: '12345678Z', email: 'lucia@example.org' };
const OTHER = { name: 'Joan', surnames: 'Martí', identity: 'X1234567L', email: 'joan@example.org' };

/**
 * A service of 30-minute slots at an office of two desks, weekdays 9:00–10:00 (two slots of two places), within 14
 * days; closed all Thursday 26 March; open on purpose on Sunday 29 March, the day summer time starts, 10:00–11:00.
 * The demo's holidays stay: Good Friday (3 April) and Easter Monday (6 April) are closed.
 */
function installContent(store: DocumentStore) {
  const title = (es: string) => ({ es, va: es });
  store.put('alcantir', 'citaprevia_servicios', {
    _id: S,
    title: title('Prueba de cita'),
    documents: [title('DNI o NIE')],
    duration: 30,
    offices: [O],
    bookingWindow: { days: 14 },
  });
  store.put('alcantir', 'citaprevia_oficinas', {
    _id: O,
    title: title('Oficina de prueba'),
    address: { street: 'Plaza Mayor, 1', city: 'Alcantir', zipCode: '46890' },
    coordinates: { lat: 38.98, lng: -0.52 },
    telephone: '962 000 000',
    openingHours: title('De 9:00 a 10:00'),
    desks: [
      { id: 'a', title: title('Puesto A'), services: [S] },
      { id: 'b', title: title('Puesto B'), services: [S] },
    ],
  });
  store.put('alcantir', 'citaprevia_horarios', {
    _id: 'cita-prueba-plan',
    office: O,
    service: S,
    ranges: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '10:00' }],
  });
  store.put('alcantir', 'citaprevia_excepciones', { _id: 'cita-prueba-cierre', office: O, date: '2026-03-26', kind: 'closed' });
  store.put('alcantir', 'citaprevia_excepciones', {
    _id: 'cita-prueba-domingo',
    office: O,
    date: '2026-03-29',
    kind: 'extra',
    ranges: [{ start: '10:00', end: '11:00' }],
  });
}

/** A server with the test content, the clock at NOW (seeding takes seconds: tests share one, emptied by `fresh`). */
function appointmentsServer(options: { rateLimits?: Limits } = {}) {
  const clock = { now: NOW };
  const server = localServer({ captchaAnswer: '7', now: () => clock.now, inMemory: true, ...options });
  installContent(server.store);
  const realms = loadRealms(realmsDir());
  const jobs = (at: number, retentionDays?: number | ((realm: string) => number)) =>
    runAppointmentJobs({
      appointments: new Appointments(server.store.db),
      outbox: new MailOutbox(server.store.db),
      mail: appointmentMail({ store: server.store, realms: () => realms }),
      clock: () => at,
      ...(retentionDays ? { retentionDays } : {}),
    });
  const mails = () =>
    server.store.db
      .prepare(
        'SELECT kind, to_address AS "to", subject, text, sealed_key AS sealed, attachments FROM mail_outbox WHERE kind LIKE \'appointment-%\' ORDER BY id',
      )
      .all() as Array<{ kind: string; to: string; subject: string; text: string; sealed: string | null; attachments: string | null }>;
  return { ...server, clock, jobs, mails };
}

const shared = appointmentsServer();
/** The shared server without appointments, holds or messages, its clock back at NOW. */
function fresh() {
  shared.store.db.exec(
    'DELETE FROM appointments; DELETE FROM appointment_holds; DELETE FROM mail_outbox; DELETE FROM appointment_closures; DELETE FROM appointment_waits;',
  );
  shared.clock.now = NOW;
  return shared;
}

type Tab = ReturnType<typeof browser>;

const hold = (tab: Tab, startsAt: string, service = S, office = O) => tab.post(`${BASE}/holds`, { service, office, startsAt });

async function holdToken(tab: Tab, startsAt: string): Promise<string> {
  const response = await hold(tab, startsAt);
  expect(response.status).toBe(201);
  return ((await response.json()) as { hold: string }).hold;
}

/** The proof of work of each tab's latest captcha, solved as the browser solves it. */
const works = new Map<Tab, unknown>();

/** Holds `startsAt` and books it with a fresh captcha (the fixed answer "7") and its work. */
async function book(tab: Tab, startsAt: string, person: Record<string, string> = PERSON, headers?: Record<string, string>) {
  const token = await holdToken(tab, startsAt);
  works.set(tab, await solvedCaptcha(tab));
  return tab.post(`${BASE}/appointments`, { hold: token, ...person, language: 'es', captcha: '7', captchaWork: works.get(tab) }, headers);
}

async function booked(tab: Tab, startsAt: string, person: Record<string, string> = PERSON) {
  const response = await book(tab, startsAt, person);
  expect(response.status).toBe(201);
  return (await response.json()) as { code: string; key: string; appointment: Record<string, unknown> };
}

const withKey = (key: string) => ({ 'x-appointment-key': key });
const freeAt = async (tab: Tab, day: string) =>
  Object.fromEntries(
    ((await (await tab.get(`${BASE}/services/${S}/slots?office=${O}&day=${day}`)).json()) as { items: Array<{ start: string; free: number }> }).items.map(
      (s) => [s.start, s.free],
    ),
  );
const attachment = (row: { attachments: string | null }) => (JSON.parse(row.attachments ?? '[]') as Array<{ contentType: string; content: string }>)[0];

describe('the life of an appointment', () => {
  it('holds a place, books it, reads it by its private link, moves it and cancels it, each told by e-mail', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const held = await hold(tab, '2026-03-24T09:00:00+01:00');
    expect(held.status).toBe(201);
    expect((await held.json()).expiresAt).toBe('2026-03-23T10:10:00+01:00');
    expect(await freeAt(tab, '2026-03-24')).toEqual({ '09:00': 1, '09:30': 2 });

    const made = await booked(tab, '2026-03-24T09:00:00+01:00');
    expect(made.code).toMatch(/^ALC-CP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(made.key).toMatch(/^[\w-]{22}$/);
    expect(made.appointment).toEqual({
      code: made.code,
      status: 'booked',
      service: S,
      office: O,
      day: '2026-03-24',
      start: '09:00',
      end: '09:30',
      startsAt: '2026-03-24T09:00:00+01:00',
      endsAt: '2026-03-24T09:30:00+01:00',
      name: 'Lucía',
      surnames: 'Ferrer Puig',
      contact: { email: 'lucia@example.org' },
      canChange: true,
      canCancel: true,
    });
    // The hold became the booking (one session, one live hold): one place left at 9:00.
    expect(await freeAt(tab, '2026-03-24')).toEqual({ '09:00': 1, '09:30': 2 });

    const [confirmation] = server.mails();
    expect(confirmation).toMatchObject({ kind: 'appointment-booked', to: 'lucia@example.org', subject: `Cita confirmada ${made.code}: Prueba de cita` });
    // The key is in the link, sealed in the outbox: the stored body holds a stand-in.
    expect(confirmation!.text).not.toContain(made.key);
    expect(confirmation!.sealed).toMatch(/^sealed\.v1\./);
    const ics = attachment(confirmation!)!;
    expect(ics.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(ics.content).toMatch(/METHOD:REQUEST\r\n/);
    expect(ics.content).toMatch(/SEQUENCE:0\r\n/);
    expect(ics.content).toMatch(/DTSTART;TZID=Europe\/Madrid:20260324T090000/);
    expect(ics.content).not.toContain(made.key);

    const read = await tab.request(`${BASE}/appointments/${made.code}`, { headers: withKey(made.key) });
    expect([read.status, await read.json()]).toEqual([200, made.appointment]);
    // Typed in small letters and without dashes, the code still reads.
    expect((await tab.request(`${BASE}/appointments/${made.code.toLowerCase().replaceAll('-', '')}`, { headers: withKey(made.key) })).status).toBe(200);

    // Moved to 9:30 with a new hold: same code and key, the old place freed, the next sequence.
    const token = await holdToken(tab, '2026-03-24T09:30:00+01:00');
    const moved = await tab.post(`${BASE}/appointments/${made.code}/change`, { hold: token }, withKey(made.key));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ code: made.code, start: '09:30', startsAt: '2026-03-24T09:30:00+01:00', status: 'booked' });
    expect(await freeAt(tab, '2026-03-24')).toEqual({ '09:00': 2, '09:30': 1 });
    const change = server.mails()[1]!;
    expect(change).toMatchObject({ kind: 'appointment-changed', subject: `Cita cambiada ${made.code}: Prueba de cita` });
    expect(attachment(change)!.content).toMatch(/METHOD:REQUEST\r\n[\s\S]*SEQUENCE:1\r\n/);

    // A GET never cancels (a mail scanner opening a link): cancelling is POST only.
    expect((await tab.request(`${BASE}/appointments/${made.code}/cancel`, { headers: withKey(made.key) })).status).not.toBe(200);
    expect((await (await tab.request(`${BASE}/appointments/${made.code}`, { headers: withKey(made.key) })).json()).status).toBe('booked');

    const cancelled = await tab.post(`${BASE}/appointments/${made.code}/cancel`, {}, withKey(made.key));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', canChange: false, canCancel: false });
    expect(await freeAt(tab, '2026-03-24')).toEqual({ '09:00': 2, '09:30': 2 });
    const cancellation = server.mails()[2]!;
    expect(cancellation).toMatchObject({ kind: 'appointment-cancelled', subject: `Cita anulada ${made.code}: Prueba de cita` });
    const cancelIcs = attachment(cancellation)!;
    expect(cancelIcs.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(cancelIcs.content).toMatch(/METHOD:CANCEL\r\n[\s\S]*SEQUENCE:2\r\n[\s\S]*STATUS:CANCELLED/);
    const uid = (text: string) => /UID:(.+)\r\n/.exec(text)?.[1];
    expect(uid(cancelIcs.content)).toBe(uid(ics.content));

    const again = await tab.post(`${BASE}/appointments/${made.code}/cancel`, {}, withKey(made.key));
    expect([again.status, (await again.json()).errCode]).toEqual([409, 'not-active']);
    const late = await tab.post(`${BASE}/appointments/${made.code}/change`, { hold: await holdToken(tab, '2026-03-25T09:00:00+01:00') }, withKey(made.key));
    expect([late.status, (await late.json()).errCode]).toEqual([409, 'not-active']);
  });

  it('answers a retried booking (same Idempotency-Key) with the appointment it made, not a second one', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const first = await book(tab, '2026-03-24T09:00:00+01:00', PERSON, { 'idempotency-key': 'retry-0001' });
    expect(first.status).toBe(201);
    const { code } = await first.json();
    const retried = await tab.post(`${BASE}/appointments`, { hold: 'a-hold-that-is-spent-x', ...PERSON, language: 'es' }, { 'idempotency-key': 'retry-0001' });
    expect(retried.status).toBe(200);
    const body = await retried.json();
    expect(body.code).toBe(code);
    expect(body.key).toBeUndefined();
    expect(server.store.db.prepare('SELECT count(*) AS n FROM appointments').get()).toEqual({ n: 1 });
  });
});

describe('messages to one address', () => {
  it('are at most five an hour, whoever books, moves or cancels; the appointment changes all the same', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const made = await booked(tab, '2026-03-24T09:00:00+01:00');
    for (const start of ['09:30', '09:00', '09:30', '09:00', '09:30']) {
      const token = await holdToken(tab, `2026-03-24T${start}:00+01:00`);
      expect((await tab.post(`${BASE}/appointments/${made.code}/change`, { hold: token }, withKey(made.key))).status).toBe(200);
    }
    expect(server.mails().map((m) => m.kind)).toEqual(['appointment-booked', ...Array(4).fill('appointment-changed')]);
    expect(server.store.db.prepare('SELECT sequence, starts_at FROM appointments').get()).toEqual({
      sequence: 5,
      starts_at: Date.parse('2026-03-24T09:30:00+01:00'),
    });
    // An hour on, the address hears again.
    server.clock.now = NOW + 61 * MINUTE;
    expect((await tab.post(`${BASE}/appointments/${made.code}/cancel`, {}, withKey(made.key))).status).toBe(200);
    expect(server.mails().at(-1)!.kind).toBe('appointment-cancelled');
  });
});

describe('free days and slots', () => {
  const server = shared;
  const tab = browser(server.app);
  beforeAll(fresh);

  it('lists the published services with their window', async () => {
    const { items } = await (await tab.get(`${BASE}/services`)).json();
    expect(items.find((s: { _id: string }) => s._id === S)).toMatchObject({
      title: 'Prueba de cita',
      documents: ['DNI o NIE'],
      duration: 30,
      offices: [{ _id: O, title: 'Oficina de prueba' }],
      window: { first: '2026-03-24', last: '2026-04-06' },
    });
  });

  it('answers the days of the window from tomorrow, without the closed day, weekends or holidays, and the first free slot', async () => {
    const response = await tab.get(`${BASE}/services/${S}/days`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { items, first } = await response.json();
    expect(items.map((d: { day: string }) => d.day)).toEqual([
      '2026-03-24',
      '2026-03-25',
      '2026-03-27',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(items[0]).toEqual({ office: O, day: '2026-03-24', slots: 2, free: 4 });
    expect(first).toEqual({ office: O, day: '2026-03-24', start: '09:00', startsAt: '2026-03-24T09:00:00+01:00' });
    // The day summer time starts: 10:00 in Madrid is 08:00 UTC.
    expect((await (await tab.get(`${BASE}/services/${S}/slots?office=${O}&day=2026-03-29`)).json()).items[0]).toEqual({
      start: '10:00',
      end: '10:30',
      startsAt: '2026-03-29T10:00:00+02:00',
      endsAt: '2026-03-29T10:30:00+02:00',
      free: 2,
    });
    expect((await (await tab.get(`${BASE}/services/${S}/slots?office=${O}&day=2026-03-26`)).json()).items).toEqual([]);
    expect((await (await tab.get(`${BASE}/services/${S}/slots?office=${O}&day=2026-03-23`)).json()).items).toEqual([]);
  });

  it('refuses an unknown service or office and a range that is not one', async () => {
    const cases: Array<[string, number, string]> = [
      [`${BASE}/services/no-such/days`, 404, 'service'],
      [`${BASE}/services/${S}/days?office=6650b2000000000000000002`, 404, 'office'],
      [`${BASE}/services/${S}/days?from=2026-03-24&to=2026-06-24`, 400, 'range'],
      [`${BASE}/services/${S}/days?from=2026-02-30`, 400, 'range'],
      [`${BASE}/services/${S}/days?from=abc`, 400, 'range'],
      [`${BASE}/services/${S}/days?from=2026-13-01`, 400, 'range'],
      [`${BASE}/services/${S}/days?from=2026-03-30&to=2026-03-24`, 400, 'range'],
      [`${BASE}/services/${S}/slots?day=2026-03-24`, 404, 'office'],
      [`${BASE}/services/${S}/slots?office=${O}&day=mañana`, 400, 'range'],
      ['/api/nowhere/citaprevia/services', 404, 'no-realm'],
      // Another realm's content knows nothing of this service.
      [`/api/vilamar/citaprevia/services/${S}/days`, 404, 'service'],
    ];
    for (const [path, status, errCode] of cases) {
      const response = await tab.get(path);
      expect([path, response.status, (await response.json()).errCode]).toEqual([path, status, errCode]);
    }
  });

  it('refuses a hold outside the window, at a time that is no slot, or of a body that is not one', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ service: S, office: O, startsAt: '2026-03-23T12:00:00+01:00' }, 403, 'window'],
      [{ service: S, office: O, startsAt: '2026-04-08T09:00:00+02:00' }, 403, 'window'],
      [{ service: S, office: O, startsAt: '2026-03-24T09:10:00+01:00' }, 400, 'slot'],
      [{ service: S, office: O, startsAt: '2026-03-26T09:00:00+01:00' }, 400, 'slot'],
      [{ service: S, office: O, startsAt: 'pronto' }, 400, 'bad-body'],
      [{ service: 'no-such', office: O, startsAt: '2026-03-24T09:00:00+01:00' }, 404, 'service'],
    ];
    for (const [body, status, errCode] of cases) {
      const response = await tab.post(`${BASE}/holds`, body);
      expect([body, response.status, (await response.json()).errCode]).toEqual([body, status, errCode]);
    }
  });
});

describe('booking refusals', () => {
  it('checks the form with the island’s rules, the captcha and the hold', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const token = await holdToken(tab, '2026-03-24T09:00:00+01:00');
    works.set(tab, await solvedCaptcha(tab));
    const wrongLetter = await tab.post(`${BASE}/appointments`, {
      hold: token,
      ...PERSON,
      identity: '12345678A',
      phone: '12',
      language: 'es',
      captcha: '7',
      captchaWork: works.get(tab),
    });
    expect(wrongLetter.status).toBe(400);
    const body = await wrongLetter.json();
    expect(body.errCode).toBe('form');
    expect(body.errors.map((e: { field: string; key: string }) => `${e.field} ${e.key}`)).toEqual([
      'identity appointments.error.identityLetter',
      'phone appointments.error.phone',
    ]);
    expect(body.err).toBe(t('es', 'appointments.error.identityLetter'));

    const noCaptcha = await tab.post(`${BASE}/appointments`, { hold: token, ...PERSON, language: 'es' });
    expect([noCaptcha.status, (await noCaptcha.json()).errCode]).toEqual([400, 'captcha']);

    works.set(tab, await solvedCaptcha(tab));
    const unknownHold = await tab.post(`${BASE}/appointments`, {
      hold: 'AAAAAAAAAAAAAAAAAAAAAA',
      ...PERSON,
      language: 'es',
      captcha: '7',
      captchaWork: works.get(tab),
    });
    expect([unknownHold.status, (await unknownHold.json()).errCode]).toEqual([410, 'hold-expired']);

    // Another session cannot book a hold it did not make.
    const stranger = browser(server.app);
    works.set(stranger, await solvedCaptcha(stranger));
    const stolen = await stranger.post(`${BASE}/appointments`, { hold: token, ...PERSON, language: 'es', captcha: '7', captchaWork: works.get(stranger) });
    expect([stolen.status, (await stolen.json()).errCode]).toEqual([410, 'hold-expired']);
  });

  it('refuses a second coming appointment of the same document or e-mail address, naming nothing of the first', async () => {
    const server = fresh();
    await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    for (const person of [
      { ...OTHER, identity: '12.345.678-z' },
      { ...OTHER, email: 'LUCIA@example.org' },
    ]) {
      const response = await book(browser(server.app), '2026-03-25T09:00:00+01:00', person);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ err: t('es', 'api.error.appointmentDuplicate'), errCode: 'duplicate' });
    }
    // Another person is welcome, and so is the first once her appointment is cancelled.
    expect((await book(browser(server.app), '2026-03-25T09:30:00+01:00', OTHER)).status).toBe(201);
  });

  it('words every refusal in the caller’s language', async () => {
    const server = fresh();
    const response = await browser(server.app).request(`${BASE}/appointments/ALC-CP-0000-0000`, {
      headers: { ...withKey('AAAAAAAAAAAAAAAAAAAAAA'), 'accept-language': 'va' },
    });
    expect(await response.json()).toEqual({ err: t('va', 'api.error.appointmentNotFound'), errCode: 'not-found' });
  });
});

describe('holds', () => {
  it('keep a place ten minutes, one per session; a full slot is refused with the next free ones', async () => {
    const server = fresh();
    const [a, b, c] = [browser(server.app), browser(server.app), browser(server.app)];
    const tokenA = await holdToken(a, '2026-03-24T09:00:00+01:00');
    await holdToken(b, '2026-03-24T09:00:00+01:00');
    const full = await hold(c, '2026-03-24T09:00:00+01:00');
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({
      err: t('es', 'api.error.appointmentTaken'),
      errCode: 'taken',
      next: [
        { office: O, day: '2026-03-24', start: '09:30', startsAt: '2026-03-24T09:30:00+01:00' },
        { office: O, day: '2026-03-25', start: '09:00', startsAt: '2026-03-25T09:00:00+01:00' },
        { office: O, day: '2026-03-25', start: '09:30', startsAt: '2026-03-25T09:30:00+01:00' },
      ],
    });

    // Ten minutes on, the holds are gone: the place is C's, and A's booking finds its hold expired.
    server.clock.now = NOW + 10 * MINUTE;
    expect((await hold(c, '2026-03-24T09:00:00+01:00')).status).toBe(201);
    works.set(a, await solvedCaptcha(a));
    const late = await a.post(`${BASE}/appointments`, { hold: tokenA, ...PERSON, language: 'es', captcha: '7', captchaWork: works.get(a) });
    expect([late.status, (await late.json()).errCode]).toEqual([410, 'hold-expired']);

    // A new hold releases the session's last one.
    await holdToken(c, '2026-03-24T09:30:00+01:00');
    expect(await freeAt(a, '2026-03-24')).toEqual({ '09:00': 2, '09:30': 1 });
  });

  it('let exactly one of many simultaneous callers take the last place; the others are told the next free ones', async () => {
    const server = fresh();
    await holdToken(browser(server.app), '2026-03-25T09:00:00+01:00');
    const tabs = Array.from({ length: 12 }, () => browser(server.app));
    const answers = await Promise.all(tabs.map((tab) => hold(tab, '2026-03-25T09:00:00+01:00')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    for (const refused of answers.filter((r) => r.status === 409)) {
      const body = await refused.json();
      expect(body.errCode).toBe('taken');
      expect(body.next[0]).toEqual({ office: O, day: '2026-03-25', start: '09:30', startsAt: '2026-03-25T09:30:00+01:00' });
    }
    expect(server.store.db.prepare('SELECT count(*) AS n FROM appointment_holds WHERE starts_at = ?').get(Date.parse('2026-03-25T09:00:00+01:00'))).toEqual({
      n: 2,
    });
  });

  it('let one of many simultaneous bookings of the same person win, and one booking per hold', async () => {
    const server = fresh();
    const tabs = [browser(server.app), browser(server.app), browser(server.app)];
    const tokens = [
      await holdToken(tabs[0]!, '2026-03-24T09:00:00+01:00'),
      await holdToken(tabs[1]!, '2026-03-24T09:30:00+01:00'),
      await holdToken(tabs[2]!, '2026-03-25T09:00:00+01:00'),
    ];
    for (const tab of tabs) works.set(tab, await solvedCaptcha(tab));
    const answers = await Promise.all(
      tabs.map((tab, i) => tab.post(`${BASE}/appointments`, { hold: tokens[i], ...PERSON, language: 'es', captcha: '7', captchaWork: works.get(tab) })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(server.store.db.prepare("SELECT count(*) AS n FROM appointments WHERE status = 'booked'").get()).toEqual({ n: 1 });
  });

  it('are backed by the database: a second booked appointment at one desk and start cannot be written', async () => {
    const server = fresh();
    await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const row = server.store.db.prepare('SELECT * FROM appointments').get() as Record<string, string | number>;
    const copy = { ...row, id: 'another', code: 'ALC-CP-ZZZZ-ZZZZ' };
    const columns = Object.keys(copy);
    expect(() =>
      server.store.db
        .prepare(`INSERT INTO appointments (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
        .run(...(Object.values(copy) as Array<string | number | null>)),
    ).toThrow(/UNIQUE/);
  });
});

describe('the reminder timer', () => {
  it('queues one reminder the day before at the same Madrid time, across the start of summer time, never twice', async () => {
    const server = fresh();
    // Sunday 29 March, 10:00 summer time (08:00 UTC); the day before at 10:00 was still winter time (09:00 UTC).
    const made = await booked(browser(server.app), '2026-03-29T10:00:00+02:00');
    expect(server.jobs(Date.parse('2026-03-28T08:59:00Z')).reminders).toBe(0);
    expect(server.jobs(Date.parse('2026-03-28T09:00:00Z')).reminders).toBe(1);
    expect(server.jobs(Date.parse('2026-03-28T09:05:00Z')).reminders).toBe(0);
    expect(server.jobs(Date.parse('2026-03-29T07:00:00Z')).reminders).toBe(0);
    const reminders = server.mails().filter((m) => m.kind === 'appointment-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Recordatorio: mañana tiene cita ${made.code}`);
    expect(reminders[0]!.text).toContain('domingo, 29 de marzo de 2026, 10:00');
    expect(reminders[0]!.attachments).toBeNull();
  });

  it('carries a private link of its own, which opens the appointment beside the confirmation’s, until it is erased', async () => {
    const server = fresh();
    const made = await booked(browser(server.app), '2026-03-29T10:00:00+02:00');
    expect(server.jobs(Date.parse('2026-03-28T09:00:00Z')).reminders).toBe(1);
    const [reminder] = server.mails().filter((m) => m.kind === 'appointment-reminder');
    // The body holds the link with a stand-in for its key, the key itself sealed in the outbox like a receipt's.
    expect(reminder!.text).toMatch(new RegExp(`/cita-previa/cita#codigo=${made.code}&clave=`));
    expect(reminder!.sealed).toMatch(/^sealed\.v1\./);
    const key = unseal(server.store.db, reminder!.sealed!);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toBe(made.key);
    expect(reminder!.text).not.toContain(key);
    // Only its digest is kept with the appointment.
    const row = server.store.db.prepare('SELECT reminder_key_digest FROM appointments').get() as { reminder_key_digest: string };
    expect(row.reminder_key_digest).not.toContain(key);
    for (const k of [key!, made.key])
      expect((await browser(server.app).request(`${BASE}/appointments/${made.code}`, { headers: withKey(k) })).status).toBe(200);
    expect((await browser(server.app).request(`${BASE}/appointments/${made.code}`, { headers: withKey(`${key}x`) })).status).toBe(404);
    // Cancelling through it is the button of the private page: a POST with the key.
    expect((await browser(server.app).post(`${BASE}/appointments/${made.code}/cancel`, {}, withKey(key!))).status).toBe(200);
    expect(server.jobs(Date.parse('2026-03-29T10:30:00+02:00') + 90 * DAY).erased).toBe(1);
    expect((await browser(server.app).request(`${BASE}/appointments/${made.code}`, { headers: withKey(key!) })).status).toBe(404);
    expect(server.store.db.prepare('SELECT reminder_key_digest FROM appointments').get()).toEqual({ reminder_key_digest: null });
  });

  it('sends none for a cancelled appointment, and moves it with a changed one', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const first = await booked(tab, '2026-03-30T09:00:00+02:00');
    await tab.post(`${BASE}/appointments/${first.code}/cancel`, {}, withKey(first.key));
    const second = await booked(browser(server.app), '2026-03-31T09:00:00+02:00', OTHER);
    const other = browser(server.app);
    const token = await holdToken(other, '2026-04-01T09:30:00+02:00');
    expect((await other.post(`${BASE}/appointments/${second.code}/change`, { hold: token }, withKey(second.key))).status).toBe(200);
    expect(server.jobs(Date.parse('2026-03-29T07:00:00Z')).reminders).toBe(0);
    expect(server.jobs(Date.parse('2026-03-30T07:00:00Z')).reminders).toBe(0);
    expect(server.jobs(Date.parse('2026-03-31T07:30:00Z')).reminders).toBe(1);
    expect(server.mails().filter((m) => m.kind === 'appointment-reminder')).toHaveLength(1);
  });

  it('sends none for an appointment booked less than a day ahead (its confirmation is fresh)', async () => {
    const server = fresh();
    server.clock.now = Date.parse('2026-03-23T18:00:00+01:00');
    await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    expect(server.jobs(Date.parse('2026-03-24T07:00:00Z')).reminders).toBe(0);
  });
});

describe('retention', () => {
  it('erases name, contact and the document 90 days after the appointment, keeping what, where and when', async () => {
    const server = fresh();
    const made = await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const end = Date.parse('2026-03-24T09:30:00+01:00');
    expect(server.jobs(end + 90 * DAY - MINUTE).erased).toBe(0);
    expect(server.jobs(end + 90 * DAY).erased).toBe(1);
    expect(server.store.db.prepare('SELECT * FROM appointments').get()).toMatchObject({
      service: S,
      office: O,
      status: 'booked',
      starts_at: Date.parse('2026-03-24T09:00:00+01:00'),
      name: null,
      surnames: null,
      email: null,
      phone: null,
      identity_hash: null,
      identity_tail: null,
      key_digest: '',
    });
    const read = await browser(server.app).request(`${BASE}/appointments/${made.code}`, { headers: withKey(made.key) });
    expect(read.status).toBe(404);
    // The confirmation e-mail kept the address and the code in its subject: it is gone too.
    expect(server.store.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind LIKE 'appointment-%'").get()).toEqual({ n: 0 });
  });

  it('keeps for as many days as it is told', async () => {
    const server = fresh();
    await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const end = Date.parse('2026-03-24T09:30:00+01:00');
    expect(server.jobs(end + 29 * DAY, 30).erased).toBe(0);
    expect(server.jobs(end + 30 * DAY, 30).erased).toBe(1);
  });

  it("keeps each realm's own period (its realm.json's appointments.retentionDays), the counts staying", async () => {
    const server = fresh();
    await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    // An appointment of another realm, ended at the same time, kept by that realm's longer period.
    server.store.db
      .prepare(
        `INSERT INTO appointments (id, realm, code, service, office, desk, starts_at, ends_at, status, key_digest, language, name, created_at, changed_at)
        VALUES ('v1', 'vilamar', 'VIL-CP-0000-0001', 's', 'o', 'd', ?, ?, 'attended', 'x', 'ca', 'Jordi', ?, ?)`,
      )
      .run(Date.parse('2026-03-24T09:00:00+01:00'), Date.parse('2026-03-24T09:30:00+01:00'), NOW, NOW);
    const end = Date.parse('2026-03-24T09:30:00+01:00');
    const periods = (realm: string) => retentionDaysOf(realms.find((r) => r.id === realm) ?? {}, 90);
    const realms = [v.parse(RealmConfigSchema, { id: 'alcantir', name: 'A', hosts: ['a.localhost'], languages: ['es'], appointments: { retentionDays: 30 } })];
    expect(server.jobs(end + 30 * DAY - MINUTE, periods).erased).toBe(0);
    expect(server.jobs(end + 30 * DAY, periods).erased).toBe(1);
    const names = () => server.store.db.prepare('SELECT realm, name, status FROM appointments ORDER BY realm').all();
    expect(names()).toEqual([
      { realm: 'alcantir', name: null, status: 'booked' },
      { realm: 'vilamar', name: 'Jordi', status: 'attended' },
    ]);
    expect(server.jobs(end + 90 * DAY, periods).erased).toBe(1);
    expect(names()).toEqual([
      { realm: 'alcantir', name: null, status: 'booked' },
      { realm: 'vilamar', name: null, status: 'attended' },
    ]);
  });

  it('takes a period of 1 to 365 whole days in realm.json, and none else', () => {
    const realm = (appointments: unknown) => v.safeParse(RealmConfigSchema, { id: 'x', name: 'X', hosts: ['x.localhost'], languages: ['es'], appointments });
    expect(realm({ retentionDays: 1 }).success).toBe(true);
    expect(realm({ retentionDays: 365 }).success).toBe(true);
    for (const wrong of [0, 366, 30.5, '30', -1]) expect([wrong, realm({ retentionDays: wrong }).success]).toEqual([wrong, false]);
    expect(retentionDaysOf(v.parse(RealmConfigSchema, { id: 'x', name: 'X', hosts: ['x.localhost'], languages: ['es'] }))).toBe(90);
    expect(retentionDaysOf(v.parse(RealmConfigSchema, { id: 'x', name: 'X', hosts: ['x.localhost'], languages: ['es'] }), 45)).toBe(45);
  });

  it('keeps the document only as a keyed digest and its last four characters', async () => {
    const server = fresh();
    await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const row = server.store.db.prepare('SELECT identity_hash, identity_tail FROM appointments').get() as { identity_hash: string; identity_tail: string };
    expect(row.identity_tail).toBe('678Z');
    expect(JSON.stringify(server.store.db.prepare('SELECT * FROM appointments').get())).not.toContain('12345678');
    expect(row.identity_hash).toMatch(/^[\w-]{43}$/);
  });
});

describe('who may open an appointment', () => {
  const server = shared;
  const owner = browser(server.app);
  let made: ReturnType<typeof booked>;
  beforeAll(() => {
    fresh();
    made = booked(owner, '2026-03-24T09:00:00+01:00');
  });
  const notFound = { err: t('es', 'api.error.appointmentNotFound'), errCode: 'not-found' };

  it('answers the same 404 without a key, with a wrong key, for a wrong code and from another realm', async () => {
    const { code, key } = await made;
    const stranger = browser(server.app);
    const attempts = [
      await stranger.get(`${BASE}/appointments/${code}`),
      await stranger.request(`${BASE}/appointments/${code}`, { headers: withKey('AAAAAAAAAAAAAAAAAAAAAA') }),
      await stranger.request(`${BASE}/appointments/ALC-CP-0000-0000`, { headers: withKey(key) }),
      await stranger.request(`${BASE}/appointments/not-a-code`, { headers: withKey(key) }),
      await browser(server.app, 'vilamar.localhost').request(`/api/vilamar/citaprevia/appointments/${code}`, { headers: withKey(key) }),
      // The key in the query string (where logs would keep it) opens nothing.
      await stranger.get(`${BASE}/appointments/${code}?key=${key}`),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("lets nobody cancel or move another citizen's appointment with their own key", async () => {
    const { code } = await made;
    const other = browser(server.app);
    const theirs = await booked(other, '2026-03-25T09:00:00+01:00', OTHER);
    const cancel = await other.post(`${BASE}/appointments/${code}/cancel`, {}, withKey(theirs.key));
    expect([cancel.status, await cancel.json()]).toEqual([404, notFound]);
    const token = await holdToken(other, '2026-03-25T09:30:00+01:00');
    const change = await other.post(`${BASE}/appointments/${code}/change`, { hold: token }, withKey(theirs.key));
    expect(change.status).toBe(404);
    const none = await other.post(`${BASE}/appointments/${code}/cancel`, {});
    expect(none.status).toBe(404);
    expect(server.store.db.prepare('SELECT status FROM appointments WHERE code = ?').get(code)).toEqual({ status: 'booked' });
  });

  it("refuses a change to another session's hold", async () => {
    const { code, key } = await made;
    const token = await holdToken(browser(server.app), '2026-03-27T09:00:00+01:00');
    const change = await owner.post(`${BASE}/appointments/${code}/change`, { hold: token }, withKey(key));
    expect([change.status, (await change.json()).errCode]).toEqual([410, 'hold-expired']);
  });
});

describe('the guards of the appointment calls', () => {
  it('answer every personal call with no-store', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const made = await booked(tab, '2026-03-24T09:00:00+01:00');
    const calls: Array<[string, Response]> = [
      ['hold', await hold(tab, '2026-03-25T09:00:00+01:00')],
      ['hold refused', await tab.post(`${BASE}/holds`, {})],
      ['book refused', await tab.post(`${BASE}/appointments`, {})],
      ['read', await tab.request(`${BASE}/appointments/${made.code}`, { headers: withKey(made.key) })],
      ['change refused', await tab.post(`${BASE}/appointments/${made.code}/change`, {}, withKey(made.key))],
      ['cancel', await tab.post(`${BASE}/appointments/${made.code}/cancel`, {}, withKey(made.key))],
    ];
    for (const [call, response] of calls) {
      expect(response.headers.get('cache-control'), call).toBe('no-store');
      expect(response.headers.get('x-content-type-options'), call).toBe('nosniff');
    }
  });

  it('limit holds and bookings per client, each in its own bucket', async () => {
    const server = appointmentsServer({ rateLimits: { hold: { count: 2, seconds: 600 }, booking: { count: 1, seconds: 600 } } });
    const from = (address: string) => browser(server.app, 'alcantir.localhost', address);
    const tab = from('203.0.113.7');
    expect((await hold(tab, '2026-03-24T09:00:00+01:00')).status).toBe(201);
    expect((await hold(tab, '2026-03-24T09:30:00+01:00')).status).toBe(201);
    const third = await hold(tab, '2026-03-25T09:00:00+01:00');
    expect([third.status, (await third.json()).errCode]).toEqual([429, 'rate']);
    expect((await hold(from('203.0.113.8'), '2026-03-25T09:00:00+01:00')).status).toBe(201);
    expect((await tab.post(`${BASE}/appointments`, {})).status).toBe(400);
    expect((await tab.post(`${BASE}/appointments/ALC-CP-0000-0000/cancel`, {})).status).toBe(429);
  });

  it('refuse a hold, a booking or a cancellation posted from another site', async () => {
    const server = fresh();
    const tab = browser(server.app);
    const made = await booked(tab, '2026-03-24T09:00:00+01:00');
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const attempts = [
      await tab.post(`${BASE}/holds`, { service: S, office: O, startsAt: '2026-03-25T09:00:00+01:00' }, evil),
      await tab.post(`${BASE}/appointments`, { ...PERSON }, evil),
      await tab.post(`${BASE}/appointments/${made.code}/cancel`, {}, { ...evil, ...withKey(made.key) }),
      await tab.post(`${BASE}/appointments/${made.code}/change`, { hold: 'x' }, { ...evil, ...withKey(made.key) }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect((await response.json()).errCode).toBe('cross-site');
    }
    expect(server.store.db.prepare('SELECT status FROM appointments').get()).toEqual({ status: 'booked' });
  });
});

describe("the counter's calls", () => {
  const server = shared;
  const day = `/api/alcantir/desk/citaprevia/day?office=${O}&day=2026-03-24`;
  const status = (code: string) => `/api/alcantir/desk/citaprevia/appointments/${code}/status`;

  it('show the day of an office to the staff, with the document’s last four characters, and record arrived, attended or missed', async () => {
    fresh();
    const lucia = await booked(browser(server.app), '2026-03-24T09:30:00+01:00');
    const joan = await booked(browser(server.app), '2026-03-24T09:00:00+01:00', OTHER);
    const gestor = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    const response = await gestor.get(day);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { items } = await response.json();
    expect(items.map((a: Record<string, unknown>) => [a.code, a.start, a.status, a.surnames, a.identityTail])).toEqual([
      [joan.code, '09:00', 'booked', 'Martí', '567L'],
      [lucia.code, '09:30', 'booked', 'Ferrer Puig', '678Z'],
    ]);
    // Not yet its time: nobody is marked missed before the appointment starts.
    expect((await gestor.post(status(joan.code), { status: 'missed' })).status).toBe(409);
    expect(await (await gestor.post(status(lucia.code), { status: 'arrived' })).json()).toMatchObject({ status: 'arrived' });
    expect(await (await gestor.post(status(lucia.code), { status: 'attended' })).json()).toMatchObject({ status: 'attended' });
    const again = await gestor.post(status(lucia.code), { status: 'arrived' });
    expect([again.status, (await again.json()).errCode]).toEqual([409, 'status']);
    server.clock.now = Date.parse('2026-03-24T09:15:00+01:00');
    expect(await (await gestor.post(status(joan.code), { status: 'missed' })).json()).toMatchObject({ status: 'missed' });
    // The citizen's page reads what the counter recorded.
    expect((await (await browser(server.app).request(`${BASE}/appointments/${lucia.code}`, { headers: withKey(lucia.key) })).json()).status).toBe('attended');
    expect((await gestor.post(status('ALC-CP-0000-0000'), { status: 'arrived' })).status).toBe(404);
  });

  it("count each service's appointments of a Madrid month by status, for the staff only", async () => {
    fresh();
    const lucia = await booked(browser(server.app), '2026-03-24T09:30:00+01:00');
    const joan = await booked(browser(server.app), '2026-03-24T09:00:00+01:00', OTHER);
    const marta = await booked(browser(server.app), '2026-03-25T09:00:00+01:00', {
      ...OTHER,
      name: 'Marta',
      identity: '87654321X',
      email: 'marta@example.org',
    });
    expect((await browser(server.app).post(`${BASE}/appointments/${marta.code}/cancel`, {}, withKey(marta.key))).status).toBe(200);
    const gestor = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    expect((await gestor.post(status(lucia.code), { status: 'attended' })).status).toBe(200);
    server.clock.now = Date.parse('2026-03-24T09:15:00+01:00');
    expect((await gestor.post(status(joan.code), { status: 'missed' })).status).toBe(200);
    const march = await gestor.get('/api/alcantir/desk/citaprevia/stats?month=2026-03');
    expect(march.headers.get('cache-control')).toBe('no-store');
    expect(await march.json()).toEqual({
      month: '2026-03',
      services: [{ service: S, booked: 0, arrived: 0, attended: 1, missed: 1, cancelled: 1, walkIns: 0, firstFreeDays: null }],
    });
    // Without a month, this one in Madrid; a month with nothing is an empty list; a month that is none, refused.
    expect((await (await gestor.get('/api/alcantir/desk/citaprevia/stats')).json()).month).toBe('2026-03');
    expect(await (await gestor.get('/api/alcantir/desk/citaprevia/stats?month=2026-04')).json()).toEqual({ month: '2026-04', services: [] });
    const wrong = await gestor.get('/api/alcantir/desk/citaprevia/stats?month=2026-13');
    expect([wrong.status, (await wrong.json()).errCode]).toEqual([400, 'range']);
    // Erased appointments still count: retention keeps what, where and when.
    server.store.db.prepare('UPDATE appointments SET name = NULL, purged_at = 1 WHERE code = ?').run(lucia.code);
    expect((await (await gestor.get('/api/alcantir/desk/citaprevia/stats?month=2026-03')).json()).services[0].attended).toBe(1);
  });

  it('refuse whoever is not staff of the realm, with nothing in the refusal', async () => {
    fresh();
    const made = await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const tabs: Array<[string, Tab, number]> = [
      ['no session', browser(server.app), 401],
      ['citizen', await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo'), 403],
      ["another realm's staff", await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora', 'alcantir.localhost'), 401],
    ];
    for (const [who, tab, expected] of tabs) {
      for (const response of [
        await tab.get(day),
        await tab.post(status(made.code), { status: 'arrived' }),
        await tab.get('/api/alcantir/desk/citaprevia/stats?month=2026-03'),
      ]) {
        expect([who, response.status]).toEqual([who, expected]);
        const text = await response.text();
        for (const secret of [made.code, 'Ferrer', 'Lucía', '678Z']) expect(text).not.toContain(secret);
      }
    }
    expect(server.store.db.prepare('SELECT status FROM appointments').get()).toEqual({ status: 'booked' });
  });
});

describe('the counter books, records walk-ins and closes desks', () => {
  const server = shared;
  const DESK = '/api/alcantir/desk/citaprevia';
  const PHONED = { service: S, office: O, name: 'Amparo', surnames: 'Soler Vidal', identity: '87654321X', language: 'es' };
  const gestor = () => signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');

  it("books a free slot on a citizen's behalf, with no e-mail needed, by the same engine and the same one-per-document rule", async () => {
    fresh();
    const desk = await gestor();
    const made = await desk.post(`${DESK}/appointments`, { ...PHONED, startsAt: '2026-03-24T09:00:00+01:00' });
    expect(made.status).toBe(201);
    const answer = await made.json();
    expect(answer.appointment).toMatchObject({ start: '09:00', status: 'booked', origin: 'desk', surnames: 'Soler Vidal', identityTail: '321X' });
    expect(answer.key).toMatch(/^[\w-]{22}$/);
    // No address given: nobody is written to. The key opens the citizen's page, as a booking online.
    expect(server.mails()).toEqual([]);
    expect((await browser(server.app).request(`${BASE}/appointments/${answer.code}`, { headers: withKey(answer.key) })).status).toBe(200);
    expect(await freeAt(browser(server.app), '2026-03-24')).toEqual({ '09:00': 1, '09:30': 2 });
    // The same document again, for another time: refused, in words for the counter.
    const twice = await desk.post(`${DESK}/appointments`, { ...PHONED, startsAt: '2026-03-25T09:00:00+01:00' });
    expect([twice.status, (await twice.json()).errCode]).toEqual([409, 'duplicate']);
    // A citizen booking online with the same document is refused as well.
    expect((await book(browser(server.app), '2026-03-25T09:00:00+01:00', { ...PERSON, identity: '87654321X' })).status).toBe(409);
    // A wrong letter, no name: the form's errors; a time that is no slot, a closed day: refused.
    const wrong = await desk.post(`${DESK}/appointments`, { ...PHONED, identity: '87654321A', name: ' ', startsAt: '2026-03-25T09:00:00+01:00' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.map((e: { field: string }) => e.field)).toEqual(['name', 'identity']);
    const closedDay = await desk.post(`${DESK}/appointments`, { ...OTHER, service: S, office: O, language: 'es', startsAt: '2026-03-26T09:00:00+01:00' });
    expect([closedDay.status, (await closedDay.json()).errCode]).toEqual([400, 'slot']);
    // With an address, the confirmation with its calendar request, as online.
    const joan = await desk.post(`${DESK}/appointments`, { ...OTHER, service: S, office: O, language: 'va', startsAt: '2026-03-24T09:00:00+01:00' });
    expect(joan.status).toBe(201);
    expect(server.mails()).toMatchObject([{ kind: 'appointment-booked', to: 'joan@example.org' }]);
    expect(attachment(server.mails()[0]!)!.content).toMatch(/METHOD:REQUEST\r\n[\s\S]*SEQUENCE:0\r\n/);
    // The slot is full now: the next one is refused as taken.
    const full = await desk.post(`${DESK}/appointments`, { ...PHONED, identity: '11111111H', startsAt: '2026-03-24T09:00:00+01:00' });
    expect([full.status, (await full.json()).errCode]).toEqual([409, 'taken']);
  });

  it('let exactly as many simultaneous desk bookings through as a slot has places', async () => {
    fresh();
    const desk = await gestor();
    const documents = ['11111111H', '22222222J', '33333333P', '44444444A', '55555555K', '66666666Q'];
    const answers = await Promise.all(
      documents.map((identity) => desk.post(`${DESK}/appointments`, { ...PHONED, identity, startsAt: '2026-03-24T09:30:00+01:00' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(server.store.db.prepare("SELECT COUNT(DISTINCT desk) AS desks, COUNT(*) AS n FROM appointments WHERE status = 'booked'").get()).toEqual({
      desks: 2,
      n: 2,
    });
  });

  it('records a walk-in as attended now at a desk, naming nobody, counted apart in the month', async () => {
    fresh();
    server.clock.now = Date.parse('2026-03-24T09:10:00+01:00');
    const desk = await gestor();
    const walkIn = await desk.post(`${DESK}/walk-ins`, { service: S, office: O, desk: 'b' });
    expect(walkIn.status).toBe(201);
    expect(await walkIn.json()).toMatchObject({ desk: 'b', start: '09:10', end: '09:40', status: 'attended', origin: 'walk-in', name: '', identityTail: '' });
    // Today's day at the counter lists it (it takes no place: a walk-in is attended from the start).
    const day = await (await desk.get(`${DESK}/day?office=${O}&day=2026-03-24`)).json();
    expect(day.items.map((i: { origin: string }) => i.origin)).toEqual(['walk-in']);
    const wrongDesk = await desk.post(`${DESK}/walk-ins`, { service: S, office: O, desk: 'z' });
    expect([wrongDesk.status, (await wrongDesk.json()).errCode]).toEqual([400, 'desk']);
    const stats = await (await desk.get(`${DESK}/stats?month=2026-03`)).json();
    expect(stats.services).toEqual([{ service: S, booked: 0, arrived: 0, attended: 0, missed: 0, cancelled: 0, walkIns: 1, firstFreeDays: null }]);
  });

  it('closes a desk for a morning: its places go for citizens, its appointments are moved or cancelled, each citizen told', async () => {
    fresh();
    const lucia = await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const joan = await booked(browser(server.app), '2026-03-24T09:00:00+01:00', OTHER);
    const desks = server.store.db.prepare('SELECT code, desk FROM appointments ORDER BY desk').all() as Array<{ code: string; desk: string }>;
    const onA = desks.find((d) => d.desk === 'a')!.code;
    const desk = await gestor();
    const closed = await desk.post(`${DESK}/closures`, { office: O, desk: 'a', day: '2026-03-24', start: '09:00', end: '10:00' });
    expect(closed.status).toBe(201);
    const closure = await closed.json();
    expect(closure).toMatchObject({ office: O, desk: 'a', day: '2026-03-24', start: '09:00', end: '10:00' });
    expect(closure.appointments.map((a: { code: string }) => a.code)).toEqual([onA]);
    // Citizens see one place fewer at 9:30 (9:00 was full already), and none beyond desk b's.
    expect(await freeAt(browser(server.app), '2026-03-24')).toEqual({ '09:30': 1 });
    // The one on desk a moved to 9:30 the next day: its citizen told with REQUEST and the next sequence.
    const moved = await desk.post(`${DESK}/appointments/${onA}/move`, { startsAt: '2026-03-25T09:30:00+01:00' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ code: onA, day: '2026-03-25', start: '09:30', status: 'booked' });
    const change = server.mails().find((m) => m.kind === 'appointment-changed')!;
    expect(attachment(change)!.content).toMatch(/METHOD:REQUEST\r\n[\s\S]*SEQUENCE:1\r\n/);
    // Not onto the closed desk's slot: a time the closure took from a full office is refused.
    const other = onA === lucia.code ? joan.code : lucia.code;
    const ontoClosed = await desk.post(`${DESK}/appointments/${other}/move`, { startsAt: '2026-03-26T09:00:00+01:00' });
    expect([ontoClosed.status, (await ontoClosed.json()).errCode]).toEqual([400, 'slot']);
    // The whole office closed on the 24th: the other is listed, then cancelled, its citizen told with CANCEL.
    const office = await (await desk.post(`${DESK}/closures`, { office: O, day: '2026-03-24' })).json();
    expect(office.appointments.map((a: { code: string }) => a.code)).toEqual([other]);
    expect(await freeAt(browser(server.app), '2026-03-24')).toEqual({});
    const cancelled = await desk.post(`${DESK}/appointments/${other}/cancel`, {});
    expect(await cancelled.json()).toMatchObject({ code: other, status: 'cancelled' });
    const cancellation = server.mails().find((m) => m.kind === 'appointment-cancelled')!;
    expect(attachment(cancellation)!.content).toMatch(/METHOD:CANCEL\r\n[\s\S]*SEQUENCE:1\r\n[\s\S]*STATUS:CANCELLED/);
    const listed = await (await desk.get(`${DESK}/closures?office=${O}`)).json();
    expect(listed.items.map((c: { desk: string | null; appointments: unknown[] }) => [c.desk, c.appointments.length])).toEqual([
      [null, 0],
      ['a', 0],
    ]);
    // Opened again: the places come back.
    for (const c of listed.items) expect((await desk.post(`${DESK}/closures/${c.id}/reopen`, { office: O })).status).toBe(200);
    expect(await freeAt(browser(server.app), '2026-03-24')).toEqual({ '09:00': 2, '09:30': 2 });
    expect((await desk.post(`${DESK}/closures/${listed.items[0].id}/reopen`, { office: O })).status).toBe(404);
    // A span that ends before it starts, a desk the office has not: refused.
    expect((await desk.post(`${DESK}/closures`, { office: O, day: '2026-03-24', start: '10:00', end: '09:00' })).status).toBe(400);
    expect((await desk.post(`${DESK}/closures`, { office: O, desk: 'z', day: '2026-03-24' })).status).toBe(400);
  });

  it('notes each day how far ahead the first free slot is, and the month gives the mean', async () => {
    fresh();
    const waits = firstFreeWaits({ store: server.store, appointments: new Appointments(server.store.db), realms: () => ['alcantir'] });
    waits(NOW);
    waits(NOW + 60 * MINUTE); // the first reading of a day stands
    // Tuesday the 24th fills up: on the 23rd the first free slot is one day ahead; then two (Wednesday).
    expect(server.store.db.prepare('SELECT day, days FROM appointment_waits WHERE service = ?').all(S)).toEqual([{ day: '2026-03-23', days: 1 }]);
    for (const [person, time] of [
      [PERSON, '09:00'],
      [OTHER, '09:00'],
      [{ ...OTHER, identity: '87654321X', email: 'm@example.org' }, '09:30'],
      [{ ...OTHER, identity: '11111111H', email: 'n@example.org' }, '09:30'],
    ] as const)
      await booked(browser(server.app), `2026-03-24T${time}:00+01:00`, person);
    server.store.db.prepare('DELETE FROM appointment_waits').run();
    waits(NOW);
    waits(NOW + DAY);
    const desk = await gestor();
    const stats = await (await desk.get(`${DESK}/stats?month=2026-03`)).json();
    // On the 23rd: Wednesday, two days ahead; on the 24th: Wednesday, one day ahead. Mean 1.5.
    // The demo's own services are read too: a service with readings and no appointments is listed with zeros.
    expect(stats.services.find((row: { service: string }) => row.service === S)).toEqual({
      service: S,
      booked: 4,
      arrived: 0,
      attended: 0,
      missed: 0,
      cancelled: 0,
      walkIns: 0,
      firstFreeDays: 1.5,
    });
    expect(stats.services.filter((row: { service: string }) => row.service !== S).every((row: { booked: number }) => row.booked === 0)).toBe(true);
  });
});

describe('Mis citas', () => {
  const server = shared;

  it("list a signed-in citizen's appointments, coming first, each opened and cancelled by its owner without the key", async () => {
    fresh();
    const vecina = await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo');
    const soon = await booked(vecina, '2026-03-24T09:00:00+01:00');
    const later = await booked(vecina, '2026-03-25T09:30:00+01:00', OTHER);
    await booked(browser(server.app), '2026-03-24T09:30:00+01:00', { ...OTHER, identity: '87654321X', email: 'm@example.org' });
    const mine = await vecina.get(`${BASE}/mine`);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const { items } = await mine.json();
    expect(items.map((a: { code: string; upcoming: boolean }) => [a.code, a.upcoming])).toEqual([
      [soon.code, true],
      [later.code, true],
    ]);
    expect(items[0]).toMatchObject({ status: 'booked', day: '2026-03-24', start: '09:00', service: S, office: O, canCancel: true });
    // Its page opens it by the code alone for its owner; nobody else, signed in or not, gets more than the 404.
    expect((await vecina.get(`${BASE}/appointments/${soon.code}`)).status).toBe(200);
    expect((await browser(server.app).get(`${BASE}/appointments/${soon.code}`)).status).toBe(404);
    const gestor = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    expect((await gestor.get(`${BASE}/appointments/${soon.code}`)).status).toBe(404);
    expect((await gestor.post(`${BASE}/appointments/${soon.code}/cancel`, {})).status).toBe(404);
    // A wrong key is refused even to the owner: a key given must be the right one.
    expect((await vecina.request(`${BASE}/appointments/${soon.code}`, { headers: withKey('x'.repeat(22)) })).status).toBe(404);
    // A GET never cancels; the owner's POST does, its citizen told as from the link.
    expect((await vecina.get(`${BASE}/appointments/${soon.code}/cancel`)).status).not.toBe(200);
    expect(await (await vecina.post(`${BASE}/appointments/${soon.code}/cancel`, {})).json()).toMatchObject({ status: 'cancelled' });
    // Once over or cancelled it goes to the past, latest first; nobody signed in has no list.
    server.clock.now = Date.parse('2026-03-26T12:00:00+01:00');
    const after = (await (await vecina.get(`${BASE}/mine`)).json()).items;
    expect(after.map((a: { code: string; upcoming: boolean }) => [a.code, a.upcoming])).toEqual([
      [later.code, false],
      [soon.code, false],
    ]);
    expect((await gestor.get(`${BASE}/mine`)).status).toBe(200);
    expect((await (await gestor.get(`${BASE}/mine`)).json()).items).toEqual([]);
    const nobody = await browser(server.app).get(`${BASE}/mine`);
    expect([nobody.status, (await nobody.json()).errCode]).toEqual([401, 'not-signed-in']);
  });
});

describe('the statistics as open data', () => {
  const server = shared;

  it('answer anyone each month’s counts per service, naming nobody, over at most 24 months', async () => {
    fresh();
    const lucia = await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    const joan = await booked(browser(server.app), '2026-03-24T09:30:00+01:00', OTHER);
    await booked(browser(server.app), '2026-04-01T09:00:00+02:00', { ...OTHER, identity: '87654321X', email: 'm@example.org' });
    expect((await browser(server.app).post(`${BASE}/appointments/${joan.code}/cancel`, {}, withKey(joan.key))).status).toBe(200);
    const desk = await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor');
    await desk.post(`/api/alcantir/desk/citaprevia/appointments/${lucia.code}/status`, { status: 'attended' });
    await desk.post('/api/alcantir/desk/citaprevia/walk-ins', { service: S, office: O, desk: 'a' });
    const answer = await browser(server.app).get(`${BASE}/stats?from=2026-02&to=2026-04`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const secret of ['Lucía', 'Ferrer', '678Z', lucia.code, 'lucia@example.org']) expect(text).not.toContain(secret);
    const { months } = JSON.parse(text);
    const ours = (month: { services: Array<{ service: string }> }) => month.services.find((s) => s.service === S);
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(ours(months[0])).toBeUndefined();
    expect(ours(months[1])).toEqual({ service: S, booked: 2, attended: 1, noShows: 0, cancelled: 1, walkIns: 1, firstFreeDays: null });
    expect(ours(months[2])).toEqual({ service: S, booked: 1, attended: 0, noShows: 0, cancelled: 0, walkIns: 0, firstFreeDays: null });
    // By default the twelve months to this one (Madrid).
    const twelve = (await (await browser(server.app).get(`${BASE}/stats`)).json()).months.map((m: { month: string }) => m.month);
    expect([twelve.length, twelve[0], twelve.at(-1)]).toEqual([12, '2025-04', '2026-03']);
    for (const wrong of ['from=2026-04&to=2026-03', 'from=2024-01&to=2026-03', 'to=2026-13', 'from=march'])
      expect([wrong, (await browser(server.app).get(`${BASE}/stats?${wrong}`)).status]).toEqual([wrong, 400]);
  });
});

describe('the offices a member of staff attends', () => {
  const server = shared;
  const DESK = '/api/alcantir/desk/citaprevia';

  it('refuse a member another office’s day, marks, bookings, walk-ins and closures; nobody else gets in either', async () => {
    fresh();
    const made = await booked(browser(server.app), '2026-03-24T09:00:00+01:00');
    // brigada attends one office of the demo (Urbanismo), not the test's.
    const brigada = await signedIn(server.app, 'alcantir', 'brigada', 'alcantir-brigada');
    const calls = (tab: Tab) => [
      tab.get(`${DESK}/day?office=${O}&day=2026-03-24`),
      tab.post(`${DESK}/appointments/${made.code}/status`, { status: 'arrived' }),
      tab.post(`${DESK}/appointments`, {
        service: S,
        office: O,
        name: 'A',
        surnames: 'B',
        identity: '11111111H',
        language: 'es',
        startsAt: '2026-03-25T09:00:00+01:00',
      }),
      tab.post(`${DESK}/walk-ins`, { service: S, office: O, desk: 'a' }),
      tab.post(`${DESK}/closures`, { office: O, day: '2026-03-24' }),
      tab.get(`${DESK}/closures?office=${O}`),
      tab.post(`${DESK}/appointments/${made.code}/move`, { startsAt: '2026-03-25T09:00:00+01:00' }),
      tab.post(`${DESK}/appointments/${made.code}/cancel`, {}),
    ];
    const who: Array<[string, Tab, number, string]> = [
      ['staff of another office', brigada, 403, 'not-your-office'],
      ['no session', browser(server.app), 401, 'not-signed-in'],
      ['citizen', await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo'), 403, 'not-staff'],
      ["another realm's staff", await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora', 'alcantir.localhost'), 401, 'not-signed-in'],
    ];
    for (const [name, tab, status, code] of who) {
      for (const response of await Promise.all(calls(tab))) {
        const text = await response.text();
        expect([name, response.status, JSON.parse(text).errCode]).toEqual([name, status, code]);
        expect(response.headers.get('cache-control')).toBe('no-store');
        for (const secret of ['Ferrer', 'Lucía', '678Z']) expect(text).not.toContain(secret);
      }
    }
    expect(server.store.db.prepare('SELECT status FROM appointments').all()).toEqual([{ status: 'booked' }]);
    expect(server.store.db.prepare('SELECT COUNT(*) AS n FROM appointment_closures').get()).toEqual({ n: 0 });
    // The member is told which offices they attend, for the counter's page to offer only those.
    const staff = await (await brigada.get('/api/alcantir/desk/staff')).json();
    expect(staff.me.offices).toEqual(['6650b2000000000000000003']);
    // A member of every office (gestor) reaches the test's office.
    expect((await (await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor')).get(`${DESK}/day?office=${O}&day=2026-03-24`)).status).toBe(200);
  });
});
