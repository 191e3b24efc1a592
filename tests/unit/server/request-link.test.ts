/**
 * Every message about a request leads back to it (docs/requests-api.md "E-mail"): the notices of a request sent
 * without an account carry its private link, a clerk's quick steps come as one notice, and "Reenviarme el enlace"
 * sends the link again to the address the request's messages go to, answering the same whatever it finds.
 */
import { describe, expect, it } from 'vitest';
import { citizenMail } from '../../../server/mail/citizen-mail.ts';
import { DEBOUNCE_LIMIT_MS, MailOutbox, MAX_LINKS_PER_HOUR, NOTICE_WINDOW_MS } from '../../../server/store/mail-outbox.ts';
import { SqlitePayments } from '../../../server/store/payments.ts';
import { RequestActions } from '../../../server/store/request-actions.ts';
import { Requests } from '../../../server/store/requests.ts';
import { Uploads } from '../../../server/store/uploads.ts';
import { Users } from '../../../server/store/users.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { incidenceBody } from './support/incidence.ts';
import { browser, deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';

const ADDRESS = 'marta@example.org';
const incidencia = (title: string, email = ADDRESS) => incidenceBody(title, { email });
const ANSWER = { message: 'Si la referencia y el correo coinciden, le enviaremos el enlace en unos minutos.' };
const KEYED_LINK = /https:\/\/asociaciones\.alcantir\.es\/mis-solicitudes\/(ALC-[\w-]+)#clave=([\w-]{43})/;

type Server = ReturnType<typeof localServer>;

async function sendWithoutAccount(server: Server, title: string, email = ADDRESS) {
  const tab = await deviceTab(server.app);
  const response = await tab.post('/api/alcantir/requests/incidencias/create', { ...incidencia(title, email), captchaWork: await solvedCaptcha(tab) });
  expect(response.status).toBe(200);
  return (await response.json()) as { _id: string; reference: string; followUpKey: string };
}

function desk(server: Server) {
  const db = server.store.db;
  const mail = citizenMail({
    store: server.store,
    realms: () => loadRealms(realmsDir()),
    users: new Users(db),
    uploads: new Uploads(db, server.dir),
    payments: new SqlitePayments(db),
  });
  const staff = { kind: 'staff' as const, id: (db.prepare("SELECT id FROM users WHERE realm = 'alcantir' AND user = 'gestor'").get() as { id: string }).id };
  return { actions: new RequestActions(db, new MailOutbox(db), mail.notice), staff, outbox: new MailOutbox(db), requests: new Requests(db) };
}

describe("a request's notices", { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });

  it('carry the private link to a request sent without an account, with a key of their own kept sealed until they leave', async () => {
    const sent = await sendWithoutAccount(server, 'Farola apagada junto a la fuente');
    const { actions, staff, outbox, requests } = desk(server);
    actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'message', message: 'La brigada pasará el lunes.' } });
    const notice = outbox.ofRequest(sent._id).find((m) => m.kind === 'notice')!;
    const [, reference, key] = KEYED_LINK.exec(notice.text)!;
    expect(reference).toBe(sent.reference);
    expect(key).not.toBe(sent.followUpKey);
    expect(requests.opensWithKey('alcantir', sent.reference, key!)).toBe(true);
    expect(notice.html).toContain(`#clave=${key}`);
    // Neither the outbox's rows nor the keys' table hold the key as it is.
    expect(JSON.stringify(server.store.db.prepare('SELECT * FROM mail_outbox').all())).not.toContain(key);
    expect(JSON.stringify(server.store.db.prepare('SELECT * FROM request_follow_up_keys').all())).not.toContain(key);
    // The footer says where to ask for the link again: the request's page, without a key.
    expect(notice.text).toContain(
      `¿Ha perdido el enlace de su solicitud? Pida que se lo enviemos de nuevo en https://asociaciones.alcantir.es/mis-solicitudes/${sent.reference}\n`,
    );
    expect(notice.text).not.toContain('justificante que le enviamos');
  });

  it("merge a clerk's steps within two minutes into one message, which waits for them, and start anew after it left", async () => {
    const sent = await sendWithoutAccount(server, 'Papelera rota en el parque');
    const { actions, staff, outbox } = desk(server);
    const t0 = Date.parse('2026-11-27T09:00:00Z');
    const at = (ms: number) => new Date(t0 + ms);
    actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'status', to: 'En gestión' } }, at(0));
    actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'note', message: 'Pedir presupuesto' } }, at(20_000));
    actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'message', message: 'Cambiaremos la papelera.' } }, at(60_000));
    actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'status', to: 'Resuelta', message: 'Ya está cambiada.' } }, at(100_000));
    let notices = outbox.ofRequest(sent._id).filter((m) => m.kind === 'notice');
    expect(notices).toHaveLength(1);
    const merged = notices[0]!;
    expect(merged.text.indexOf('de «Recibida» a «En gestión»')).toBeLessThan(merged.text.indexOf('Cambiaremos la papelera.'));
    expect(merged.text.indexOf('Cambiaremos la papelera.')).toBeLessThan(merged.text.indexOf('de «En gestión» a «Resuelta»'));
    expect(merged.text).toContain('Ya está cambiada.');
    expect(merged.text).not.toContain('Pedir presupuesto');
    // One link, whose key the merged messages share.
    expect(merged.text.match(/#clave=/g)).toHaveLength(1);
    // Due two minutes after the last step.
    expect(outbox.state(merged.id)!.nextAttemptAt).toBe(t0 + 100_000 + NOTICE_WINDOW_MS);
    outbox.markSent(merged.id, t0 + 100_000 + NOTICE_WINDOW_MS);

    // Once it has left, a new step makes a new message, which tells that step alone.
    actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'status', to: 'En gestión' } }, at(400_000));
    notices = outbox.ofRequest(sent._id).filter((m) => m.kind === 'notice');
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain('de «Resuelta» a «En gestión»');
    expect(notices[1]!.text).not.toContain('Cambiaremos la papelera.');
  });

  it('wait at most DEBOUNCE_LIMIT_MS after the first step, however busy the desk', async () => {
    const sent = await sendWithoutAccount(server, 'Banco roto en la plaza');
    const { actions, staff, outbox } = desk(server);
    const t0 = Date.parse('2026-11-27T10:00:00Z');
    for (let n = 0; n < 10; n++) {
      actions.apply('alcantir', sent.reference, { actor: staff, change: { action: 'message', message: `Paso ${n}` } }, new Date(t0 + n * 60_000));
    }
    const notices = outbox.ofRequest(sent._id).filter((m) => m.kind === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Paso 0');
    expect(notices[0]!.text).toContain('Paso 9');
    expect(outbox.state(notices[0]!.id)!.nextAttemptAt).toBe(t0 + DEBOUNCE_LIMIT_MS);
  });
});

