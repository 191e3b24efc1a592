import { type APIRequestContext, expect, type Page, request as requests, test } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import * as v from 'valibot';
import { E2E_PORT } from '../../playwright.config.ts';
import { makeDeviceUser } from '../../src/domain/accounts/device.ts';
import { buildRequest } from '../../src/domain/requests/request-rules.ts';
import { t } from '../../src/i18n/index.ts';
import { MailboxSchema } from '../../src/schemas/mailbox.ts';
import { DEMO_ACCOUNTS } from '../support/page-types.ts';
import { e2eDatabase, origin, signIn } from './helpers.ts';
import { waitForMail } from './mail-helpers.ts';

/**
 * The steps of cita previa and of room bookings that the unit tests prove against the server in-process
 * (tests/unit/server/appointments.test.ts, tests/unit/server/room-bookings.test.ts), here through the real server's
 * HTTP API, its database, its SMTP and the pages a citizen or a clerk uses (docs/appointments.md, docs/rooms.md).
 * The API sets each step up, the browser does what a person does. Not tagged @phone: these are the server's rules,
 * the same on a phone (docs/testing.md).
 *
 * The reminder the day before: the e2e server runs its timer on the real clock every 2 s (APPOINTMENT_JOBS_SECONDS),
 * and the test makes two appointments' reminders due now in the database; when the day before falls, at the same
 * Madrid time across the changes of summer time, is tests/unit/server/appointments.test.ts "the reminder timer", with
 * its own clock.
 */

const tr = (key: string, params?: Record<string, string | number>) => t('es', key, params);
const REALM = 'alcantir';
/** Alcantir's urbanism consultation: one office with one desk, so a slot is one place (docs/appointments.md "Slots"). */
const URBANISM = { service: '6650b1000000000000000005', office: '6650b2000000000000000003' };
/** The registry of documents at the OAC, served by two desks. */
const REGISTRY = { service: '6650b1000000000000000003', office: '6650b2000000000000000001' };
/** The changes of summer time do not matter here: a day is a Madrid calendar day, counted at noon. */
const madridDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(ms);
const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A valid DNI of its own for this test and try: one coming appointment per document and service. */
function dniFor(seed: string): string {
  let n = 0;
  for (const char of `${seed} ${test.info().testId} ${test.info().retry} ${Date.now()}`) n = (n * 31 + char.charCodeAt(0)) % 100_000_000;
  return `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

/** An address no other test nor try uses: an address gets at most five appointment messages an hour. */
const freshEmail = (who: string) => `${who}.${test.info().testId}.${test.info().retry}.${Date.now().toString(36)}@example.org`;

interface Slot {
  start: string;
  startsAt: string;
}
interface Booked {
  code: string;
  key: string;
  appointment: { day: string; start: string; startsAt: string; status: string };
}

/** Calls of the realm's API from the page (Node does not resolve *.localhost), with the page's session cookie. */
async function call<T = Record<string, unknown>>(page: Page, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, init },
  );
}

/** The days with free places of a service at an office, in day order. */
async function freeDays(page: Page, { service, office }: { service: string; office: string }): Promise<Array<{ day: string; free: number }>> {
  const answer = await call<{ items: Array<{ day: string; free: number }> }>(page, `/api/${REALM}/citaprevia/services/${service}/days?office=${office}`);
  expect(answer.status).toBe(200);
  return answer.body.items.filter((d) => d.free > 0);
}

/** The free slots of a day. */
async function freeSlots(page: Page, { service, office }: { service: string; office: string }, day: string): Promise<Slot[]> {
  const answer = await call<{ items: Slot[] }>(page, `/api/${REALM}/citaprevia/services/${service}/slots?office=${office}&day=${day}`);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

/**
 * A citizen books through the API from the page's session, as the booking island does: a hold, the captcha with its
 * proof of work (solved as the form's worker does), the booking. Answers the status and body.
 */
async function bookThroughApi(
  page: Page,
  place: { service: string; office: string; startsAt: string },
  person: { identity: string; email: string },
): Promise<{ status: number; body: Booked & { errCode?: string } }> {
  return page.evaluate(
    async ({ realm, place, person }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const held = await post(`/api/${realm}/citaprevia/holds`, place);
      if (held.status !== 201) return { status: held.status, body: await held.json() };
      const { hold } = await held.json();
      const { work } = await (await fetch(`/api/${realm}/requests/captcha?format=json`)).json();
      const encoder = new TextEncoder();
      let number = -1;
      for (let n = 0; n <= work.maxNumber && number < 0; n++) {
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${work.salt}${n}`)));
        if (Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') === work.challenge) number = n;
      }
      const booked = await post(`/api/${realm}/citaprevia/appointments`, {
        hold,
        name: 'Amparo',
        surnames: 'Llopis Vidal',
        identity: person.identity,
        email: person.email,
        language: 'es',
        captcha: '7',
        captchaWork: { salt: work.salt, number, signature: work.signature },
      });
      return { status: booked.status, body: await booked.json() };
    },
    { realm: REALM, place, person },
  );
}

