/**
 * The notices' Web Push copies end to end against the test push service (tests/fixtures/push-service.ts), which
 * checks each message's VAPID signature and decrypts it with the subscription's own keys, independently of web-push:
 * a notice reaches exactly its topic's subscriptions, once each; 410 deletes a subscription; 503 is tried again
 * (after Retry-After) and delivered; quiet hours hold a notice that is not urgent until 8:00 in Madrid; `until`
 * stops it; a restart in the middle of a fan-out sends nothing twice (docs/notices.md "Delivery").
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeToDeliver, NoticeTopic } from '../../../src/domain/notices/topics.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { noticeDeliveryCounts, queueNoticeDelivery, withdrawNoticeDelivery } from '../../../server/push/notice-delivery.ts';
import { MAX_PAYLOAD_BYTES, runPushOnce, type PushPayload } from '../../../server/push/sender.ts';
import { realmIcon, vapidSubject } from '../../../server/push/vapid.ts';
import { openDatabase, type Database } from '../../../server/store/database.ts';
import { DocumentStore } from '../../../server/store/documents.ts';
import { PushStore } from '../../../server/store/push.ts';
import { startPushService, type PushService } from '../../fixtures/push-service.ts';

const realms = loadRealms(realmsDir());
/** 10:00 on a Thursday in Madrid (UTC+1 in November). */
const TEN = Date.parse('2026-11-26T09:00:00Z');
const SITE = 'http://{realm}.localhost:4599';

let dir: string;
let path: string;
let db: Database;
let store: DocumentStore;
let push: PushStore;
let service: PushService;
let now: number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'push-'));
  path = join(dir, 'db.sqlite');
  db = openDatabase(path);
  store = new DocumentStore(db);
  // Only what delivery reads of the realm: its settings (the contact that signs, the favicon).
  store.replaceCollection('alcantir', 'settings', JSON.parse(readFileSync(join(realmsDir(), 'alcantir', 'demo', 'settings.json'), 'utf8')));
  push = new PushStore(db);
  service = await startPushService();
  now = TEN;
});

afterEach(async () => {
  await service.close();
  store.close();
});

const run = (options: { fanOutBatch?: number } = {}) =>
  runPushOnce({
    push,
    realms: () => realms,
    subjectOf: (realm) => vapidSubject(store, realm, { testMode: true }),
    siteUrl: SITE,
    iconOf: (realm) => realmIcon(store, realm, SITE),
    clock: () => now,
    log: () => {},
    ...options,
  });

function device(topics: NoticeTopic[], language = 'es', userId: string | null = null) {
  const sub = service.subscribe();
  push.subscribe('alcantir', { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }, { topics, language, userId }, now);
  return sub;
}

function notice(id: string, topic: NoticeTopic, extra: Partial<NoticeToDeliver> = {}): NoticeToDeliver {
  return {
    realm: 'alcantir',
    id,
    topic,
    urgent: false,
    publishedAt: new Date(now).toISOString(),
    texts: {
      es: { title: 'Corte de agua en la calle Mayor', summary: 'Mañana de 9:00 a 13:00 no habrá agua en la calle Mayor.' },
      va: { title: "Tall d'aigua al carrer Major", summary: 'Demà de 9.00 a 13.00 no hi haurà aigua al carrer Major.' },
    },
    path: `/avisos/${id}`,
    ...extra,
  };
}

const payloads = () => service.received.map((r) => ({ to: r.subscription, ...(JSON.parse(r.text) as PushPayload) }));

