/**
 * The notices' push journey in Chromium (docs/notices.md "Delivery"): a resident turns on "Activar avisos" on
 * /avisos and chooses topics, a clerk publishes a notice from /gestion/avisos, the local server sends it as Web
 * Push, the resident's service worker shows it, and a click on it opens the notice's page; the inbox then keeps the
 * device's marks under the spec's keys (docs/product-spec.md §3).
 *
 * What stands in: the browser's own push vendor only. Chromium here cannot reach Google's push service (its real
 * `pushManager.subscribe` waits for it forever, and is refused in Playwright's incognito contexts), so the test's
 * page script answers `PushManager.subscribe` as the vendor would, with a subscription of the loopback push service
 * (tests/fixtures/push-service.ts: its endpoint, a P-256 key pair and an auth secret of its own), and the vendor's
 * last step, handing the message to the device, is the DevTools protocol's `ServiceWorker.deliverPushMessage`
 * with the text the loopback service decrypted. Everything else is the product's: the island, the permission,
 * the server's calls, the desk, the sender's VAPID signature and RFC 8291 encryption (checked and undone by the
 * loopback service), the service worker's push and click handlers.
 */
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { DateTime } from 'luxon';
import { E2E_PORT } from '../../playwright.config.ts';
import { type PushService, type ReceivedPush, startPushService } from '../fixtures/push-service.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts';
import { PHONE, e2eDatabase, origin, waitForIslands } from './helpers.ts';
import { logIn } from './requests-helpers.ts';

// Chromium itself, not the headless shell the other tests drive (scripts/chromium.ts): in the shell the
// notifications permission stays "denied" whatever the context grants, so the island rightly offers nothing.
test.use({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } });

const SITE = origin('alcantir');
/** This file's visitors accepted device storage: the spec's keys live in localStorage only then. */
const consented = {
  name: 'consent',
  value: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: false, deviceFingerprinting: false } }),
};
test.use({ storageState: { cookies: [], origins: [{ origin: SITE, localStorage: [consented] }] } });

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service?.close();
});

/**
 * The browser's push vendor, stood in for: `subscribe` answers the loopback service's subscription and keeps the
 * application server key it was given (a vendor binds the subscription to it), `getSubscription` the one made.
 * Kept in the tab's sessionStorage, so a reload still has it, as the browser would.
 */
async function standInVendor(context: BrowserContext, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await context.addInitScript((made) => {
    const KEY = 'e2e push vendor';
    const wrap = (json: typeof made) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        getKey: () => null,
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      const key = options?.applicationServerKey;
      if (!options?.userVisibleOnly || !key || typeof key === 'string') throw new DOMException('no application server key', 'InvalidAccessError');
      const bytes = new Uint8Array(ArrayBuffer.isView(key) ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : key);
      const serverKey = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      sessionStorage.setItem(KEY, JSON.stringify({ serverKey }));
      return wrap(made);
    };
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(KEY) ? wrap(made) : null);
  }, subscription);
}

/** The application server key the page subscribed with. */
const serverKeyOf = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e push vendor') ?? '{}').serverKey as string | undefined);

/** The site's service worker of `context`, once it runs. */
async function serviceWorker(context: BrowserContext): Promise<Worker> {
  await expect.poll(() => context.serviceWorkers().some((w) => w.url().startsWith(SITE))).toBe(true);
  return context.serviceWorkers().find((w) => w.url().startsWith(SITE))!;
}

