/**
 * The personal topics (docs/notices.md "Personal topics") against the real local server and the test push service
 * (tests/fixtures/push-service.ts, which checks the VAPID signature and decrypts): a clerk's status change or message
 * on a request reaches the devices of the citizen's account subscribed to `mis-solicitudes`, once each, saying only
 * that there is news, in the device's language, with the link to the request; an appointment's reminder reaches the
 * devices of the account that booked it; nobody else's device hears of either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendableAt } from '../../../src/domain/notices/topics.ts';
import { t } from '../../../src/i18n/index.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { runAppointmentJobs } from '../../../server/jobs/appointments.ts';
import { appointmentReminderTarget, queuePersonalNotice } from '../../../server/push/personal.ts';
import { runPushOnce } from '../../../server/push/sender.ts';
import type { StoredAppointment } from '../../../server/store/appointments.ts';
import { PushStore } from '../../../server/store/push.ts';
import { startPushService, type PushService, type TestSubscription } from '../../fixtures/push-service.ts';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

const realms = loadRealms(realmsDir());
const alcantir = realms.find((r) => r.id === 'alcantir')!;
const SITE = 'http://{realm}.localhost:4599';

let f: DeskFixture;
let service: PushService;
let push: PushStore;

beforeAll(async () => {
  f = await deskFixture({ pushTestMode: true });
  service = await startPushService();
  push = new PushStore(f.store.db);
}, 60_000);

afterAll(async () => {
  await service?.close();
});

/**
 * The sender's round at the first moment a notice that is not urgent may leave: now, or at 8:00 in Madrid when the
 * test runs in the quiet hours (src/domain/notices/topics.ts), which hold every notice these tests queue. With the
 * wall clock alone they failed every night from 22:00.
 */
const send = () =>
  runPushOnce({
    push,
    realms: () => realms,
    subjectOf: () => 'mailto:avisos@alcantir.es',
    siteUrl: SITE,
    log: () => {},
    clock: () => sendableAt(Date.now(), false),
  });

type Tab = DeskFixture['tabs']['citizen'];
async function subscribe(tab: Tab, topics: string[], language = 'es'): Promise<TestSubscription & { id: string }> {
  const device = service.subscribe();
  const answer = await tab.post('/api/alcantir/push/subscription', { subscription: { endpoint: device.endpoint, keys: device.keys }, topics, language });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return device;
}

const payloadsOf = (device: { id: string }) => service.received.filter((m) => m.subscription === device.id).map((m) => JSON.parse(m.text));

describe('news of a request', () => {
  it("reaches the devices of the citizen's account, once each, saying only that there is news", async () => {
    const phone = await subscribe(f.tabs.citizen, ['mis-solicitudes', 'urgentes'], 'va');
    const tablet = await subscribe(f.tabs.citizen, ['mis-solicitudes'], 'es');
    const publicOnly = await subscribe(f.tabs.citizen, ['urgentes']);
    const anonymous = await subscribe(f.tabs.anonymous, ['urgentes', 'agenda']);
    const staffsOwn = await subscribe(f.tabs.gestor, ['mis-solicitudes']);
    const { reference } = f.lamp;

    const moved = await f.tabs.gestor.post(`/api/alcantir/desk/requests/${reference}/actions`, {
      expectedVersion: 1,
      action: 'status',
      to: 'En gestión',
      message: 'Mañana pasa la brigada con la grúa.',
    });
    expect(moved.status).toBe(200);
    await send();

    const [toPhone, ...morePhone] = payloadsOf(phone);
    expect(morePhone).toEqual([]);
    expect(toPhone).toMatchObject({
      title: t('va', 'delivery.personal.request.title'),
      body: t('va', 'delivery.personal.request.summary'),
      url: `http://alcantir.localhost:4599/va/les-meues-sollicituds/${reference}`,
      urgent: false,
    });
    expect(payloadsOf(tablet)).toEqual([
      expect.objectContaining({ title: 'Novedades en su solicitud', url: `http://alcantir.localhost:4599/mis-solicitudes/${reference}` }),
    ]);
    // Nothing of the case travels through the push service: not the status, the message, the title or the place.
    for (const text of service.received.map((m) => m.text))
      for (const detail of ['En gestión', 'grúa', 'Farola', 'Abadia', 'Lucía']) expect(text).not.toContain(detail);
    for (const device of [publicOnly, anonymous, staffsOwn]) expect(payloadsOf(device), 'not this account, or not this topic').toEqual([]);
    expect(service.received.find((m) => m.subscription === phone.id)?.urgency).toBe('normal');

    // A message without a status change is news too, a second push; the queue sends nothing twice.
    const told = await f.tabs.gestor.post(`/api/alcantir/desk/requests/${reference}/actions`, {
      expectedVersion: 2,
      action: 'message',
      message: '¿Es la farola junto al banco?',
    });
    expect(told.status).toBe(200);
    await send();
    await send();
    expect(payloadsOf(phone)).toHaveLength(2);
    expect(payloadsOf(tablet)).toHaveLength(2);
    expect(new Set(payloadsOf(phone).map((p) => p.tag)).size, 'each step its own tag').toBe(2);
  });

  it('an internal note is no news: no push', async () => {
    const before = service.received.length;
    const noted = await f.tabs.gestor.post(`/api/alcantir/desk/requests/${f.grant.reference}/actions`, {
      expectedVersion: 1,
      action: 'note',
      message: 'Comprobar el presupuesto con Cultura.',
    });
    expect(noted.status).toBe(200);
    await send();
    expect(service.received.length).toBe(before);
  });
});