describe('publishing a notice', () => {
  it('reaches exactly the subscriptions of its topic, once each, encrypted, signed, in their language', async () => {
    const a = device(['urgentes', 'agenda']);
    const b = device(['urgentes'], 'va');
    const c = device(['agenda']);
    const d = device(['noticias', 'farmacias']);
    queueNoticeDelivery(db, notice('corte-agua', 'urgentes', { urgent: true }), now);

    await run();
    await run(); // a second pass finds nothing more to send

    expect(service.refused).toEqual([]);
    expect(payloads()).toEqual(
      expect.arrayContaining([
        {
          to: a.id,
          title: 'Corte de agua en la calle Mayor',
          body: expect.stringContaining('calle Mayor'),
          url: 'http://alcantir.localhost:4599/avisos/corte-agua',
          tag: 'corte-agua',
          urgent: true,
          icon: expect.stringMatching(/^http:\/\/alcantir\.localhost:4599\/api\/\S*favicon/),
        },
        {
          to: b.id,
          title: "Tall d'aigua al carrer Major",
          body: expect.stringContaining('carrer Major'),
          url: 'http://alcantir.localhost:4599/va/avisos/corte-agua',
          tag: 'corte-agua',
          urgent: true,
          icon: expect.stringMatching(/^http:\/\/alcantir\.localhost:4599\/api\/\S*favicon/),
        },
      ]),
    );
    expect(service.received.map((r) => r.subscription).sort()).toEqual([a.id, b.id].sort());
    expect(service.received.map((r) => r.subscription)).not.toContain(c.id);
    expect(service.received.map((r) => r.subscription)).not.toContain(d.id);
    // RFC 8292: signed by the server's one key, for this service, by the realm's contact; RFC 8030: TTL and urgency of the topic.
    const { publicKey } = push.vapidKeys(() => {
      throw new Error('the key pair was made on the first send');
    });
    for (const r of service.received) {
      expect(r.vapidKey).toBe(publicKey);
      expect(r.claims.aud).toBe(service.origin);
      expect(r.claims.sub).toBe('mailto:participacion@alcantir.example');
      expect(r.urgency).toBe('high');
      expect(r.ttl).toBe(12 * 3600);
    }
    expect(noticeDeliveryCounts(db, 'alcantir', 'corte-agua')).toMatchObject({ queued: 2, sent: 2, failed: 0, removed: 0, pending: 0, fannedOut: true });
  });

  it("takes a notice handed over twice once, and an ordinary one travels with its topic's urgency and time to live", async () => {
    device(['agenda']);
    expect(queueNoticeDelivery(db, notice('concierto', 'agenda'), now).queued).toBe(true);
    expect(queueNoticeDelivery(db, notice('concierto', 'agenda'), now).queued).toBe(false);
    await run();
    expect(service.received).toHaveLength(1);
    expect(service.received[0]).toMatchObject({ urgency: 'low', ttl: 7 * 86_400 });
  });

  it('goes to a personal topic only on the devices of its account', async () => {
    const mine = device(['mis-solicitudes'], 'es', 'user-1');
    device(['mis-solicitudes'], 'es', 'user-2');
    queueNoticeDelivery(db, notice('novedad-1', 'mis-solicitudes', { userId: 'user-1' }), now);
    await run();
    expect(service.received.map((r) => r.subscription)).toEqual([mine.id]);
  });

  it(`keeps a payload within ${MAX_PAYLOAD_BYTES} bytes, cutting the text, never the link or the tag`, async () => {
    device(['noticias']);
    const long = 'Texto muy largo del aviso con acentos: á é í ó ú ñ. '.repeat(100);
    queueNoticeDelivery(
      db,
      notice('largo', 'noticias', { texts: { es: { title: 'Aviso largo', summary: long }, va: { title: 'Avís llarg', summary: long } } }),
      now,
    );
    await run();
    const [message] = service.received;
    expect(Buffer.byteLength(message!.text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(message!.text)).toMatchObject({ tag: 'largo', url: 'http://alcantir.localhost:4599/avisos/largo', body: expect.stringMatching(/…$/) });
  });
});

describe('answers of the push service', () => {
  it('410 deletes the subscription and counts the message removed', async () => {
    const gone = device(['urgentes']);
    const kept = device(['urgentes']);
    service.fail(gone.id, { status: 410, times: 'always' });
    queueNoticeDelivery(db, notice('corte', 'urgentes', { urgent: true }), now);
    await run();
    expect(push.byEndpoint('alcantir', gone.endpoint)).toBeUndefined();
    expect(push.byEndpoint('alcantir', kept.endpoint)).toBeDefined();
    expect(noticeDeliveryCounts(db, 'alcantir', 'corte')).toMatchObject({ sent: 1, removed: 1, failed: 0, pending: 0 });
    // The next notice does not try it again.
    queueNoticeDelivery(db, notice('corte-2', 'urgentes', { urgent: true }), now);
    await run();
    expect(service.attempts.filter((a) => a.subscription === gone.id)).toHaveLength(1);
  });

  it('503 is tried again after the backoff, no sooner than Retry-After, and delivered', async () => {
    const flaky = device(['farmacias']);
    service.fail(flaky.id, { status: 503, times: 'once', retryAfter: '600' });
    queueNoticeDelivery(db, notice('guardia', 'farmacias'), now);
    await run();
    expect(service.received).toHaveLength(0);
    const seq = push.byEndpoint('alcantir', flaky.endpoint)!.seq;
    const waiting = push.state('alcantir', 'guardia', seq)!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 });
    expect(waiting.nextAttemptAt).toBeGreaterThanOrEqual(now + 600_000);

    now += 599_000;
    await run();
    expect(service.received).toHaveLength(0);
    now = waiting.nextAttemptAt;
    await run();
    expect(service.received.map((r) => r.subscription)).toEqual([flaky.id]);
    expect(push.state('alcantir', 'guardia', seq)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(noticeDeliveryCounts(db, 'alcantir', 'guardia')).toMatchObject({ sent: 1, failed: 0 });
  });

  it("a service that keeps failing is given up once the message's time to live is over", async () => {
    const down = device(['urgentes']);
    service.fail(down.id, { status: 503, times: 'always' });
    queueNoticeDelivery(db, notice('corte', 'urgentes', { urgent: true }), now);
    for (let hour = 0; hour <= 13; hour++) {
      await run();
      now += 3_600_000;
    }
    expect(noticeDeliveryCounts(db, 'alcantir', 'corte')).toMatchObject({ sent: 0, failed: 1, pending: 0 });
    expect(service.attempts.length).toBeGreaterThan(2);
  });

  it('another refusal (403) is final and keeps the subscription', async () => {
    const refused = device(['agenda']);
    service.fail(refused.id, { status: 403, times: 'always' });
    queueNoticeDelivery(db, notice('feria', 'agenda'), now);
    await run();
    now += 86_400_000;
    await run();
    expect(push.state('alcantir', 'feria', push.byEndpoint('alcantir', refused.endpoint)!.seq)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatus: 403,
    });
    expect(noticeDeliveryCounts(db, 'alcantir', 'feria')).toMatchObject({ failed: 1, removed: 0 });
  });
});

