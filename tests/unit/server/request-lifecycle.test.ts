import { describe, expect, it } from 'vitest';
import { citizenMail } from '../../../server/mail/citizen-mail.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { SqlitePayments } from '../../../server/store/payments.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { RequestActions } from '../../../server/store/request-actions.ts';
import { RequestQueue } from '../../../server/store/request-queue.ts';
import { Requests, type NewRequest } from '../../../server/store/requests.ts';
import { Uploads } from '../../../server/store/uploads.ts';
import { Users } from '../../../server/store/users.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';
import { incidenceBody } from './support/incidence.ts';

const REFERENCE = /^ALC-20\d\d-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const contact = { firstName: 'Marta', lastName: 'Soler', telephone: '600 111 222', email: 'marta@example.org' };
const incidencia = { ...incidenceBody('Farola apagada'), contact };

/** The stores of a fresh local server, as the desk and the citizen's pages will use them. */
function lifecycle() {
  const server = localServer({ captchaAnswer: '7' });
  const db = server.store.db;
  const users = new Users(db);
  const outbox = new MailOutbox(db);
  const mail = citizenMail({
    store: server.store,
    realms: () => loadRealms(realmsDir()),
    users,
    uploads: new Uploads(db, server.dir),
    payments: new SqlitePayments(db),
    siteUrl: 'http://{realm}.localhost:4321',
  });
  const requests = new Requests(db);
  const actions = new RequestActions(db, outbox, mail.notice);
  const staff = users.get('alcantir', (db.prepare("SELECT id FROM users WHERE realm = 'alcantir' AND user = 'gestor'").get() as { id: string }).id)!;
  const send = (overrides: Partial<NewRequest> = {}, doc: Record<string, unknown> = {}) =>
    requests.create(
      'alcantir',
      {
        mailbox: 'incidencias',
        userId: 'citizen-1',
        sessionId: 's',
        prefix: 'ALC',
        language: 'es',
        followUp: false,
        doc: { ...incidencia, ...doc },
        ...overrides,
      },
      (request) => {
        const receipt = mail.receipt(request, { _id: 'incidencias', title: 'Incidencias', form: { pages: [], groups: [] } } as never, undefined);
        if (receipt) outbox.enqueue(receipt);
      },
    ).request;
  return { server, requests, actions, outbox, staff, send, queue: new RequestQueue(db) };
}