/** The vendor's last step: the message handed to the worker of the site's registration, through the DevTools protocol. */
async function deliverPush(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${SITE}/`), { message: 'the site has a service worker registration' }).toEqual(expect.any(String));
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: SITE, registrationId: registrations.get(`${SITE}/`)!, data: text });
  await cdp.detach();
}

/** What the tests read of the worker's global scope (the DOM library has no worker types). */
type WorkerScope = { registration: ServiceWorkerRegistration; openNotice(notification: Notification): Promise<unknown> };

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string | undefined;
}

const shownBy = (worker: Worker, tag: string) =>
  worker.evaluate(
    async (tag) =>
      (await (self as unknown as WorkerScope).registration.getNotifications({ tag })).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      })),
    tag,
  ) as Promise<ShownNotification[]>;

/** The clerk, in a browser of their own, publishes an urgent notice in both of Alcantir's languages from the desk. */
async function clerkPublishes(context: BrowserContext, titles: { es: string; va: string }) {
  const desk = await context.newPage();
  await desk.goto(`${SITE}/gestion/avisos`);
  await logIn(desk, 'gestor', 'alcantir-gestor');
  await desk.reload();
  const form = desk.getByRole('region', { name: 'Nuevo aviso' });
  await expect(form.getByLabel('Tema')).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('Tema').selectOption('urgentes');
  await form.getByRole('checkbox', { name: 'Urgente' }).check();
  const texts = {
    es: { summary: 'Cortada la calle Major entre la plaza y el colegio hasta las 14:00.', body: 'Por una fuga de agua.\n\nUse la calle Nova.' },
    va: { summary: 'Tallat el carrer Major entre la plaça i el col·legi fins a les 14.00.', body: "Per una fuita d'aigua.\n\nUse el carrer Nou." },
  };
  const groups = form.getByRole('group', { name: /^Texto/ });
  await expect(groups).toHaveCount(2);
  for (const [index, lang] of (['es', 'va'] as const).entries()) {
    const group = groups.nth(index);
    await group.getByLabel('Título').fill(titles[lang]);
    await group.getByLabel('Resumen (lo que muestra la notificación)').fill(texts[lang].summary);
    await group.getByLabel(/^Texto completo/).fill(texts[lang].body);
  }
  // Until tomorrow: the home page's banner of later tests is not this notice's for ever.
  await form.getByLabel('Vigente hasta').fill(DateTime.now().setZone('Europe/Madrid').plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"));
  await form.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(desk.getByRole('status').filter({ hasText: titles.es })).toHaveText(`Aviso «${titles.es}» publicado. Aparecerá en la web en unos minutos.`);
  await desk.close();
}

test('a notice the clerk publishes reaches the subscribed device as a notification that opens it', PHONE, async ({ browser }) => {
  test.setTimeout(300_000);
  const project = test.info().project.name;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: SITE });
  const subscription = service.subscribe();
  await standInVendor(context, subscription);
  const page = await context.newPage();

  // The resident turns the notices on, with a second topic.
  await page.goto(`${SITE}/avisos`);
  await waitForIslands(page);
  const control = page.getByRole('region', { name: 'Avisos en este dispositivo' });
  await expect(control.getByRole('checkbox', { name: 'Avisos urgentes' })).toBeChecked();
  await control.getByRole('checkbox', { name: 'Agenda de actividades' }).check();
  await control.getByRole('button', { name: 'Activar avisos' }).click();
  await expect(control.getByText('Sus avisos se han guardado.')).toBeVisible();
  await expect(control.getByRole('button', { name: 'Dejar de recibir avisos' })).toBeVisible();

  // The spec's device keys, and the subscription on the server with its topics.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('push token'),
    enabled: localStorage.getItem('native push enabled'),
    topics: JSON.parse(localStorage.getItem('subscriptions') ?? 'null'),
  }));
  expect(stored).toEqual({ token: subscription.endpoint, enabled: 'true', topics: ['urgentes', 'agenda'] });
  const db = e2eDatabase({ readOnly: true });
  const topics = db
    .prepare(
      `SELECT t.topic FROM push_subscriptions s JOIN push_subscription_topics t ON t.seq = s.seq
       WHERE s.realm = 'alcantir' AND s.endpoint = ? ORDER BY t.topic`,
    )
    .all(subscription.endpoint)
    .map((row) => row.topic);
  db.close();
  expect(topics).toEqual(['agenda', 'urgentes']);
  const serverKey = await serverKeyOf(page);
  expect(serverKey, 'the island subscribed with the server key of GET /push/key').toMatch(/^[\w-]{87}$/);

  // The clerk publishes; the sender (every 5 s) signs and encrypts it for this device's push service.
  const titles = { es: `Calle Major cortada por una fuga (${project})`, va: `Carrer Major tallat per una fuita (${project})` };
  const clerk = await browser.newContext();
  await clerkPublishes(clerk, titles);
  await clerk.close();

  const mine = () => service.received.filter((m) => m.subscription === subscription.id && JSON.parse(m.text).title === titles.es);
  await expect.poll(() => mine().length, { timeout: 30_000, message: 'the loopback push service received the notice' }).toBe(1);
  const message = mine()[0] as ReceivedPush;
  expect(message.vapidKey, 'signed with the key the device subscribed with').toBe(serverKey);
  expect(message.claims.aud).toBe(service.origin);
  expect(message.claims.sub).toMatch(/^mailto:/);
  expect(message.urgency).toBe('high');
  const payload = JSON.parse(message.text) as { title: string; body: string; url: string; tag: string; urgent: boolean };
  expect(payload).toMatchObject({ title: titles.es, body: 'Cortada la calle Major entre la plaza y el colegio hasta las 14:00.', urgent: true });
  expect(payload.url).toMatch(new RegExp(`^http://alcantir\\.localhost:${E2E_PORT}/avisos/[a-z0-9-]+$`));
  const slug = new URL(payload.url).pathname.split('/').pop()!;

  // The push reaches the service worker, which shows it.
  const worker = await serviceWorker(context);
  await deliverPush(page, message.text);
  // Its page on this site: the worker keeps the path of the message's link, whichever of the realm's hosts it names.
  await expect
    .poll(() => shownBy(worker, payload.tag))
    .toEqual([{ title: titles.es, body: payload.body, tag: payload.tag, url: new URL(payload.url).pathname }]);
  const opened = await worker.evaluate(() =>
    ['https://associacions.alcantir.es/va/avisos/un-aviso#x', 'javascript:alert(1)', '/avisos?x=1'].map((link) =>
      (self as unknown as { noticeUrl(link: string): string }).noticeUrl(link),
    ),
  );
  expect(opened).toEqual(['/va/avisos/un-aviso#x', '/', '/avisos?x=1']);

  // A click on it: the worker's click path opens the notice in the site's tab already open.
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [shown] = await scope.registration.getNotifications({ tag });
    await scope.openNotice(shown!);
  }, payload.tag);
  await expect(page).toHaveURL(payload.url);
  await expect.poll(() => shownBy(worker, payload.tag), { message: 'the clicked notification is closed' }).toEqual([]);

  // Once the realm's rebuild that publishing queued is out, the page is the notice's.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('heading', { level: 1, name: titles.es }).count();
      },
      { timeout: 240_000, intervals: [5_000], message: 'the rebuilt site has the notice' },
    )
    .toBe(1);

  // The inbox marks it new once, and keeps seen, saved and hidden under the spec's keys.
  const marks = () =>
    page.evaluate(() =>
      Object.fromEntries(['seen alerts', 'saved alerts', 'deleted alerts'].map((key) => [key, JSON.parse(localStorage.getItem(key) ?? '{}').alcantir ?? []])),
    );
  await page.goto(`${SITE}/avisos`);
  const item = page.locator(`[data-notice="${slug}"]`);
  await expect(item.getByText('Nuevo')).toBeVisible();
  await expect.poll(async () => (await marks())['seen alerts']).toContain(slug);
  await item.getByRole('button', { name: 'Guardar' }).click();
  await expect(item.getByRole('button', { name: 'Guardado' })).toHaveAttribute('aria-pressed', 'true');
  await item.getByRole('button', { name: 'Ocultar' }).click();
  await expect(item).toBeHidden();
  const kept = await marks();
  expect(kept['saved alerts']).toContain(slug);
  expect(kept['deleted alerts']).toContain(slug);
  await page.reload();
  await expect(page.locator(`[data-notice="${slug}"]`)).toBeHidden();
  await context.close();
});

