/**
 * The notices' e-mail copies against the test SMTP receiver (docs/notices.md "Delivery"): nothing is sent to an
 * address before its confirmation link is used; the link is single-use and expires; a GET of it (a mail scanner)
 * confirms nothing; each copy links to the notice and carries RFC 8058's one-click unsubscribe, which a POST honours
 * and a GET only offers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSender, type MailSender } from '../../../server/mail/sender.ts';
import { noticeMail } from '../../../server/mail/notice-copy.ts';
import { smtpTransport } from '../../../server/mail/transport.ts';
import { queueEmailCopies } from '../../../server/push/email-copies.ts';
import { queueNoticeDelivery, noticeDeliveryCounts } from '../../../server/push/notice-delivery.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { NoticeEmails } from '../../../server/store/notice-emails.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { SmtpReceiver } from '../../fixtures/smtp-receiver.ts';
import { localServer } from './support/local-server.ts';

const realms = loadRealms(realmsDir());
let now = Date.parse('2026-11-26T09:00:00Z'); // 10:00 in Madrid
let server: ReturnType<typeof localServer>;
let receiver: SmtpReceiver;
let sender: MailSender;

beforeAll(async () => {
  server = localServer({ now: () => now });
  receiver = new SmtpReceiver();
  await receiver.start();
  sender = startMailSender({
    outbox: new MailOutbox(server.store.db),
    transport: smtpTransport(receiver.url, 'avisos@portal.es'),
    pollMs: 60_000,
    log: () => {},
  });
}, 60_000);

afterAll(async () => {
  await sender.stop();
  await receiver.stop();
  server.store.close();
});

const copies = () =>
  queueEmailCopies({
    emails: new NoticeEmails(server.store.db),
    outbox: new MailOutbox(server.store.db),
    mail: noticeMail({ store: server.store, realms: () => realms }),
    now,
  });

const notice = (id: string) => ({
  realm: 'alcantir',
  id,
  topic: 'urgentes' as const,
  urgent: true,
  publishedAt: new Date(now).toISOString(),
  texts: { es: { title: 'Corte de agua', summary: 'Mañana no habrá agua.' }, va: { title: "Tall d'aigua", summary: 'Demà no hi haurà aigua.' } },
  path: `/avisos/${id}`,
});

const linkIn = (text: string, what: RegExp) => {
  const found = text.match(what)?.[0];
  if (!found) throw new Error(`no link like ${what} in:\n${text}`);
  return found;
};

/** Calls the app at a full URL from a message (the site's origin stands for this server). */
const call = (url: string, init: RequestInit = {}) => {
  const { pathname, search } = new URL(url);
  return server.app.request(`http://alcantir.localhost${pathname}${search}`, { ...init, headers: { host: 'alcantir.localhost', ...init.headers } });
};