describe('sending a request', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });
  const CREATE = '/api/alcantir/requests/incidencias/create';

  it('answers its reference and, sent without an account, a follow-up key that opens it and nothing else', async () => {
    const tab = await deviceTab(server.app);
    const sent = { ...incidencia, captchaWork: await solvedCaptcha(tab) };
    const response = await tab.post(CREATE, sent, { 'Idempotency-Key': 'lifecycle-0001' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await response.json();
    expect(answer).toMatchObject({ reference: expect.stringMatching(REFERENCE), followUpKey: expect.stringMatching(/^[\w-]{43}$/) });
    const requests = new Requests(server.store.db);
    expect(requests.opensWithKey('alcantir', answer.reference, answer.followUpKey)).toBe(true);
    // One character off (never the same character: a key's last one is A in one case out of sixteen).
    const wrong = `${answer.followUpKey.slice(0, -1)}${answer.followUpKey.endsWith('A') ? 'B' : 'A'}`;
    expect(requests.opensWithKey('alcantir', answer.reference, wrong)).toBe(false);
    expect(requests.opensWithKey('vilamar', answer.reference, answer.followUpKey)).toBe(false);
    // A year and a day later the key has expired.
    expect(requests.opensWithKey('alcantir', answer.reference, answer.followUpKey, new Date(Date.now() + 366 * 86_400_000))).toBe(false);
    // The database keeps only its digest.
    expect(JSON.stringify(server.store.db.prepare('SELECT * FROM request_follow_up_keys').all())).not.toContain(answer.followUpKey);

    // A retry whose first answer was lost (the same body, its captcha spent) finds the same request and gets a key
    // of its own; both open it.
    const retry = await (await tab.post(CREATE, sent, { 'Idempotency-Key': 'lifecycle-0001' })).json();
    expect(retry).toMatchObject({ _id: answer._id, reference: answer.reference });
    expect(retry.followUpKey).not.toBe(answer.followUpKey);
    expect([answer.followUpKey, retry.followUpKey].every((key) => requests.opensWithKey('alcantir', answer.reference, key))).toBe(true);
  });

  it('gives a signed-in citizen no key: they follow it in Mis solicitudes', async () => {
    const tab = (await import('./support/local-server.ts')).browser(server.app);
    await tab.post('/api/alcantir/login', { user: 'vecina', password: 'alcantir-demo' });
    const answer = await (await tab.post(CREATE, { ...incidencia, captchaWork: await solvedCaptcha(tab) })).json();
    expect(answer.reference).toMatch(REFERENCE);
    expect(answer).not.toHaveProperty('followUpKey');
  });

  it('writes the created entry and queues the receipt in the same transaction as the request', async () => {
    const tab = await deviceTab(server.app);
    const answer = await (await tab.post(CREATE, { ...incidencia, captchaWork: await solvedCaptcha(tab) }, { 'Accept-Language': 'va' })).json();
    const stored = new Requests(server.store.db).byReference('alcantir', answer.reference)!;
    expect(stored).toMatchObject({ status: 'Recibida', version: 1, language: 'va', assignedTo: null, threads: [] });
    expect(stored.history).toMatchObject([{ action: 'created', actor: { kind: 'citizen' }, after: { status: 'Recibida' }, citizenVisible: true }]);
    const queued = new MailOutbox(server.store.db).ofRequest(answer._id);
    expect(queued).toMatchObject([{ kind: 'receipt', to: 'marta@example.org', status: 'pending', fromName: "Ajuntament d'Alcantir" }]);
    expect(queued[0]!.subject).toBe(`Hem rebut la seua sol·licitud ${answer.reference}`);
    expect(queued[0]!.text).toContain(`https://associacions.alcantir.es/va/les-meues-sollicituds/${answer.reference}#clave=${answer.followUpKey}`);
  });

  it('leaves no request, history or message behind when something inside its transaction fails', () => {
    const { requests, outbox, send, server: own } = lifecycle();
    const before = own.store.db
      .prepare('SELECT (SELECT count(*) FROM requests) + (SELECT count(*) FROM request_history) + (SELECT count(*) FROM mail_outbox) AS n')
      .get();
    expect(() =>
      requests.create(
        'alcantir',
        { mailbox: 'incidencias', userId: 'u', sessionId: 's', prefix: 'ALC', language: 'es', followUp: true, doc: incidencia },
        (request) => {
          outbox.enqueue({ realm: 'alcantir', requestId: request._id, kind: 'receipt', to: 'a@b.es', fromName: 'x', subject: 's', text: 't', html: 'h' });
          throw new Error('the payment was spent meanwhile');
        },
      ),
    ).toThrow('the payment was spent meanwhile');
    expect(
      own.store.db.prepare('SELECT (SELECT count(*) FROM requests) + (SELECT count(*) FROM request_history) + (SELECT count(*) FROM mail_outbox) AS n').get(),
    ).toEqual(before);
    expect(send().reference).toMatch(REFERENCE);
  });
});