test('stopping the notices ends the device subscription on the server and on the device', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: SITE });
  const subscription = service.subscribe();
  await standInVendor(context, subscription);
  const page = await context.newPage();
  await page.goto(`${SITE}/va/avisos`);
  await waitForIslands(page);
  const control = page.getByRole('region', { name: 'Avisos en este dispositiu' });
  await control.getByRole('button', { name: 'Activar els avisos' }).click();
  await expect(control.getByRole('button', { name: 'Deixar de rebre avisos' })).toBeVisible();
  const count = () => {
    const db = e2eDatabase({ readOnly: true });
    const row = db
      .prepare("SELECT count(*) AS n FROM push_subscriptions WHERE realm = 'alcantir' AND endpoint = ? AND language = 'va'")
      .get(subscription.endpoint);
    db.close();
    return Number(row?.n);
  };
  expect(count()).toBe(1);
  await page.reload();
  await waitForIslands(page);
  await control.getByRole('button', { name: 'Deixar de rebre avisos' }).click();
  await expect(control.getByRole('button', { name: 'Activar els avisos' })).toBeVisible();
  expect(count()).toBe(0);
  expect(await page.evaluate(() => [localStorage.getItem('push token'), localStorage.getItem('native push enabled')])).toEqual([null, 'false']);
  await context.close();
});