/** The iCalendar file a message carries, read with ical.js as a calendar program would. */
async function calendarOf(raw: string) {
  const parsed = await simpleParser(raw);
  const file = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, 'the message carries a calendar file').toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: String(event.getFirstPropertyValue('dtstart')),
  };
}

test('eight citizens pay for one room block at once: one holds it, seven are refused before paying, the desk shows one booking', async ({ browser }) => {
  test.setTimeout(60_000);
  const base = `http://127.0.0.1:${E2E_PORT}`;
  const citizens: APIRequestContext[] = await Promise.all(Array.from({ length: 8 }, () => requests.newContext({ baseURL: base })));
  try {
    // Each citizen is a device of its own, as the form's browser is: eight sessions.
    await Promise.all(
      citizens.map(async (citizen) => {
        const device = { ...makeDeviceUser('127.0.0.1', new Date(), Math.random()), realm: REALM };
        await citizen.post('/api/v2/auth/register', { data: device });
        expect((await citizen.post('/api/v2/auth/login', { data: device })).status()).toBe(200);
      }),
    );
    // A free block of the Salón de actos (Friday evenings, Saturdays) far ahead, away from the other tests' rooms and days.
    const from = madridDay(Date.now() + (100 + test.info().retry * 21) * 86_400_000);
    const blocks = await citizens[0]!.get(`/api/${REALM}/requests/reservas/rooms/salon-actos/blocks?from=${from}&to=${shiftDay(from, 13)}`);
    expect(blocks.status()).toBe(200);
    const block = ((await blocks.json()) as { items: Array<{ day: string; start: string; end: string; startsAt: string }> }).items[0]!;
    expect(block, 'a free block of the Salón de actos').toBeTruthy();

    const mailbox = v.parse(MailboxSchema, await (await citizens[0]!.get(`/api/${REALM}/mailbox/reservas`)).json());
    const answers = await Promise.all(
      citizens.map(async (citizen, i) => {
        const contact = { firstName: 'Marta', lastName: `Soler ${i}`, telephone: '600111222', email: freshEmail(`sala${i}`) };
        const request = buildRequest(
          mailbox,
          { entidad: 'Coral Santa Cecilia', sala: 'salon-actos', inicio: block.startsAt, asistentes: '40', body: `Concierto de la carrera ${i}` },
          contact,
          undefined,
          true,
        );
        const response = await citizen.post(`/api/${REALM}/requests/reservas/checkout`, { data: { request } });
        return { citizen, status: response.status(), body: (await response.json()) as { errCode?: string; err?: string; token?: string; next?: unknown[] } };
      }),
    );
    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409 && a.body.errCode === 'room-taken');
    expect(won, JSON.stringify(answers.map((a) => [a.status, a.body.errCode]))).toHaveLength(1);
    expect(refused).toHaveLength(7);
    // The documented refusal: nothing charged, and the next free blocks said and given as data.
    for (const { body } of refused) {
      expect(body.err).toMatch(
        /^Ese turno de la sala ya está reservado o alguien lo está pagando en este momento\. No se le ha cobrado nada\. Siguientes turnos libres: .+\.$/,
      );
      expect(body.next?.length).toBeGreaterThan(0);
    }

    // The one who holds it pays in the sandbox gateway; the block becomes the request's booking.
    const paid = await won[0]!.citizen.post('/api/payments/sandbox/decision', {
      form: { token: won[0]!.body.token!, decision: 'pay', forward: `${origin(REALM)}/buzon/reservas?pago=1`, lang: 'es' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBeLessThan(400);

    // The clerk's week from that day, that room: exactly one booking for the block, waiting for the town hall.
    const page = await browser.newPage();
    await signIn(page, REALM, DEMO_ACCOUNTS.staff);
    await page.goto(`${origin(REALM)}/gestion/salas?desde=${block.day}&sala=salon-actos`);
    const day = page.locator('section.desk-rooms-day').filter({ has: page.locator(`h3[id="desk-rooms-${block.day}"]`) });
    const cards = day.locator('.desk-card').filter({ has: page.locator(`time[datetime="${block.day}T${block.start}"]`) });
    await expect(cards).toHaveCount(1, { timeout: 15_000 });
    await expect(cards).toContainText(`${block.start}–${block.end}`);
    await expect(cards).toContainText('Pendiente de confirmación');
    await expect(cards).toContainText(/Pagada: 20,00\s€/);
    await page.close();
  } finally {
    await Promise.all(citizens.map((c) => c.dispose()));
  }
});

test('a second appointment of the same service, by the same document or the same address, is refused and the first offered to change', async ({ page }) => {
  const identity = dniFor('duplicate');
  const email = freshEmail('duplicada');
  await page.goto(`${origin(REALM)}/cita-previa/${REGISTRY.service}`);
  // The first appointment, through the API: a few days ahead.
  const day = (await freeDays(page, REGISTRY))[2]!.day;
  const slot = (await freeSlots(page, REGISTRY, day)).at(-1)!;
  const first = await bookThroughApi(page, { ...REGISTRY, startsAt: slot.startsAt }, { identity, email });
  expect(first.status, JSON.stringify(first.body)).toBe(201);

  // In the page, another time with the same document and another address.
  const booking = page.locator('[data-appointment-booking]');
  await booking.scrollIntoViewIfNeeded();
  await booking.getByRole('button', { name: tr('appointments.booking.first') }).click();
  await expect(booking.getByRole('heading', { name: tr('appointments.booking.formStep') })).toBeVisible();
  await booking.getByLabel(tr('appointments.booking.name'), { exact: true }).fill('Amparo');
  await booking.getByLabel(tr('appointments.booking.surnames')).fill('Llopis Vidal');
  await booking.getByLabel(tr('appointments.booking.identity')).fill(identity);
  await booking.getByLabel(tr('appointments.booking.email')).fill(freshEmail('otra'));
  await booking.getByLabel(tr('appointments.booking.captcha')).fill('7');
  await booking.getByRole('button', { name: tr('appointments.booking.submit') }).click();
  // The server's words: the first one stands, to be changed with its confirmation's link; nothing of it is named.
  const refusal = booking.getByText(tr('api.error.appointmentDuplicate'));
  await expect(refusal).toBeVisible();
  await expect(booking).not.toContainText(first.body.code);

  // What was typed is kept: another document, but the first one's address; a new captcha to answer.
  await booking.getByLabel(tr('appointments.booking.identity')).fill(dniFor('another document'));
  await booking.getByLabel(tr('appointments.booking.email')).fill(email);
  // The refused send spent the operation's answer (one guess each): a new operation, its answer empty.
  await expect(booking.getByLabel(tr('appointments.booking.captcha'))).toHaveValue('');
  await booking.getByLabel(tr('appointments.booking.captcha')).fill('7');
  await booking.getByRole('button', { name: tr('appointments.booking.submit') }).click();
  await expect(booking.getByText(tr('api.error.appointmentDuplicate'))).toBeVisible();
  await expect(booking.getByText(tr('appointments.booking.captchaWrong'))).toHaveCount(0);
  await expect(booking.getByRole('heading', { name: tr('appointments.booking.done') })).toHaveCount(0);
});

test('a citizen changes an appointment from its private page: the old time is free again, and the change comes as REQUEST with a higher SEQUENCE', async ({
  page,
}) => {
  const email = freshEmail('cambio');
  await page.goto(`${origin(REALM)}/cita-previa/${URBANISM.service}`);
  // Days early in the window: the race of appointments.spec.ts takes the last ones.
  const days = await freeDays(page, URBANISM);
  const [oldDay, newDay] = [days[4]!.day, days[5]!.day];
  const oldSlot = (await freeSlots(page, URBANISM, oldDay))[0]!;
  const made = await bookThroughApi(page, { ...URBANISM, startsAt: oldSlot.startsAt }, { identity: dniFor('change'), email });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { code, key } = made.body;
  expect((await freeSlots(page, URBANISM, oldDay)).map((s) => s.startsAt)).not.toContain(oldSlot.startsAt);
  const booked = await calendarOf((await waitForMail(email, `Cita confirmada ${code}`)).raw);
  expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0 });

  // The private link opens the page; opening it (a GET) changes nothing.
  await page.goto(`${origin(REALM)}/cita-previa/cita#codigo=${code}&clave=${key}`);
  await expect(page.getByText(code).first()).toBeVisible({ timeout: 15_000 });
  const read = await call<Booked['appointment']>(page, `/api/${REALM}/citaprevia/appointments/${code}`, { headers: { 'X-Appointment-Key': key } });
  expect(read.body).toMatchObject({ status: 'booked', startsAt: made.body.appointment.startsAt });

  await page.getByRole('button', { name: tr('appointments.view.change') }).click();
  const change = page.locator('.av-change');
  // The new day by its name, as the island says it ("miércoles, 13 de enero, 14 huecos libres").
  const newDayName = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${newDay}T12:00:00Z`),
  );
  await change.getByRole('button', { name: new RegExp(`^${newDayName}, `) }).click();
  const time = change.locator('.slot-times .slot-choice').first();
  const newStart = (await time.textContent())!;
  await time.click();
  await page.getByRole('button', { name: tr('appointments.view.changeConfirm') }).click();
  await expect(page.getByRole('heading', { name: tr('appointments.view.changeDoneTitle') })).toBeVisible();

  const moved = await call<Booked['appointment']>(page, `/api/${REALM}/citaprevia/appointments/${code}`, { headers: { 'X-Appointment-Key': key } });
  expect(moved.body).toMatchObject({ status: 'booked', day: newDay, start: newStart });
  // The old place is free for another citizen.
  expect((await freeSlots(page, URBANISM, oldDay)).map((s) => s.startsAt)).toContain(oldSlot.startsAt);
  const changed = await calendarOf((await waitForMail(email, `Cita cambiada ${code}`)).raw);
  expect(changed).toMatchObject({ method: 'REQUEST', uid: booked.uid, start: `${newDay}T${newStart}:00` });
  expect(changed.sequence).toBeGreaterThan(booked.sequence);
});

test('the clerk marks one appointment of the day as arrived and another as not turned up, at /gestion/citas', async ({ page }) => {
  await signIn(page, REALM, DEMO_ACCOUNTS.staff);
  // Two appointments booked at the counter for a coming day, through the desk's API...
  const day = (await freeDays(page, REGISTRY)).at(-1)!.day;
  const slots = (await freeSlots(page, REGISTRY, day)).slice(-2);
  expect(slots).toHaveLength(2);
  const codes: string[] = [];
  for (const [i, slot] of slots.entries()) {
    const made = await call<{ code: string }>(page, `/api/${REALM}/desk/citaprevia/appointments`, {
      method: 'POST',
      body: { ...REGISTRY, startsAt: slot.startsAt, name: ['Rosa', 'Joan'][i], surnames: 'Ferrando Gil', identity: dniFor(`desk ${i}`), language: 'es' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    codes.push(made.body.code);
  }
  // ...then the clock's part: their time has come, a minute and two ago (nobody books for today, and a test does
  // not wait for a day). Moved in the store, as the day would have come; no reminder left to send.
  const now = Date.now();
  const db = e2eDatabase();
  try {
    for (const [i, code] of codes.entries()) {
      const starts = now - (2 - i) * 60_000;
      db.prepare('UPDATE appointments SET starts_at = ?, ends_at = ?, reminder_due_at = NULL WHERE realm = ? AND code = ?').run(
        starts,
        starts + 10 * 60_000,
        REALM,
        code,
      );
    }
  } finally {
    db.close();
  }
  const today = madridDay(now - 2 * 60_000);
  const [arrives, missing] = codes as [string, string];

  await page.goto(`${origin(REALM)}/gestion/citas?oficina=${REGISTRY.office}&dia=${today}`);
  const card = (code: string) => page.locator(`.desk-card[data-code="${code}"]`);
  await expect(card(arrives)).toContainText('Rosa Ferrando Gil', { timeout: 15_000 });
  await card(arrives)
    .getByRole('button', { name: tr('desk.appointments.mark.arrived') })
    .click();
  await expect(card(arrives)).toHaveAttribute('data-status', 'arrived');
  await expect(page.getByRole('status').filter({ hasText: arrives })).toHaveText(
    tr('desk.appointments.marked', { code: arrives, name: 'Rosa Ferrando Gil', status: tr('desk.appointments.status.arrived') }),
  );
  await card(missing)
    .getByRole('button', { name: tr('desk.appointments.mark.missed') })
    .click();
  await expect(card(missing)).toHaveAttribute('data-status', 'missed');
  await expect(card(missing).getByRole('button')).toHaveCount(0);

  // Kept: read again, as the server recorded them.
  await page.reload();
  await expect(card(arrives)).toHaveAttribute('data-status', 'arrived', { timeout: 15_000 });
  await expect(card(arrives)).toContainText(tr('desk.appointments.status.arrived'));
  await expect(card(missing)).toHaveAttribute('data-status', 'missed');
  await expect(card(missing)).toContainText(tr('desk.appointments.status.missed'));
});

test('the reminder the day before: one message through SMTP, with the way to cancel, and none for an appointment cancelled before', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${origin(REALM)}/cita-previa/${REGISTRY.service}`);
  // Two appointments on the last day that can be booked, the farthest from every other test's.
  const day = (await freeDays(page, REGISTRY)).at(-1)!.day;
  const [kept, dropped] = (await freeSlots(page, REGISTRY, day)).slice(-2);
  const keptEmail = freshEmail('recordatorio');
  const droppedEmail = freshEmail('anulada');
  const a = await bookThroughApi(page, { ...REGISTRY, startsAt: kept!.startsAt }, { identity: dniFor('reminded'), email: keptEmail });
  const b = await bookThroughApi(page, { ...REGISTRY, startsAt: dropped!.startsAt }, { identity: dniFor('cancelled'), email: droppedEmail });
  expect(a.status, JSON.stringify(a.body)).toBe(201);
  expect(b.status, JSON.stringify(b.body)).toBe(201);
  const cancelled = await call(page, `/api/${REALM}/citaprevia/appointments/${b.body.code}/cancel`, {
    method: 'POST',
    body: {},
    headers: { 'X-Appointment-Key': b.body.key },
  });
  expect(cancelled.status).toBe(200);

  // The day before comes now for both (one statement: the timer's next run sees them together).
  const db = e2eDatabase();
  try {
    db.prepare('UPDATE appointments SET reminder_due_at = ? WHERE realm = ? AND code IN (?, ?)').run(Date.now() - 1_000, REALM, a.body.code, b.body.code);
  } finally {
    db.close();
  }
  const reminder = await waitForMail(keptEmail, tr('mail.appointment.reminder.subject', { code: a.body.code }), 20_000);
  expect(reminder.text).toContain(tr('mail.appointment.reminder.heading'));
  // Its link leads to the appointment's private page, where cancelling is a button (a GET never cancels).
  const link = /https?:\/\/\S+\/cita-previa\/cita#\S+/.exec(reminder.text)?.[0];
  expect(link, 'the reminder links to the appointment').toBeTruthy();
  expect(link).toContain(`codigo=${a.body.code}`);
  // A key of its own, which opens the appointment's page as the confirmation's does.
  await page.goto(link!);
  await expect(page.getByText(a.body.code).first()).toBeVisible();

  // The run that reminded the one read the other too: marked once, and never for the cancelled one.
  const read = e2eDatabase({ readOnly: true });
  try {
    const rows = read
      .prepare('SELECT code, status, reminded_at FROM appointments WHERE realm = ? AND code IN (?, ?)')
      .all(REALM, a.body.code, b.body.code) as Array<{
      code: string;
      status: string;
      reminded_at: number | null;
    }>;
    expect(rows.find((r) => r.code === a.body.code)).toMatchObject({ status: 'booked', reminded_at: expect.any(Number) });
    expect(rows.find((r) => r.code === b.body.code)).toMatchObject({ status: 'cancelled', reminded_at: null });
  } finally {
    read.close();
  }
  // What the outbox holds for the cancelled one: its confirmation and its cancellation, no reminder.
  const outbox = e2eDatabase({ readOnly: true });
  try {
    const kinds = outbox.prepare('SELECT kind FROM mail_outbox WHERE to_address = ? ORDER BY id').all(droppedEmail) as Array<{ kind: string }>;
    expect(kinds.map((k) => k.kind)).not.toContain('appointment-reminder');
    const remindedOnce = outbox.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ? AND kind = 'appointment-reminder'").get(keptEmail) as {
      n: number;
    };
    expect(remindedOnce.n).toBe(1);
  } finally {
    outbox.close();
  }
});