describe('quiet hours and until', () => {
  const ELEVEN_PM = Date.parse('2026-11-26T22:30:00Z'); // 23:30 in Madrid

  it('hold a notice that is not urgent until 8:00 in Madrid, and let an urgent one through', async () => {
    device(['noticias', 'urgentes']);
    now = ELEVEN_PM;
    const held = queueNoticeDelivery(db, notice('fiestas', 'noticias'), now);
    expect(new Date(held.notBefore).toISOString()).toBe('2026-11-27T07:00:00.000Z');
    queueNoticeDelivery(db, notice('corte', 'urgentes', { urgent: true }), now);
    await run();
    expect(payloads().map((p) => p.tag)).toEqual(['corte']);

    now = Date.parse('2026-11-27T06:59:59Z'); // 7:59:59
    await run();
    expect(payloads().map((p) => p.tag)).toEqual(['corte']);
    now = Date.parse('2026-11-27T07:00:00Z'); // 8:00
    await run();
    expect(payloads().map((p) => p.tag)).toEqual(['corte', 'fiestas']);
  });

  it('send nothing more of a notice withdrawn while the quiet hours held it, neither push nor e-mail', async () => {
    device(['noticias']);
    now = ELEVEN_PM;
    queueNoticeDelivery(db, notice('fiestas', 'noticias'), now);
    await run(); // fanned out and held until 8:00
    expect(noticeDeliveryCounts(db, 'alcantir', 'fiestas')).toMatchObject({ queued: 1, pending: 1 });
    now = ELEVEN_PM + 5 * 60_000;
    expect(withdrawNoticeDelivery(db, 'alcantir', 'fiestas', now)).toBe(true);
    now = Date.parse('2026-11-27T07:00:00Z');
    await run();
    expect(service.received).toEqual([]);
    expect(noticeDeliveryCounts(db, 'alcantir', 'fiestas')).toMatchObject({ queued: 1, sent: 0, pending: 0, failed: 1, emails: 0 });
    expect(db.prepare('SELECT emailed_at FROM push_notices WHERE notice_id = ?').get('fiestas')).toEqual({ emailed_at: ELEVEN_PM + 5 * 60_000 });
    // A notice never handed over has nothing to stop.
    expect(withdrawNoticeDelivery(db, 'alcantir', 'nunca', now)).toBe(false);
  });

  it('never send a notice after its until, and count it failed', async () => {
    device(['agenda']);
    now = ELEVEN_PM;
    queueNoticeDelivery(db, notice('esta-noche', 'agenda', { until: '2026-11-27T00:00:00+01:00' }), now);
    now = Date.parse('2026-11-27T07:00:00Z');
    await run();
    expect(service.received).toEqual([]);
    expect(noticeDeliveryCounts(db, 'alcantir', 'esta-noche')).toMatchObject({ queued: 1, sent: 0, failed: 1 });
  });
});

