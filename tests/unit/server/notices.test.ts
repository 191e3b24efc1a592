/**
 * The desk's notices (docs/notices.md "Calls"), against the real local server: who may call them, what a notice
 * needs in every language of the realm, publishing now and at a time (the timer), the one hand-over to delivery
 * across restarts, withdrawing, and the public content API serving only what is out. Then the timer's rebuild when a
 * published notice's end passes, on a database of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runNoticeJobs } from '../../../server/jobs/notices.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { DocumentStore } from '../../../server/store/documents.ts';
import { Notices } from '../../../server/store/notices.ts';
import { NOTICES_COLLECTION } from '../../../src/schemas/notices.ts';
import type { NoticeToDeliver } from '../../../src/domain/notices/topics.ts';
import { signedIn } from './support/desk-fixture.ts';
import { browser, localServer } from './support/local-server.ts';

/** Tuesday 1 December 2026, 10:00 in Madrid. */
let clock = Date.parse('2026-12-01T10:00:00+01:00');
const delivered: NoticeToDeliver[] = [];
const rebuilt: string[] = [];
const server = localServer({ now: () => clock, rebuild: (realm) => rebuilt.push(realm), deliverNotice: (n) => delivered.push(n) });
let tabs: Record<'anonymous' | 'gestor' | 'citizen' | 'otherRealm', ReturnType<typeof browser>>;

beforeAll(async () => {
  tabs = {
    anonymous: browser(server.app),
    gestor: await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor'),
    citizen: await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo'),
    otherRealm: await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora'),
  };
}, 60_000);

const draft = (over: Record<string, unknown> = {}) => ({
  topic: 'urgentes',
  urgent: true,
  texts: {
    es: { title: 'Corte de agua en la calle <b>Mayor</b>', summary: 'Mañana de 8 a 14 h no habrá agua.', body: 'Primer párrafo.\n\nSegundo.' },
    va: { title: "Tall d'aigua al carrer Major", summary: 'Demà de 8 a 14 h no hi haurà aigua.', body: 'Primer paràgraf.' },
  },
  until: '2026-12-02T14:00',
  place: 'Carrer Major',
  ...over,
});

const CALLS: Array<[string, (tab: ReturnType<typeof browser>) => Promise<Response>]> = [
  ['GET list', (tab) => tab.get('/api/alcantir/desk/avisos')],
  ['POST publish', (tab) => tab.post('/api/alcantir/desk/avisos', draft())],
  ['POST withdraw', (tab) => tab.post('/api/alcantir/desk/avisos/a7150000000000000000a001/withdraw', {})],
];