describe("an appointment's reminder", () => {
  const citizenId = () => f.idOf('alcantir', 'vecina');
  const appointment = (overrides: Partial<StoredAppointment> = {}): StoredAppointment => ({
    id: 'cita-1',
    realm: 'alcantir',
    code: 'ALC-CP-7KX4-M9QP',
    service: 'padron',
    office: 'oac',
    desk: 'oac-1',
    startMs: Date.now() + 24 * 3_600_000,
    endMs: Date.now() + 24 * 3_600_000 + 900_000,
    status: 'booked',
    sequence: 0,
    language: 'es',
    name: 'Lucía',
    surnames: 'Ferrer',
    email: null,
    phone: null,
    identityTail: null,
    userId: citizenId(),
    origin: 'online',
    createdAt: Date.now(),
    changedAt: Date.now(),
    purged: false,
    ...overrides,
  });

  it('goes, from the timer that queues the reminders, to the devices of the account that booked it', async () => {
    const phone = await subscribe(f.tabs.citizen, ['mis-citas'], 'es');
    const staffsOwn = await subscribe(f.tabs.gestor, ['mis-citas']);
    const due = [appointment(), appointment({ id: 'cita-sin-cuenta', userId: null })];
    // The timer as the server's entry gives it the push (server/cli/main.ts); the store's part is its own test's.
    const done = runAppointmentJobs({
      appointments: {
        queueDueReminders: (_now: number, queue: (a: StoredAppointment) => void) => {
          for (const a of due) queue(a);
          return due.length;
        },
        purgeBefore: () => 0,
      } as never,
      outbox: { enqueueAppointment: () => {} } as never,
      mail: { reminder: () => undefined },
      remind: (a, now) => {
        const target = appointmentReminderTarget(a);
        if (target) queuePersonalNotice(f.store.db, alcantir, 'appointment', target, now);
      },
    });
    expect(done.reminders).toBe(2);
    await send();
    expect(payloadsOf(phone)).toEqual([
      expect.objectContaining({
        title: 'Recordatorio de su cita',
        body: t('es', 'delivery.personal.appointment.summary'),
        url: 'http://alcantir.localhost:4599/cita-previa/cita#codigo=ALC-CP-7KX4-M9QP',
      }),
    ]);
    expect(payloadsOf(staffsOwn)).toEqual([]);
  });

  it('is not sent once the appointment has begun', async () => {
    const phone = await subscribe(f.tabs.citizen, ['mis-citas'], 'es');
    const started = appointment({ id: 'cita-empezada', startMs: Date.now() - 60_000 });
    queuePersonalNotice(f.store.db, alcantir, 'appointment', appointmentReminderTarget(started)!, Date.now() - 120_000);
    await send();
    expect(payloadsOf(phone).filter((p) => p.tag === 'cita-cita-empezada-recordatorio')).toEqual([]);
  });
});