describe('a restart', () => {
  it('in the middle of a fan-out goes on where it stopped and sends nothing twice', async () => {
    const subs = Array.from({ length: 7 }, () => device(['agenda']));
    queueNoticeDelivery(db, notice('mercado', 'agenda'), now);
    // The first process queues two batches of two and sends them, then dies with the fan-out unfinished.
    expect(push.fanOutBatch(now, 2)).toBe(2);
    expect(push.fanOutBatch(now, 2)).toBe(2);
    const claimed = push.claimDue(3, 120_000, now);
    expect(claimed).toHaveLength(3);
    store.close();

    // The second process opens the same file, is handed the same notice again, and finishes.
    db = openDatabase(path);
    store = new DocumentStore(db);
    push = new PushStore(db);
    expect(queueNoticeDelivery(db, notice('mercado', 'agenda'), now).queued).toBe(false);
    await run({ fanOutBatch: 2 });
    // The three claimed by the dead process are its own until their lease runs out; then they go, once.
    expect(service.received).toHaveLength(4);
    now += 120_001;
    await run({ fanOutBatch: 2 });
    await run({ fanOutBatch: 2 });
    expect(service.received.map((r) => r.subscription).sort()).toEqual(subs.map((s) => s.id).sort());
    expect(noticeDeliveryCounts(db, 'alcantir', 'mercado')).toMatchObject({ queued: 7, sent: 7, fannedOut: true });
  });

  it('keeps the VAPID key pair, its private half sealed in the database', () => {
    const first = push.vapidKeys(() => ({ publicKey: 'public-one', privateKey: 'private-one' }));
    store.close();
    db = openDatabase(path);
    store = new DocumentStore(db);
    push = new PushStore(db);
    expect(push.vapidKeys(() => ({ publicKey: 'public-two', privateKey: 'private-two' }))).toEqual(first);
    const row = db.prepare('SELECT private_key FROM push_keys').get() as { private_key: string };
    expect(row.private_key).not.toContain('private-one');
  });
});

describe('retention', () => {
  it('deletes a subscription failing for 7 days or unused for 180', () => {
    const failing = device(['agenda']);
    const idle = device(['agenda']);
    const fine = device(['agenda']);
    const seqOf = (s: { endpoint: string }) => push.byEndpoint('alcantir', s.endpoint)!.seq;
    db.prepare('UPDATE push_subscriptions SET failing_since = ? WHERE seq = ?').run(now - 7 * 86_400_000, seqOf(failing));
    db.prepare('UPDATE push_subscriptions SET used_at = ? WHERE seq = ?').run(now - 180 * 86_400_000, seqOf(idle));
    expect(push.purge(now)).toBe(2);
    expect(push.byEndpoint('alcantir', fine.endpoint)).toBeDefined();
    expect(push.byEndpoint('alcantir', failing.endpoint)).toBeUndefined();
    expect(push.byEndpoint('alcantir', idle.endpoint)).toBeUndefined();
  });
});