describe('acting on a request', { timeout: 30_000 }, () => {
  it('moves it along the transitions, one version and one history entry per action, and tells the citizen', () => {
    const { actions, outbox, staff, send } = lifecycle();
    const request = send();
    const asStaff = { kind: 'staff' as const, id: staff._id };
    actions.apply('alcantir', request.reference, { actor: asStaff, change: { action: 'assign', to: staff._id }, expectedVersion: 1 });
    actions.apply('alcantir', request.reference, {
      actor: asStaff,
      change: { action: 'status', to: 'En gestión', message: 'Mañana pasa la brigada.' },
      expectedVersion: 2,
    });
    actions.apply('alcantir', request.reference, { actor: asStaff, change: { action: 'note', message: 'Avisar a Iberdrola' }, expectedVersion: 3 });
    actions.apply('alcantir', request.reference, { actor: { kind: 'citizen', id: 'citizen-1' }, change: { action: 'reply', message: 'Gracias' } });
    // The note changed no version (it overwrites nothing); the citizen's reply did.
    const applied = actions.apply('alcantir', request.reference, { actor: asStaff, change: { action: 'status', to: 'Resuelta' }, expectedVersion: 4 });
    if ('conflict' in applied) throw new Error('version 4 is the one the request has');
    const after = applied.request;
    expect(after).toMatchObject({ status: 'Resuelta', version: 5, assignedTo: staff._id });
    expect(after.history.map((e) => [e.action, e.actor.kind, e.citizenVisible])).toEqual([
      ['created', 'citizen', true],
      ['assign', 'staff', false],
      ['status', 'staff', true],
      ['note', 'staff', false],
      ['reply', 'citizen', true],
      ['status', 'staff', true],
    ]);
    expect(after.history[2]).toMatchObject({ before: { status: 'Recibida' }, after: { status: 'En gestión' }, message: 'Mañana pasa la brigada.' });
    expect(after.threads).toEqual([
      { at: after.history[2]!.at, author: 'staff', message: 'Mañana pasa la brigada.', status: 'En gestión' },
      { at: after.history[4]!.at, author: 'citizen', message: 'Gracias' },
    ]);
    // The receipt, then one notice for both status changes, made within the same minutes (MailOutbox.enqueueDebounced);
    // nothing for the assignment, the note or the reply.
    const sent = outbox.ofRequest(request._id);
    expect(sent.map((m) => m.kind)).toEqual(['receipt', 'notice']);
    expect(sent[1]!.text).toContain('Su solicitud ha pasado de «Recibida» a «En gestión».');
    expect(sent[1]!.text).toContain('Mañana pasa la brigada.');
    expect(sent[1]!.text).toContain('Su solicitud ha pasado de «En gestión» a «Resuelta».');
    expect(sent.map((m) => m.text).join()).not.toContain('Iberdrola');
  });

  it('answers a stale version with a conflict that carries the current state, and changes nothing', () => {
    const { actions, requests, staff, send } = lifecycle();
    const { reference } = send();
    const asStaff = { kind: 'staff' as const, id: staff._id };
    actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'status', to: 'En gestión' }, expectedVersion: 1 });
    const stale = actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'status', to: 'Rechazada' }, expectedVersion: 1 });
    expect(stale).toEqual({ conflict: expect.objectContaining({ status: 'En gestión', version: 2 }) });
    expect(requests.byReference('alcantir', reference)).toMatchObject({ status: 'En gestión', version: 2 });
  });

  it('refuses what the rules do not allow, each with the refusal of the desk or of the citizen', () => {
    const { actions, staff, send } = lifecycle();
    const { reference } = send();
    const asStaff = { kind: 'staff' as const, id: staff._id };
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof ApiError ? error.refusal : String(error);
      }
      return 'accepted';
    };
    expect(reason(() => actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'status', to: 'Cerrada' } }))).toBe('deskTransition');
    expect(reason(() => actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'status', to: 'Archivada' as never } }))).toBe(
      'deskTransition',
    );
    expect(reason(() => actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'reply', message: 'hola' } }))).toBe('deskActor');
    expect(reason(() => actions.apply('alcantir', reference, { actor: { kind: 'citizen', id: 'c' }, change: { action: 'note', message: 'x' } }))).toBe(
      'requestNotFound',
    );
    expect(reason(() => actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'message', message: '   ' } }))).toBe('deskMessage');
    expect(reason(() => actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'note', message: 'x'.repeat(5001) } }))).toBe('deskMessage');
    expect(reason(() => actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'assign', to: 'nobody' } }))).toBe('deskAssignee');
    expect(reason(() => actions.apply('vilamar', reference, { actor: asStaff, change: { action: 'status', to: 'En gestión' } }))).toBe('deskNotFound');
    // Recibida → Rechazada → Cerrada, and then the citizen can no longer reply.
    actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'status', to: 'Rechazada', message: 'No es competencia municipal.' } });
    actions.apply('alcantir', reference, { actor: asStaff, change: { action: 'status', to: 'Cerrada' } });
    expect(reason(() => actions.apply('alcantir', reference, { actor: { kind: 'citizen', id: 'c' }, change: { action: 'reply', message: '¿Por qué?' } }))).toBe(
      'replyClosed',
    );
  });

  it('keeps the history append-only in the database itself', () => {
    const { server, send } = lifecycle();
    send();
    expect(() => server.store.db.exec("UPDATE request_history SET message = 'rewritten'")).toThrow(/append-only/);
    expect(() => server.store.db.exec('DELETE FROM request_history')).toThrow(/append-only/);
  });
});