describe('an e-mail subscription', () => {
  it('sends nothing before its confirmation, confirms with a POST only, once, and then gets each notice once with a one-click unsubscribe', async () => {
    const tab = server.client();
    const asked = await tab.post('/api/alcantir/notices/email', { email: 'lucia@correo.es', topics: ['urgentes'], language: 'va' });
    expect(asked.status).toBe(202);

    queueNoticeDelivery(server.store.db, notice('corte-1'), now);
    expect(copies()).toBe(0);
    await sender.drain();
    const confirmation = await receiver.waitFor((m) => m.recipients.includes('lucia@correo.es'));
    expect(confirmation.subject).toBe('Confirme la seua subscripció als avisos');
    expect(confirmation.text).toContain('Avisos urgents');
    const link = linkIn(confirmation.text, /https:\/\/\S+\/notices\/email\/confirm\?\S+/);

    // A mail scanner opens the link: a page with a button, and nothing confirmed.
    const scanned = await call(link);
    expect(scanned.status).toBe(200);
    expect(await scanned.text()).toContain('<button type="submit">Confirmar la subscripció</button>');
    expect(new NoticeEmails(server.store.db).byAddress('alcantir', 'lucia@correo.es')).toMatchObject({ confirmed: false, topics: [] });

    const token = new URL(link).searchParams.get('t')!;
    const confirm = () =>
      call(link, { method: 'POST', body: new URLSearchParams({ t: token }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await confirm()).status).toBe(200);
    expect(new NoticeEmails(server.store.db).byAddress('alcantir', 'lucia@correo.es')).toMatchObject({ confirmed: true, topics: ['urgentes'] });
    expect((await confirm()).status).toBe(400);

    // The next notice reaches her, once.
    queueNoticeDelivery(server.store.db, notice('corte-2'), now);
    expect(copies()).toBe(1);
    expect(copies()).toBe(0);
    expect(noticeDeliveryCounts(server.store.db, 'alcantir', 'corte-2')).toMatchObject({ emails: 1 });
    await sender.drain();
    const copy = await receiver.waitFor((m) => m.subject === "Tall d'aigua");
    expect(copy.text).toContain('https://associacions.alcantir.es/va/avisos/corte-2');
    // Read off the raw message: mailparser folds the List-* headers into an object of its own.
    const header = (name: string) =>
      copy.raw
        .replace(/\r\n[ \t]+/g, ' ')
        .match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]
        ?.trim();
    const unsubscribe = String(header('List-Unsubscribe'));
    expect(unsubscribe).toMatch(/^<https:\/\/asociaciones\.alcantir\.es\/api\/alcantir\/notices\/email\/unsubscribe\?s=[\w-]+&k=[\w-]+&lang=va>$/);
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const leave = unsubscribe.slice(1, -1);

    // A GET offers the button and keeps her subscribed; a wrong key is refused; the one-click POST unsubscribes.
    const offered = await call(leave);
    expect(offered.status).toBe(200);
    expect(await offered.text()).toContain('Donar-me de baixa');
    expect(new NoticeEmails(server.store.db).byAddress('alcantir', 'lucia@correo.es')).toBeDefined();
    const wrong = leave.replace(/k=[\w-]+/, 'k=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(
      (await call(wrong, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(400);
    const done = await call(leave, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(new NoticeEmails(server.store.db).byAddress('alcantir', 'lucia@correo.es')).toBeUndefined();
    queueNoticeDelivery(server.store.db, notice('corte-3'), now);
    expect(copies()).toBe(0);
  });

  it('has a link that expires after 48 hours', async () => {
    await server.client().post('/api/alcantir/notices/email', { email: 'pere@correo.es', topics: ['agenda'], language: 'es' });
    await sender.drain();
    const mail = await receiver.waitFor((m) => m.recipients.includes('pere@correo.es'));
    const link = linkIn(mail.text, /https:\/\/\S+\/notices\/email\/confirm\?\S+/);
    now += 48 * 3_600_000;
    const late = await call(link, {
      method: 'POST',
      body: new URLSearchParams({ t: new URL(link).searchParams.get('t')! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('ha caducado');
  });

  it('answers alike for any address, and caps the confirmations one address gets in an hour', async () => {
    const tab = server.client();
    for (let i = 0; i < 5; i++)
      expect((await tab.post('/api/alcantir/notices/email', { email: 'otra@correo.es', topics: ['noticias'], language: 'es' })).status).toBe(202);
    const queued = server.store.db
      .prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'notice-subscription' AND to_address = 'otra@correo.es'")
      .get() as { n: number };
    expect(queued.n).toBe(3);
  });

  it.each([
    ['an address that is not one', { email: 'no-es-correo', topics: ['agenda'], language: 'es' }],
    ['a personal topic', { email: 'a@correo.es', topics: ['mis-citas'], language: 'es' }],
    ['no topic', { email: 'a@correo.es', topics: [], language: 'es' }],
    ['a language the realm lacks', { email: 'a@correo.es', topics: ['agenda'], language: 'ca' }],
  ])('refuses %s', async (_name, body) => {
    const answer = await server.client().post('/api/alcantir/notices/email', body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errCode: 'invalid' });
  });
});

describe('the /avisos form without script', () => {
  const form = (fields: [string, string][], headers: Record<string, string> = {}) =>
    server.app.request('http://alcantir.localhost/api/alcantir/notices/email', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { host: 'alcantir.localhost', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  const queuedFor = (address: string) =>
    (server.store.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'notice-subscription' AND to_address = ?").get(address) as { n: number }).n;

  it('takes every ticked topic, queues the confirmation and sends the visitor back to the page in their language', async () => {
    const answer = await form(
      [
        ['email', 'marta@correo.es'],
        ['topics', 'urgentes'],
        ['topics', 'farmacias'],
        ['language', 'va'],
      ],
      { origin: 'https://asociaciones.alcantir.es', 'sec-fetch-site': 'same-site' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://asociaciones.alcantir.es/va/avisos?suscripcion=pendiente#suscripcion-pendiente');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(queuedFor('marta@correo.es')).toBe(1);
    // The clock of this file is past the real one by now, so the outbox is read rather than sent.
    const confirmation = server.store.db
      .prepare("SELECT subject, text FROM mail_outbox WHERE kind = 'notice-subscription' AND to_address = 'marta@correo.es'")
      .get() as { subject: string; text: string };
    expect(confirmation.subject).toBe('Confirme la seua subscripció als avisos');
    expect(confirmation.text).toContain('Avisos urgents');
    expect(confirmation.text).toContain('Farmàcies de guàrdia');
  });

  it("opened as a page, the form's address leads to the form in the language asked, and subscribes nobody", async () => {
    const before = (server.store.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'notice-subscription'").get() as { n: number }).n;
    const answer = await server.app.request('http://alcantir.localhost/api/alcantir/notices/email?email=ana%40correo.es&topics=urgentes&language=va', {
      headers: { host: 'alcantir.localhost' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^https?:\/\/[^/]+\/va\/avisos#recibir$/);
    const other = await server.app.request('http://alcantir.localhost/api/alcantir/notices/email?language=xx', { headers: { host: 'alcantir.localhost' } });
    expect(other.headers.get('location')).toMatch(/^https?:\/\/[^/]+\/avisos#recibir$/);
    expect((server.store.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'notice-subscription'").get() as { n: number }).n).toBe(before);
  });

  it('goes back to the page it came from on the same origin, in the first language at the root', async () => {
    const answer = await form(
      [
        ['email', 'joan@correo.es'],
        ['topics', 'agenda'],
        ['language', 'es'],
      ],
      { origin: 'http://alcantir.localhost', 'sec-fetch-site': 'same-origin' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://alcantir.localhost/avisos?suscripcion=pendiente#suscripcion-pendiente');
    expect(queuedFor('joan@correo.es')).toBe(1);
  });

  it('sends a form it cannot take back to the page with the error, never with the address in the URL', async () => {
    const answer = await form(
      [
        ['email', 'sin-temas@correo.es'],
        ['language', 'va'],
      ],
      { origin: 'https://asociaciones.alcantir.es', 'sec-fetch-site': 'same-site' },
    );
    expect(answer.status).toBe(303);
    const location = String(answer.headers.get('location'));
    expect(location).toBe('https://asociaciones.alcantir.es/va/avisos?suscripcion=error#suscripcion-error');
    expect(location).not.toContain('correo');
    expect(queuedFor('sin-temas@correo.es')).toBe(0);
  });

  it('refuses a post from another site, and queues nothing', async () => {
    const answer = await form(
      [
        ['email', 'victima@correo.es'],
        ['topics', 'urgentes'],
        ['language', 'es'],
      ],
      { origin: 'https://otro-sitio.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
    expect(queuedFor('victima@correo.es')).toBe(0);
  });

  it('never sends the visitor to an origin the post names that is not the realm’s', async () => {
    // Another realm's site passes the cross-site guard; the way back is still this realm's own site.
    const other = realms.find((r) => r.id !== 'alcantir')!;
    const answer = await form(
      [
        ['email', 'ana@correo.es'],
        ['topics', 'noticias'],
        ['language', 'es'],
      ],
      { origin: `https://${other.hosts[0]}`, 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://asociaciones.alcantir.es/avisos?suscripcion=pendiente#suscripcion-pendiente');
  });
});
