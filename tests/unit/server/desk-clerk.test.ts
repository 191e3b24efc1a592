/**
 * What a clerk needs to work a queue (docs/requests-api.md "The staff desk"), against the real local server: the
 * desk's notices by e-mail (one message per member for a burst, turned off in the profile), the counts of a visit,
 * the "unread reply" mark and its filter, replies a mailbox keeps ready, actions on a selection, and notes that
 * never conflict. Each new call refuses whoever is not staff of the realm and of the requests' mailboxes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clerkMail } from '../../../server/mail/clerk-mail.ts';
import { ClerkNotices, clerkNoticeKey } from '../../../server/store/clerk-notices.ts';
import { DeskMembers } from '../../../server/store/desk-members.ts';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { Requests } from '../../../server/store/requests.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

let f: DeskFixture;
beforeAll(async () => {
  f = await deskFixture();
}, 60_000);

type Tab = DeskFixture['tabs']['gestor'];
const json = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json();
};
const deskMails = (to: string) =>
  f.store.db
    .prepare("SELECT subject, text, html, next_attempt_at AS due FROM mail_outbox WHERE kind = 'desk-notice' AND to_address = ? ORDER BY id")
    .all(to) as Array<{
    subject: string;
    text: string;
    html: string;
    due: number;
  }>;

describe('the new desk calls refuse', () => {
  const CALLS: Array<[string, (tab: Tab) => Promise<Response>]> = [
    ['GET inbox', (tab) => tab.get('/api/alcantir/desk/inbox')],
    ['GET preferences', (tab) => tab.get('/api/alcantir/desk/preferences')],
    ['POST preferences', (tab) => tab.post('/api/alcantir/desk/preferences', { mail: false })],
    ['POST bulk', (tab) => tab.post('/api/alcantir/desk/requests/bulk', { action: 'assign', refs: [f.grant.reference], to: null })],
    ['GET unread queue', (tab) => tab.get('/api/alcantir/desk/requests?unread=1')],
  ];
  const expectRefused = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const secret of [f.grant.reference, 'Subvención', 'arrived']) expect(text).not.toContain(secret);
  };

  it.each(CALLS)('%s without a session (401), to a citizen (403), to another realm’s staff (401)', async (_name, call) => {
    await expectRefused(await call(f.tabs.anonymous), 401);
    await expectRefused(await call(f.tabs.citizen), 403);
    await expectRefused(await call(f.tabs.otherRealm), 401);
  });

  it('a selection holding a request of a mailbox the member does not handle: 403, and nothing changes', async () => {
    const before = f.requests.byReference('alcantir', f.lamp.reference)!.version;
    const response = await f.tabs.brigada.post('/api/alcantir/desk/requests/bulk', { action: 'assign', refs: [f.lamp.reference, f.grant.reference], to: null });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errCode: 'mailbox' });
    expect(f.requests.byReference('alcantir', f.lamp.reference)!.version).toBe(before);
  });

  it('a selection exported with refs=, of a mailbox not theirs: only theirs (the member’s mailboxes bound every query)', async () => {
    const response = await f.tabs.brigada.get(`/api/alcantir/desk/requests?refs=${f.lamp.reference},${f.grant.reference}`);
    expect((await json(response)).items.map((i: { reference: string }) => i.reference)).toEqual([f.lamp.reference]);
  });

  it('the preference from a page of another site', async () => {
    const response = await f.tabs.gestor.post(
      '/api/alcantir/desk/preferences',
      { mail: false },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(response.status).toBe(403);
  });
});

describe("a clerk's notices by e-mail", () => {
  it('tell every member who handles the mailbox of a burst of arrivals in one message, unless they turned them off', () => {
    const { db } = f.store;
    const outbox = new MailOutbox(db);
    const clerks = new ClerkNotices(db, outbox, clerkMail({ store: f.store, realms: () => loadRealms(realmsDir()) }), 120_000);
    const requests = new Requests(db, { onCreated: (request, entry, at) => clerks.tell(request.realm, request._id, entry, at) });
    const citizen = f.idOf('alcantir', 'vecina');
    const send = (mailbox: string, title: string) =>
      requests.create('alcantir', { mailbox, userId: citizen, sessionId: 's', prefix: 'ALC', language: 'es', followUp: false, doc: { title, extra: {} } })
        .request;
    const members = new DeskMembers(db);
    const brigada = f.idOf('alcantir', 'brigada');
    members.setMail('alcantir', brigada, false);
    db.prepare("DELETE FROM mail_outbox WHERE kind = 'desk-notice'").run();

    const first = send('incidencias', 'Bache en la calle Mayor');
    const second = send('incidencias', 'Contenedor <b>lleno</b>');
    const grant = send('subvenciones', 'Subvención del certamen');
    const toGestor = deskMails('gestor@example.org');
    expect(toGestor).toHaveLength(1);
    expect(toGestor[0]!.subject).toBe('3 novedades en la gestión de solicitudes');
    for (const line of [
      `${first.reference}: nueva solicitud en «Comunicar una incidencia»: Bache en la calle Mayor`,
      `${second.reference}: nueva solicitud en «Comunicar una incidencia»: Contenedor <b>lleno</b>`,
      `${grant.reference}: nueva solicitud en «Solicitud de subvención para asociaciones»: Subvención del certamen`,
    ])
      expect(toGestor[0]!.text).toContain(line);
    expect(toGestor[0]!.text).toContain('/cuenta/perfil');
    // What a citizen typed is text in the HTML part too, never markup.
    expect(toGestor[0]!.html).toContain('Contenedor &lt;b&gt;lleno&lt;/b&gt;');
    expect(toGestor[0]!.html).not.toContain('<b>lleno');
    // Turned off in the profile: brigada, who handles the incidences, hears of none.
    expect(deskMails('brigada@example.org')).toEqual([]);
    expect(outbox.pendingDebounced(clerkNoticeKey('alcantir', f.idOf('alcantir', 'gestor')))).toBeDefined();
    members.setMail('alcantir', brigada, true);
    send('subvenciones', 'Otra subvención');
    // Brigada does not handle subsidies: still nothing.
    expect(deskMails('brigada@example.org')).toEqual([]);
    db.prepare("DELETE FROM mail_outbox WHERE kind = 'desk-notice'").run();
  });

  it('tell the assignee of an assignment by a colleague, never of their own, and of the citizen’s reply', async () => {
    const { db } = f.store;
    db.prepare("DELETE FROM mail_outbox WHERE kind = 'desk-notice'").run();
    const brigada = f.idOf('alcantir', 'brigada');
    const lamp = f.requests.byReference('alcantir', f.lamp.reference)!;
    await json(
      await f.tabs.gestor.post(`/api/alcantir/desk/requests/${lamp.reference}/actions`, { expectedVersion: lamp.version, action: 'assign', to: brigada }),
    );
    const toBrigada = deskMails('brigada@example.org');
    expect(toBrigada).toHaveLength(1);
    expect(toBrigada[0]!.subject).toBe(`Novedad en la gestión: ${lamp.reference}`);
    expect(toBrigada[0]!.text).toContain(`${lamp.reference}: Pau Sanchis Mira se la ha asignado a usted: Farola apagada en la plaza`);
    expect(toBrigada[0]!.text).toContain(`/gestion/solicitud?ref=${lamp.reference}`);
    // Taking it oneself tells nobody.
    const now = f.requests.byReference('alcantir', lamp.reference)!;
    await json(
      await f.tabs.brigada.post(`/api/alcantir/desk/requests/${lamp.reference}/actions`, { expectedVersion: now.version, action: 'assign', to: brigada }),
    );
    expect(deskMails('brigada@example.org')).toHaveLength(1);
    expect(deskMails('gestor@example.org')).toEqual([]);

    // The citizen replies: the assignee hears of it in the message still waiting, nobody else.
    const reply = await f.tabs.citizen.post(`/api/alcantir/requests/${lamp.reference}/reply`, { message: 'Sigue apagada esta noche.' });
    expect(reply.status).toBe(200);
    const merged = deskMails('brigada@example.org');
    expect(merged).toHaveLength(1);
    expect(merged[0]!.subject).toBe('2 novedades en la gestión de solicitudes');
    expect(merged[0]!.text).toContain(`${lamp.reference}: la persona solicitante ha respondido: Farola apagada en la plaza`);
    expect(deskMails('gestor@example.org')).toEqual([]);
  });
});

describe('the unread reply', () => {
  it('is marked on the request of its assignee, filtered with unread=1, and read when the assignee opens it, without a new version', async () => {
    const brigada = f.idOf('alcantir', 'brigada');
    const lamp = f.requests.byReference('alcantir', f.lamp.reference)!;
    expect(lamp.assignedTo).toBe(brigada);
    await f.tabs.citizen.post(`/api/alcantir/requests/${lamp.reference}/reply`, { message: 'Y la de al lado también.' });
    const unread = await json(await f.tabs.gestor.get('/api/alcantir/desk/requests?unread=1'));
    expect(unread.items).toEqual([expect.objectContaining({ reference: lamp.reference, unread: true })]);
    expect((await json(await f.tabs.gestor.get('/api/alcantir/desk/requests'))).items.filter((i: { unread?: boolean }) => i.unread)).toHaveLength(1);

    // Another member opening it reads nothing for the assignee.
    const version = f.requests.byReference('alcantir', lamp.reference)!.version;
    await json(await f.tabs.gestor.get(`/api/alcantir/desk/requests/${lamp.reference}`));
    expect((await json(await f.tabs.brigada.get('/api/alcantir/desk/inbox'))).unreadReplies).toBe(1);
    await json(await f.tabs.brigada.get(`/api/alcantir/desk/requests/${lamp.reference}`));
    expect((await json(await f.tabs.gestor.get('/api/alcantir/desk/requests?unread=1'))).items).toEqual([]);
    expect((await json(await f.tabs.brigada.get('/api/alcantir/desk/inbox'))).unreadReplies).toBe(0);
    expect(f.requests.byReference('alcantir', lamp.reference)!.version).toBe(version);
  });

  it('is a filter the queue refuses any other value of', async () => {
    const response = await f.tabs.gestor.get('/api/alcantir/desk/requests?unread=si');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errCode: 'query', fields: ['unread'] });
  });
});

describe('a visit to the desk', () => {
  it('counts from the visit before: nothing on the first, then what arrived since, the same count on a reload', async () => {
    const { db } = f.store;
    const gestor = f.idOf('alcantir', 'gestor');
    db.prepare('UPDATE users SET desk_seen_at = NULL, desk_since = NULL WHERE id = ?').run(gestor);
    const first = await json(await f.tabs.gestor.get('/api/alcantir/desk/inbox'));
    expect(first).toMatchObject({ since: null, arrived: 0 });
    // The last look was two hours ago; one request arrived an hour ago.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    db.prepare('UPDATE users SET desk_seen_at = ? WHERE id = ?').run(twoHoursAgo, gestor);
    db.prepare('UPDATE requests SET created_at = ? WHERE realm = ?').run(new Date(Date.now() - 3 * 3_600_000).toISOString(), 'alcantir');
    db.prepare('UPDATE requests SET created_at = ? WHERE id = ?').run(new Date(Date.now() - 3_600_000).toISOString(), f.grant._id);
    const next = await json(await f.tabs.gestor.get('/api/alcantir/desk/inbox'));
    expect(next).toEqual({ since: twoHoursAgo, arrived: 1, unreadReplies: 0 });
    expect(await json(await f.tabs.gestor.get('/api/alcantir/desk/inbox'))).toEqual(next);
    // Brigada does not handle subsidies: the same arrival is not theirs.
    const brigada = f.idOf('alcantir', 'brigada');
    db.prepare('UPDATE users SET desk_seen_at = ? WHERE id = ?').run(twoHoursAgo, brigada);
    expect(await json(await f.tabs.brigada.get('/api/alcantir/desk/inbox'))).toMatchObject({ arrived: 0 });
  });

  it('reads and keeps the member’s choice of e-mail notices', async () => {
    expect(await json(await f.tabs.gestor.get('/api/alcantir/desk/preferences'))).toEqual({ mail: true });
    expect(await json(await f.tabs.gestor.post('/api/alcantir/desk/preferences', { mail: false }))).toEqual({ mail: false });
    expect(await json(await f.tabs.gestor.get('/api/alcantir/desk/preferences'))).toEqual({ mail: false });
    expect((await f.tabs.gestor.post('/api/alcantir/desk/preferences', { mail: 'no' })).status).toBe(400);
    await f.tabs.gestor.post('/api/alcantir/desk/preferences', { mail: true });
  });
});

describe('replies a mailbox keeps ready', () => {
  it('come with the request, titled in the member’s language and written in the request’s', async () => {
    const { db } = f.store;
    db.prepare("UPDATE requests SET language = 'va' WHERE id = ?").run(f.lamp._id);
    const lamp = await json(await f.tabs.gestor.request(`/api/alcantir/desk/requests/${f.lamp.reference}`, { headers: { 'Accept-Language': 'es' } }));
    expect(lamp.readyReplies[0]).toEqual({
      title: 'Aviso pasado a la brigada',
      text: "Hem passat el seu avís a la brigada d'obres, que hi anirà en els pròxims dies. Li escriurem quan estiga resolt.",
    });
    db.prepare("UPDATE requests SET language = 'es' WHERE id = ?").run(f.lamp._id);
  });

  it('are never in the mailbox the public form reads', async () => {
    const mailbox = await (await f.tabs.anonymous.get('/api/alcantir/mailbox/incidencias')).json();
    expect(mailbox).toMatchObject({ _id: 'incidencias' });
    expect(mailbox).not.toHaveProperty('readyReplies');
  });
});

describe('an action on a selection', () => {
  it('assigns every request chosen, and closes only those the lifecycle lets close, naming the others', async () => {
    const gestor = f.idOf('alcantir', 'gestor');
    const refs = [f.lamp.reference, f.grant.reference];
    expect(await json(await f.tabs.gestor.post('/api/alcantir/desk/requests/bulk', { action: 'assign', refs, to: gestor }))).toEqual({
      done: refs,
      refused: [],
    });
    for (const ref of refs) expect(f.requests.byReference('alcantir', ref)!.assignedTo).toBe(gestor);
    const grant = f.requests.byReference('alcantir', f.grant.reference)!;
    await json(
      await f.tabs.gestor.post(`/api/alcantir/desk/requests/${grant.reference}/actions`, { expectedVersion: grant.version, action: 'status', to: 'Rechazada' }),
    );
    const closed = await json(await f.tabs.gestor.post('/api/alcantir/desk/requests/bulk', { action: 'close', refs: [...refs, 'ALC-2026-ZZZZ-ZZZZ'] }));
    expect(closed).toEqual({
      done: [f.grant.reference],
      refused: [
        { reference: f.lamp.reference, errCode: 'transition' },
        { reference: 'ALC-2026-ZZZZ-ZZZZ', errCode: 'not-found' },
      ],
    });
    expect(f.requests.byReference('alcantir', f.grant.reference)!.status).toBe('Cerrada');
  });

  it('refuses a body that is none of its actions, or more than a page of requests', async () => {
    expect((await f.tabs.gestor.post('/api/alcantir/desk/requests/bulk', { action: 'delete', refs: [f.lamp.reference] })).status).toBe(400);
    const many = Array.from({ length: 51 }, () => f.lamp.reference);
    expect((await f.tabs.gestor.post('/api/alcantir/desk/requests/bulk', { action: 'close', refs: many })).status).toBe(400);
  });
});

describe('an internal note', () => {
  it('never conflicts with a colleague’s status change, nor makes theirs conflict', async () => {
    const booking = f.requests.byReference('alcantir', f.booking.reference)!;
    const seen = booking.version;
    // The request is moved; a note written on the page as it was before (the old version) still goes in.
    await json(
      await f.tabs.gestor.post(`/api/alcantir/desk/requests/${booking.reference}/actions`, { expectedVersion: seen, action: 'status', to: 'En gestión' }),
    );
    const noted = await json(
      await f.tabs.gestor.post(`/api/alcantir/desk/requests/${booking.reference}/actions`, {
        expectedVersion: seen,
        action: 'note',
        message: 'Llamar a la coral',
      }),
    );
    expect(noted).toMatchObject({ status: 'En gestión', version: seen + 1 });
    // The one who moved it goes on from the version they got: the note in between is no conflict.
    const moved = await json(
      await f.tabs.gestor.post(`/api/alcantir/desk/requests/${booking.reference}/actions`, { expectedVersion: seen + 1, action: 'status', to: 'Resuelta' }),
    );
    expect(moved.history.map((e: { action: string }) => e.action)).toEqual(['created', 'status', 'note', 'status']);
  });
});
