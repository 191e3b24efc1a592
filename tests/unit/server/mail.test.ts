/**
 * E-mail end to end inside the local server: requests sent over the real API, messages queued in SQLite,
 * delivered by the sender loop over SMTP to a real SMTP server on loopback, and read back with mailparser.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSender } from '../../../server/mail/sender.ts';
import { nextAttempt, type RetryPolicy } from '../../../server/mail/retry.ts';
import { smtpTransport } from '../../../server/mail/transport.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { MAX_RECEIPTS_PER_HOUR, MailOutbox } from '../../../server/store/mail-outbox.ts';
import { SmtpReceiver } from '../../fixtures/smtp-receiver.ts';
import { incidenceBody } from './support/incidence.ts';
import { browser, deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';

const FROM = 'no-reply@alcantir.example';
const FAST: RetryPolicy = { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 60_000 };
const incidencia = (title: string, email = 'marta@example.org') => incidenceBody(title, { email });

const running: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.stop();
});

async function setUp(retry: RetryPolicy = FAST) {
  const server = localServer({ captchaAnswer: '7' });
  const receiver = new SmtpReceiver();
  await receiver.start();
  running.push(receiver);
  const log: string[] = [];
  const sender = startMailSender({
    outbox: new MailOutbox(server.store.db),
    transport: smtpTransport(receiver.url, FROM),
    retry,
    pollMs: 20,
    log: (line) => log.push(line),
  });
  running.push(sender);
  /** Sends as an anonymous device user, or `as` a demo account (`vecina`, whose address is verified). */
  const send = async (body: ReturnType<typeof incidencia>, lang = 'es', as?: { user: string; password: string }) => {
    const tab = as ? browser(server.app) : await deviceTab(server.app);
    if (as) expect((await tab.request('/api/v2/auth/login', { method: 'POST', json: as })).status).toBe(200);
    const captchaWork = await solvedCaptcha(tab);
    const response = await tab.request('/api/alcantir/requests/incidencias/create', {
      method: 'POST',
      json: { ...body, captchaWork },
      headers: { 'Accept-Language': lang },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { _id: string; reference: string; followUpKey: string };
  };
  return { server, receiver, sender, send, log };
}

/** The demo citizen with a verified address, and a request that gives that address as its contact. */
const VECINA = { user: 'vecina', password: 'alcantir-demo' };
const LUCIA = 'lucia.ferrer@example.org';

describe('the receipt e-mail', { timeout: 20_000 }, () => {
  it("arrives over SMTP in the citizen's language, with the reference, the private link and nothing remote", async () => {
    const { receiver, send } = await setUp();
    const sent = await send(incidencia('Farola apagada'), 'va');
    const mail = await receiver.waitFor((m) => m.recipients.includes('marta@example.org'));
    expect(mail.subject).toBe(`Hem rebut la seua sol·licitud ${sent.reference}`);
    expect(mail.headers.get('from')).toMatchObject({ value: [{ name: "Ajuntament d'Alcantir", address: FROM }] });
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain(sent.reference);
    expect(mail.text).toContain(`https://associacions.alcantir.es/va/les-meues-sollicituds/${sent.reference}#clave=${sent.followUpKey}`);
    expect(mail.html).toContain('<html lang="ca-valencia">');
    expect(mail.html).toContain(`href="https://associacions.alcantir.es/va/les-meues-sollicituds/${sent.reference}#clave=${sent.followUpKey}"`);
    // No tracking pixel, no remote image, font or stylesheet: the only addresses are the request's link.
    expect(mail.html).not.toMatch(/<img|src=|url\(|<link/i);
    expect([...mail.html.matchAll(/https?:\/\/[^"<\s]+/g)].map((m) => m[0]).every((url) => url.startsWith('https://associacions.alcantir.es/va/'))).toBe(true);
  });

  it('quotes what was sent only to the sender’s own verified address; an address typed in a form gets the reference and the link', async () => {
    const { receiver, send } = await setUp();
    const fake = 'MULTA PENDIENTE de 300 €: pague hoy en https://multas.example/pago';
    const typed = await send({ ...incidencia('Aviso del Ayuntamiento', 'desconocida@example.org'), body: fake });
    const stranger = await receiver.waitFor((m) => m.recipients.includes('desconocida@example.org'));
    expect(stranger.text).toContain(typed.reference);
    expect(stranger.text).toContain(`/mis-solicitudes/${typed.reference}#clave=${typed.followUpKey}`);
    for (const part of [stranger.text, stranger.html]) {
      expect(part).not.toContain('MULTA PENDIENTE');
      expect(part).not.toContain('multas.example');
      expect(part).not.toContain('Aviso del Ayuntamiento');
      expect(part).not.toContain('Marta');
    }

    const own = await send(incidencia('Farola apagada', LUCIA), 'va', VECINA);
    const mail = await receiver.waitFor((m) => m.recipients.includes(LUCIA));
    expect(mail.text).toContain(own.reference);
    expect(mail.text).toContain("- Tipus d'incidència: Enllumenat públic");
    expect(mail.text).toContain('- Descripció: La farola de la esquina lleva tres noches apagada');
  });

  it('goes to one address at most MAX_RECEIPTS_PER_HOUR times an hour, however many requests name it', async () => {
    const { server, send } = await setUp();
    const outbox = new MailOutbox(server.store.db);
    const sent = [];
    for (let i = 0; i < MAX_RECEIPTS_PER_HOUR + 3; i++) {
      sent.push(await send(incidencia(`Aviso ${i}`, i % 2 ? 'Victima@Example.org' : 'victima@example.org')));
    }
    const receipts = sent.map((s) => outbox.ofRequest(s._id).filter((m) => m.kind === 'receipt').length);
    expect(receipts).toEqual([...Array(MAX_RECEIPTS_PER_HOUR).fill(1), 0, 0, 0]);
    // Another address is not held back by this one's cap.
    const other = await send(incidencia('Otro aviso', 'otra@example.org'));
    expect(outbox.ofRequest(other._id)).toHaveLength(1);
  });

  it("never holds back the verified owner's own receipt, however many strangers named that address", async () => {
    const { server, send } = await setUp();
    const outbox = new MailOutbox(server.store.db);
    for (let i = 0; i < MAX_RECEIPTS_PER_HOUR + 1; i++) await send(incidencia(`Aviso ${i}`, LUCIA));
    const own = await send(incidencia('Farola apagada', LUCIA), 'va', VECINA);
    expect(outbox.ofRequest(own._id).filter((m) => m.kind === 'receipt')).toHaveLength(1);
  });

  it('waits for a mail server that is down: the request is stored at once, the receipt arrives once it is back', async () => {
    const { server, receiver, send } = await setUp();
    await receiver.stop();
    const sent = await send(incidencia('Contenedor desbordado'));
    const outbox = new MailOutbox(server.store.db);
    await expect.poll(() => outbox.ofRequest(sent._id)[0]?.attempts ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(outbox.ofRequest(sent._id)[0]).toMatchObject({ status: 'pending' });
    // Only a code is kept of why (nodemailer's ESOCKET for a refused connection), never the server's words.
    expect(outbox.state(outbox.ofRequest(sent._id)[0]!.id)!.lastError).toMatch(/^E[A-Z]+$/);
    await receiver.start();
    const mail = await receiver.waitFor((m) => m.subject.includes(sent.reference));
    expect(mail.recipients).toEqual(['marta@example.org']);
    await expect.poll(() => outbox.ofRequest(sent._id)[0]?.status).toBe('sent');
    // Delivered, the message keeps its record but not its words.
    expect(outbox.ofRequest(sent._id)[0]).toMatchObject({ text: '', html: '' });
  });

  it('escapes a hostile title in both parts, and neither it nor a hostile mailbox title can add a header', async () => {
    const { server, receiver, send } = await setUp();
    const mailbox = server.store.get('alcantir', 'mailboxes', 'incidencias')!;
    server.store.put('alcantir', 'mailboxes', { ...mailbox, title: { es: 'Incidencias\r\nBcc: spy@example.org\r\nX-Injected: yes' } });
    const hostile = '<script>alert(1)</script>\u001b[31mROJO\u001b[0m\r\nBcc: victim@example.org\u202e';
    const sent = await send({ ...incidencia(hostile, LUCIA), body: `${hostile} <img src="https://tracker.example/p.gif">` }, 'es', VECINA);
    const mail = await receiver.waitFor((m) => m.subject.includes(sent.reference));
    expect(mail.recipients).toEqual([LUCIA]);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail.headers.get('subject')).toBe(`Hemos recibido su solicitud ${sent.reference}`);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=&quot;https://tracker.example/p.gif&quot;&gt;');
    expect(mail.html).not.toMatch(/<script|<img/i);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for exactly these characters.
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/[\u001b\u202e\r]/);
    expect(mail.text).toContain('\uFFFD[31mROJO');
  });
});

describe('the sender loop', { timeout: 20_000 }, () => {
  it('delivers every message once, even with two servers sending from one database', async () => {
    const { server, receiver } = await setUp();
    const second = openDatabase(join(server.dir, 'db.sqlite'));
    running.push({ stop: async () => second.close() });
    running.push(startMailSender({ outbox: new MailOutbox(second), transport: smtpTransport(receiver.url, FROM), retry: FAST, pollMs: 5 }));
    const outbox = new MailOutbox(server.store.db);
    for (let n = 0; n < 30; n++) {
      outbox.enqueue({
        realm: 'alcantir',
        requestId: null,
        kind: 'notice',
        to: `vecino${n}@example.org`,
        fromName: 'Ajuntament',
        subject: `Aviso ${n}`,
        text: '.',
        html: '.',
      });
    }
    await expect.poll(() => receiver.messages.length, { timeout: 10_000 }).toBe(30);
    await new Promise((done) => setTimeout(done, 300));
    expect(receiver.messages).toHaveLength(30);
    expect(new Set(receiver.messages.map((m) => m.subject)).size).toBe(30);
  });

  it('backs off more after each failure, with jitter, and gives up a day after queuing', () => {
    const policy: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 86_400_000 };
    const delays = (random: () => number) => [1, 2, 3, 4, 5, 10, 20].map((attempts) => nextAttempt(policy, attempts, 0, 0, random)!);
    expect(delays(() => 1)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000]);
    expect(delays(() => 0)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 1_800_000, 1_800_000]);
    expect(nextAttempt(policy, 30, 0, 86_000_000, () => 0.5)).toBeUndefined();
  });

  it('marks a message failed when it cannot be delivered in time, and logs it by id only', async () => {
    const { server, receiver, send, log } = await setUp({ firstDelayMs: 20, maxDelayMs: 80, giveUpAfterMs: 400 });
    await receiver.stop();
    const sent = await send(incidencia('Bache en la calzada', 'persona.privada@example.org'));
    const outbox = new MailOutbox(server.store.db);
    await expect.poll(() => outbox.ofRequest(sent._id)[0]?.status, { timeout: 5000 }).toBe('failed');
    const [message] = outbox.ofRequest(sent._id);
    expect(message!.attempts).toBeGreaterThanOrEqual(3);
    expect(log).toEqual([
      expect.stringMatching(new RegExp(`^Mail ${message!.id} failed after ${message!.attempts} attempts \\(E[A-Z]+\\); it will not be sent\\.$`)),
    ]);
    expect(log.join()).not.toMatch(/persona\.privada|Bache|ALC-/);
  });
});

describe('the appointment e-mails', { timeout: 30_000 }, () => {
  it('carry the calendar file as text/calendar with its method, the private link, and escape a hostile name and service', async () => {
    const { server, receiver } = await setUp();
    const at = Date.now();
    const day = new Date(at + 3 * 86_400_000).toISOString().slice(0, 10);
    const service = 'cita-mail-servicio';
    const office = 'cita-mail-oficina';
    server.store.put('alcantir', 'citaprevia_servicios', {
      _id: service,
      title: { es: 'Padrón\r\nBcc: spy@example.org' },
      duration: 30,
      offices: [office],
      bookingWindow: { days: 30 },
    });
    server.store.put('alcantir', 'citaprevia_oficinas', {
      _id: office,
      title: { es: 'Oficina' },
      address: { street: 'Plaza Mayor, 1', city: 'Alcantir' },
      coordinates: { lat: 38.98, lng: -0.52 },
      telephone: '962 000 000',
      openingHours: { es: 'Todos los días' },
      desks: [{ id: 'a', title: { es: 'A' }, services: [service] }],
    });
    server.store.put('alcantir', 'citaprevia_horarios', {
      _id: 'cita-mail-plan',
      office,
      service,
      ranges: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '10:00' }],
    });
    server.store.put('alcantir', 'citaprevia_excepciones', {
      _id: 'cita-mail-extra',
      office,
      date: day,
      kind: 'extra',
      ranges: [{ start: '09:00', end: '10:00' }],
    });
    const tab = browser(server.app);
    const slots = await (await tab.get(`/api/alcantir/citaprevia/services/${service}/slots?office=${office}&day=${day}`)).json();
    const held = await (await tab.post('/api/alcantir/citaprevia/holds', { service, office, startsAt: slots.items[0].startsAt })).json();
    const captchaWork = await solvedCaptcha(tab);
    const hostile = '<script>alert(1)</script>';
    const response = await tab.post('/api/alcantir/citaprevia/appointments', {
      hold: held.hold,
      name: hostile,
      surnames: 'Soler',
      identity: '12345678Z',
      email: LUCIA,
      language: 'es',
      captcha: '7',
      captchaWork,
    });
    expect(response.status).toBe(201);
    const { code, key } = await response.json();
    const mail = await receiver.waitFor((m) => m.subject.includes(code));
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.text).toContain(`/cita-previa/cita#codigo=${code}&clave=${key}`);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; method=REQUEST; charset=UTF-8/i);
    expect(mail.raw).toMatch(/filename=cita\.ics/);
  });
});