describe('Reenviarme el enlace', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });
  const ask = (body: unknown, host = 'alcantir.localhost', address?: string) =>
    browser(server.app, host, address).post(`/api/${host.split('.')[0]}/requests/resend-link`, body);
  const links = (requestId: string) => new MailOutbox(server.store.db).ofRequest(requestId).filter((m) => m.kind === 'follow-up-link');

  it('sends a new private link to the address the request was sent with, typed any way', async () => {
    const sent = await sendWithoutAccount(server, 'Alcantarilla atascada');
    const response = await ask({ reference: sent.reference.toLowerCase().replaceAll('-', ' '), email: ` ${ADDRESS.toUpperCase()} ` });
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(ANSWER);
    const [mail] = links(sent._id);
    expect(mail).toMatchObject({ to: ADDRESS, subject: `El enlace de su solicitud ${sent.reference}`, status: 'pending' });
    const [, reference, key] = KEYED_LINK.exec(mail!.text)!;
    expect(reference).toBe(sent.reference);
    expect(new Requests(server.store.db).opensWithKey('alcantir', sent.reference, key!)).toBe(true);
    expect(JSON.stringify(server.store.db.prepare('SELECT * FROM mail_outbox').all())).not.toContain(key);
  });

  it('answers the same and sends nothing when the reference and the address do not match, or nothing exists', async () => {
    const sent = await sendWithoutAccount(server, 'Bache en la rotonda');
    const other = await sendWithoutAccount(server, 'Grafiti en la escuela', 'otra@example.org');
    const keysBefore = server.store.db.prepare('SELECT count(*) AS n FROM request_follow_up_keys').get();
    for (const body of [
      { reference: sent.reference, email: 'otra@example.org' },
      { reference: other.reference, email: ADDRESS },
      { reference: 'ALC-2026-0000-0000', email: ADDRESS },
      { reference: 'no es una referencia', email: ADDRESS },
      { reference: sent.reference, email: '' },
    ]) {
      const response = await ask(body);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual(ANSWER);
    }
    expect([...links(sent._id), ...links(other._id)]).toEqual([]);
    expect(server.store.db.prepare('SELECT count(*) AS n FROM request_follow_up_keys').get()).toEqual(keysBefore);
    expect((await ask({ reference: 3, email: ADDRESS })).status).toBe(400);
  });

  it("keeps to the realm asked: another realm's reference finds nothing there", async () => {
    const sent = await sendWithoutAccount(server, 'Fuente sin agua');
    const response = await ask({ reference: sent.reference, email: ADDRESS }, 'vilamar.localhost');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(ANSWER);
    expect(links(sent._id)).toEqual([]);
  });

  it('sends one address at most MAX_LINKS_PER_HOUR links an hour, answering the same past it', async () => {
    const sent = await sendWithoutAccount(server, 'Árbol caído en el camino', 'limite@example.org');
    for (let n = 0; n < MAX_LINKS_PER_HOUR + 2; n++) {
      const response = await ask({ reference: sent.reference, email: 'limite@example.org' });
      expect(await response.json()).toEqual(ANSWER);
    }
    expect(links(sent._id)).toHaveLength(MAX_LINKS_PER_HOUR);
  });

  it('gives a request sent with an account the link of its page, which opens to its owner signed in', async () => {
    const tab = browser(server.app);
    expect((await tab.post('/api/v2/auth/login', { user: 'vecina', password: 'alcantir-demo' })).status).toBe(200);
    const sent = await (
      await tab.post('/api/alcantir/requests/incidencias/create', {
        ...incidencia('Acera levantada', 'lucia@example.org'),
        captchaWork: await solvedCaptcha(tab),
      })
    ).json();
    await ask({ reference: sent.reference, email: 'lucia@example.org' });
    const [mail] = links(sent._id);
    expect(mail!.text).toContain(`https://asociaciones.alcantir.es/mis-solicitudes/${sent.reference}\n`);
    expect(mail!.text).not.toContain('#clave=');
  });
});

describe('Reenviarme el enlace, rate-limited per client', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7', rateLimits: { relink: { count: 2, seconds: 600 } } });

  it('refuses a client past its bucket with 429, and not another client', async () => {
    const call = (address: string) =>
      browser(server.app, 'alcantir.localhost', address).post('/api/alcantir/requests/resend-link', { reference: 'ALC-2026-0000-0000', email: ADDRESS });
    expect((await call('203.0.113.5')).status).toBe(202);
    expect((await call('203.0.113.5')).status).toBe(202);
    expect((await call('203.0.113.5')).status).toBe(429);
    expect((await call('203.0.113.6')).status).toBe(202);
  });
});