describe('the desk’s notices refuse', () => {
  const refused = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(Object.keys(JSON.parse(text))).toContain('err');
    expect(text).not.toContain('Corte de agua');
  };
  it.each(CALLS)('%s without a session: 401', async (_n, call) => refused(await call(tabs.anonymous), 401));
  it.each(CALLS)('%s to a citizen: 403', async (_n, call) => refused(await call(tabs.citizen), 403));
  it.each(CALLS)('%s to another realm’s staff: 401', async (_n, call) => refused(await call(tabs.otherRealm), 401));
  it('a publication from another site, even with a staff session', async () => {
    const response = await tabs.gestor.post('/api/alcantir/desk/avisos', draft(), { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(delivered).toEqual([]);
  });
});

describe('the desk’s notices for the realm’s staff', () => {
  it('list the realm’s notices with their state, newest first', async () => {
    const response = await tabs.gestor.get('/api/alcantir/desk/avisos');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { items } = await response.json();
    const state = (slug: string) => items.find((i: { notice: { slug: string } }) => i.notice.slug === slug)?.state;
    expect(state('aviso-amarillo-lluvias-2026-11-26')).toBe('published');
    expect(state('corte-de-agua-casco-antiguo-2026-11-23')).toBe('expired');
    expect(items[0].notice.publishedAt >= items.at(-1).notice.publishedAt).toBe(true);
  });

  it('refuse a notice missing a language of the realm, each problem by its field, and publish nothing', async () => {
    const texts = { es: draft().texts.es, va: { title: '', summary: 'x'.repeat(181), body: 'Cos.' } };
    const response = await tabs.gestor.post('/api/alcantir/desk/avisos', draft({ texts, until: '2026-11-30T10:00', link: 'javascript:alert(1)' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errCode).toBe('form');
    expect(body.errors.map((p: { field: string }) => p.field)).toEqual(['texts.va.title', 'texts.va.summary', 'until', 'link']);
    const bad = await tabs.gestor.post('/api/alcantir/desk/avisos', { topic: 'urgentes', texts: 'nope' });
    expect((await bad.json()).errCode).toBe('bad-body');
    expect(delivered).toEqual([]);
  });

  it('publish now: stored as content, handed to delivery once, the realm rebuilt', async () => {
    const response = await tabs.gestor.post('/api/alcantir/desk/avisos', draft());
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ state: 'published', notice: { slug: 'corte-de-agua-en-la-calle-b-mayor-b-2026-12-01', urgent: true } });
    expect(created.notice.publishedAt).toBe('2026-12-01T10:00:00.000+01:00');
    expect(created.notice.until).toBe('2026-12-02T14:00:00.000+01:00');
    expect(created.handedOverAt).toBe(new Date(clock).toISOString());
    expect(delivered).toEqual([
      {
        realm: 'alcantir',
        id: created.notice.slug,
        topic: 'urgentes',
        urgent: true,
        publishedAt: created.notice.publishedAt,
        until: created.notice.until,
        texts: {
          es: { title: 'Corte de agua en la calle <b>Mayor</b>', summary: 'Mañana de 8 a 14 h no habrá agua.' },
          va: { title: "Tall d'aigua al carrer Major", summary: 'Demà de 8 a 14 h no hi haurà aigua.' },
        },
        path: `/avisos/${created.notice.slug}`,
      },
    ]);
    expect(rebuilt).toEqual(['alcantir']);
    // The public content API serves it, for the next build to pull.
    const content = await (await tabs.anonymous.get(`/api/alcantir/collections/avisos/${created.notice._id}`)).json();
    expect(content.texts.va.title).toBe("Tall d'aigua al carrer Major");
    // A second notice with the same title gets its own address.
    const twin = await (await tabs.gestor.post('/api/alcantir/desk/avisos', draft())).json();
    expect(twin.notice.slug).toBe(`${created.notice.slug}-2`);
  });

  it('schedule one for later: unseen by the public API until the timer publishes it, handed over once even after a restart', async () => {
    delivered.length = 0;
    rebuilt.length = 0;
    const response = await tabs.gestor.post('/api/alcantir/desk/avisos', draft({ topic: 'agenda', urgent: false, publishAt: '2026-12-04T09:30', until: '' }));
    const scheduled = await response.json();
    expect(scheduled).toMatchObject({ state: 'scheduled', notice: { publishedAt: '2026-12-04T09:30:00.000+01:00' } });
    expect(scheduled.handedOverAt).toBeUndefined();
    expect(delivered).toEqual([]);
    expect((await tabs.anonymous.get(`/api/alcantir/collections/avisos/${scheduled.notice._id}`)).status).toBe(404);

    const realms = () => ['alcantir', 'vilamar'];
    const job = (notices: Notices) => runNoticeJobs({ notices, realms, rebuild: (r) => rebuilt.push(r), clock: () => clock }).rebuilt;
    const first = new Notices(server.store, (n) => delivered.push(n));
    clock = Date.parse('2026-12-04T09:29:59+01:00');
    expect(job(first)).toEqual([]);
    clock = Date.parse('2026-12-04T09:30:00+01:00');
    expect(job(first)).toEqual(['alcantir']);
    expect(delivered.map((n) => n.id)).toEqual([scheduled.notice.slug]);
    expect(rebuilt).toEqual(['alcantir']);
    // A restarted server (a new store on the same database) finds nothing left to hand over.
    expect(job(new Notices(server.store, (n) => delivered.push(n)))).toEqual([]);
    expect(delivered).toHaveLength(1);
    expect((await tabs.anonymous.get(`/api/alcantir/collections/avisos/${scheduled.notice._id}`)).status).toBe(200);
  });

  it('a delivery that throws undoes that publication only: the others go out, and the next run hands it over', async () => {
    const broken = await (await tabs.gestor.post('/api/alcantir/desk/avisos', draft({ publishAt: '2026-12-05T08:00', until: '' }))).json();
    const fine = await (await tabs.gestor.post('/api/alcantir/desk/avisos', draft({ publishAt: '2026-12-05T08:00', until: '' }))).json();
    clock = Date.parse('2026-12-05T08:00:00+01:00');
    const handed: string[] = [];
    const failing = new Notices(server.store, (n) => {
      if (n.id === broken.notice.slug) throw new Error('queue full');
      handed.push(n.id);
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(runNoticeJobs({ notices: failing, realms: () => ['alcantir'], rebuild: () => {}, clock: () => clock }).published).toEqual(['alcantir']);
    expect(errors.mock.calls.flat().join(' ')).toContain(broken.notice._id);
    errors.mockRestore();
    const states = new Map(new Notices(server.store).list('alcantir', clock).map((n) => [n.notice._id, n.state]));
    expect(states.get(broken.notice._id)).toBe('scheduled');
    expect(states.get(fine.notice._id)).toBe('published');
    expect(handed).toEqual([fine.notice.slug]);
    runNoticeJobs({ notices: new Notices(server.store, (n) => handed.push(n.id)), realms: () => ['alcantir'], rebuild: () => {}, clock: () => clock });
    expect(handed).toEqual([fine.notice.slug, broken.notice.slug]);
  });

  it('withdrawing stops what delivery still holds of the notice, in the same transaction', async () => {
    const stopped: string[] = [];
    const notices = new Notices(
      server.store,
      () => {},
      (realm, id) => stopped.push(`${realm} ${id}`),
    );
    const [first] = notices.list('alcantir', clock).filter((n) => n.state === 'published');
    notices.withdraw('alcantir', first!.notice._id, clock);
    expect(stopped).toEqual([`alcantir ${first!.notice.slug}`]);
    // A stop that fails leaves the notice as it was.
    const [second] = notices.list('alcantir', clock).filter((n) => n.state === 'published');
    const failing = new Notices(
      server.store,
      () => {},
      () => {
        throw new Error('locked');
      },
    );
    expect(() => failing.withdraw('alcantir', second!.notice._id, clock)).toThrow('locked');
    expect(notices.list('alcantir', clock).find((n) => n.notice._id === second!.notice._id)?.state).toBe('published');
  });

  it('withdraw one: out of the public API, its state said, the realm rebuilt; an unknown one is 404', async () => {
    rebuilt.length = 0;
    const response = await tabs.gestor.post('/api/alcantir/desk/avisos/a7150000000000000000a001/withdraw', {});
    expect(response.status).toBe(200);
    expect((await response.json()).state).toBe('withdrawn');
    expect(rebuilt).toEqual(['alcantir']);
    expect((await tabs.anonymous.get('/api/alcantir/collections/avisos/a7150000000000000000a001')).status).toBe(404);
    const missing = await tabs.gestor.post('/api/alcantir/desk/avisos/ffffffffffffffffffffffff/withdraw', {});
    expect(missing.status).toBe(404);
    expect((await missing.json()).errCode).toBe('not-found');
  });
});

describe('the timer rebuilds a realm once when a published notice’s end passes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notice-ends-'));
  const file = join(dir, 'db.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let store = new DocumentStore(openDatabase(file));
  /** A server restarted: a new store, a new connection, the same database file. */
  const restart = () => {
    store.db.close();
    store = new DocumentStore(openDatabase(file));
  };
  const queued: string[] = [];
  /** One run of the timer at `at` over both realms, as `npm start` does it; answers the realms rebuilt by it. */
  const runAt = (at: string) => {
    const before = queued.length;
    const run = runNoticeJobs({
      notices: new Notices(store),
      realms: () => ['alcantir', 'vilamar'],
      rebuild: (r) => queued.push(r),
      clock: () => Date.parse(at),
    });
    expect(queued.slice(before)).toEqual(run.rebuilt);
    return run;
  };
  let n = 0;
  const put = (realm: string, over: Record<string, unknown>) => {
    const id = `e1000000000000000000${String(++n).padStart(4, '0')}`;
    store.put(realm, NOTICES_COLLECTION, {
      _id: id,
      slug: `corte-de-agua-${n}`,
      topic: 'urgentes',
      urgent: true,
      texts: { es: { title: 'Corte de agua', summary: 'Sin agua en la calle Mayor.', body: 'Sin agua.' } },
      publishedAt: '2026-10-24T10:00:00+02:00',
      isPublished: true,
      ...over,
    });
    return id;
  };

  it('counts nothing at a realm’s first look, nor a notice without end, nor one that has not ended yet', () => {
    put('alcantir', { until: '2026-10-24T11:00:00+02:00' });
    put('alcantir', {});
    // The first look: what ended before it was rendered by an earlier build.
    expect(runAt('2026-10-24T12:00:00+02:00').rebuilt).toEqual([]);
    // On the night Madrid puts its clocks back, 02:30 comes twice: this notice ends at the second one (+01:00).
    put('alcantir', { until: '2026-10-25T02:30:00+01:00' });
    expect(runAt('2026-10-25T02:00:00+02:00').rebuilt).toEqual([]);
    // 02:45 on the wall, the first time round: an hour before its end.
    expect(runAt('2026-10-25T02:45:00+02:00').rebuilt).toEqual([]);
    expect(runAt('2026-10-25T02:29:59+01:00').rebuilt).toEqual([]);
  });

  it('queues its realm’s rebuild once when it ends, and neither the next run nor a restart repeats it', () => {
    expect(runAt('2026-10-25T02:30:00+01:00')).toEqual({ published: [], ended: ['alcantir'], rebuilt: ['alcantir'] });
    expect(runAt('2026-10-25T02:31:00+01:00').rebuilt).toEqual([]);
    restart();
    expect(runAt('2026-10-25T02:32:00+01:00').rebuilt).toEqual([]);
    // The notice without end still never counts.
    expect(runAt('2026-12-31T23:59:00+01:00').rebuilt).toEqual([]);
  });

  it('does not lose an end that passed while the server was stopped', () => {
    put('alcantir', { until: '2027-01-02T09:00:00+01:00' });
    expect(runAt('2027-01-02T08:59:00+01:00').rebuilt).toEqual([]);
    restart();
    expect(runAt('2027-01-02T11:00:00+01:00').rebuilt).toEqual(['alcantir']);
    expect(runAt('2027-01-02T11:01:00+01:00').rebuilt).toEqual([]);
  });

  it('rebuilds a realm once for two notices ending in the same minute, and never another realm for them', () => {
    put('alcantir', { until: '2027-01-03T09:00:00+01:00' });
    put('alcantir', { until: '2027-01-03T09:00:40+01:00' });
    expect(runAt('2027-01-03T09:01:00+01:00')).toEqual({ published: [], ended: ['alcantir'], rebuilt: ['alcantir'] });
    put('vilamar', { until: '2027-01-03T10:00:00+01:00' });
    expect(runAt('2027-01-03T10:00:30+01:00')).toEqual({ published: [], ended: ['vilamar'], rebuilt: ['vilamar'] });
  });

  it('rebuilds once for a scheduled notice published late with its end already passed, and never for a withdrawn one', () => {
    // Scheduled for 10:00 until 10:05; the server was stopped from 09:50 to 10:10.
    expect(runAt('2027-01-04T09:50:00+01:00').rebuilt).toEqual([]);
    const late = put('alcantir', { publishedAt: '2027-01-04T10:00:00+01:00', until: '2027-01-04T10:05:00+01:00', isPublished: false });
    restart();
    expect(runAt('2027-01-04T10:10:00+01:00')).toEqual({ published: ['alcantir'], ended: ['alcantir'], rebuilt: ['alcantir'] });
    expect(new Notices(store).list('alcantir', Date.parse('2027-01-04T10:10:00+01:00')).find((d) => d.notice._id === late)?.state).toBe('expired');
    expect(runAt('2027-01-04T10:11:00+01:00').rebuilt).toEqual([]);
    // Withdrawn before its end (the withdrawal queued its own rebuild, at the desk): its end counts for nothing.
    const withdrawn = put('alcantir', { until: '2027-01-04T12:00:00+01:00' });
    new Notices(store).withdraw('alcantir', withdrawn, Date.parse('2027-01-04T11:00:00+01:00'));
    expect(runAt('2027-01-04T12:01:00+01:00').rebuilt).toEqual([]);
  });

  it('counts nothing twice when the clock is set back', () => {
    put('alcantir', { until: '2027-01-05T09:00:00+01:00' });
    expect(runAt('2027-01-05T09:00:00+01:00').rebuilt).toEqual(['alcantir']);
    expect(runAt('2027-01-05T08:58:00+01:00').rebuilt).toEqual([]);
    expect(runAt('2027-01-05T09:02:00+01:00').rebuilt).toEqual([]);
  });
});