describe('reading requests', { timeout: 30_000 }, () => {
  it("gives a user's requests newest first, a page at a time", () => {
    const { requests, send } = lifecycle();
    const sent = [1, 2, 3, 4, 5].map((n) => send({ userId: 'citizen-7' }, { title: `Aviso ${n}` }));
    send({ userId: 'someone-else' });
    const first = requests.ofUser('alcantir', 'citizen-7', { page: 1, perPage: 2 });
    const last = requests.ofUser('alcantir', 'citizen-7', { page: 3, perPage: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((r) => r.title)).toEqual(['Aviso 5', 'Aviso 4']);
    expect(last.items.map((r) => r.reference)).toEqual([sent[0]!.reference]);
    expect(requests.ofUser('vilamar', 'citizen-7').total).toBe(0);
  });

  it("filters a realm's queue by mailbox, status, assignee, dates and text, with counts per status", () => {
    const { queue, actions, staff, send } = lifecycle();
    const lamp = send({}, { title: 'Farola apagada en la plaça', contact: { ...contact, telephone: '600 123 456' } });
    const bench = send({}, { title: 'Banco roto', body: 'Un banco del parque de la Constitución' });
    const booking = send({ mailbox: 'reservas' }, { title: 'Reserva del salón de actos' });
    actions.apply('alcantir', bench.reference, { actor: { kind: 'staff', id: staff._id }, change: { action: 'status', to: 'En gestión' } });
    actions.apply('alcantir', bench.reference, { actor: { kind: 'staff', id: staff._id }, change: { action: 'assign', to: staff._id } });
    const refs = (filters: Parameters<typeof queue.page>[1]) => queue.page('alcantir', filters).items.map((i) => i.reference);

    const all = queue.page('alcantir');
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1, counts: { Recibida: 2, 'En gestión': 1, Resuelta: 0, Rechazada: 0, Cerrada: 0 } });
    expect(all.items.map((i) => i.reference)).toEqual([booking.reference, bench.reference, lamp.reference]);
    expect(all.items[2]).toMatchObject({ title: 'Farola apagada en la plaça', contactName: 'Marta Soler', status: 'Recibida', version: 1 });
    expect(refs({ mailboxes: ['incidencias'] })).toEqual([bench.reference, lamp.reference]);
    expect(refs({ mailboxes: [] })).toEqual([]);
    expect(refs({ status: 'En gestión' })).toEqual([bench.reference]);
    expect(queue.page('alcantir', { status: 'En gestión' }).counts).toMatchObject({ Recibida: 2, 'En gestión': 1 });
    expect(refs({ assignee: staff._id })).toEqual([bench.reference]);
    expect(refs({ assignee: 'none' })).toEqual([booking.reference, lamp.reference]);
    expect(refs({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(refs({ before: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(3);
    // Text: accents and case do not matter, nor how a reference or a telephone number is typed.
    expect(refs({ text: 'constitucion BANCO' })).toEqual([bench.reference]);
    expect(refs({ text: 'placa' })).toEqual([lamp.reference]);
    expect(refs({ text: '600123456' })).toEqual([lamp.reference]);
    expect(refs({ text: lamp.reference.toLowerCase().replace(/-/g, ' ') })).toEqual([lamp.reference]);
    expect(refs({ text: lamp.reference.slice(-4) })).toEqual([lamp.reference]);
    expect(refs({ text: '%' })).toHaveLength(3);
    expect(queue.page('vilamar').total).toBe(0);
  });

  it('pages the queue 50 at a time', () => {
    const { queue, send } = lifecycle();
    for (let n = 0; n < 51; n++) send({}, { title: `Aviso ${n}` });
    const second = queue.page('alcantir', { page: 2 });
    expect(second).toMatchObject({ total: 51, page: 2, pages: 2 });
    expect(second.items.map((i) => i.title)).toEqual(['Aviso 0']);
  });
});
