/**
 * The notices' push fan-out at scale (`npm run bench -- --only w`): `count` devices subscribed to one topic of one
 * realm, a notice published to it, and the sender's passes (`runPushOnce`, server/push/sender.ts) timed until every
 * message went, as `npm start` runs them: fan-out in batches of 1,000; each message encrypted (RFC 8291 aes128gcm) on
 * the encryption pool's worker threads, one per core (`encryptionPool`), signed (one VAPID header per push service)
 * and POSTed, 16 at a time, over keep-alive connections (`keepAliveTransport`); outcomes recorded one commit per
 * batch. The database is a file with the server's durable commits; the peak memory shows the fan-out streams.
 *
 * The push service is a process of its own (push-service-process.ts) that answers 201 and keeps each message; once
 * the clock has stopped it checks them as a push service and a device would, so the figures say the sender did the
 * whole work: `count` distinct messages, none twice, each decrypting to the notice in its device's language under a
 * valid VAPID signature. Its decrypting is the devices' work, not the sender's, so it is not timed.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { noticeDeliveryCounts, queueNoticeDelivery } from '../../server/push/notice-delivery.ts';
import { encryptionPool, runPushOnce } from '../../server/push/sender.ts';
import { keepAliveTransport } from '../../server/push/transport.ts';
import { openDatabase } from '../../server/store/database.ts';
import { PushStore } from '../../server/store/push.ts';
import type { VerifyFigures, VerifyRequest } from './push-service-process.ts';

export interface FanOutFigures {
  subscriptions: number;
  seedSeconds: number;
  sendSeconds: number;
  perSecond: number;
  /** Messages the push service received in each whole second of the run (the last, partial one left out). */
  secondRange: { min: number; median: number; max: number };
  peakRssMb: number;
  /** Resident memory when the sending starts (after seeding 100,000 subscriptions). */
  startRssMb: number;
  /** CPU milliseconds per message while sending: this process (its main thread and encryption workers), the push service's. */
  cpuMsPerMessage: { sender: number; service: number };
  encryptWorkers: number;
  /** The queue's count of messages sent. */
  sent: number;
  service: VerifyFigures;
  /** Every message sent once, received once, decrypted and right. */
  exact: boolean;
}

const TITLES = { es: 'Corte de agua en el casco antiguo', va: "Tall d'aigua al nucli antic" };
const NOTICE = 'bench-corte-agua';

export async function benchPushFanOut(count = 100_000, { encryptWorkers }: { encryptWorkers?: number } = {}): Promise<FanOutFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'push-fan-out-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  const child = fork(new URL('./push-service-process.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pool = encryptionPool(encryptWorkers);
  const transport = keepAliveTransport(16);
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T));
      child.once('exit', (code) => reject(new Error(`the bench's push service exited (${code})`)));
    });
  try {
    const { origin, keys } = await next<{ origin: string; keys: Array<{ p256dh: string; auth: string }> }>();
    // Seeding is not what is measured: it need not survive a power cut.
    db.exec('PRAGMA synchronous = OFF');
    const push = new PushStore(db);
    const seeded = performance.now();
    for (let i = 0; i < count; i++) {
      // Odd devices read Spanish, even ones Valencian; device i holds the service's keys[i % keys.length].
      push.subscribe(
        'alcantir',
        { endpoint: `${origin}/push/${i}`, ...keys[i % keys.length]! },
        { topics: ['urgentes'], language: i % 2 ? 'es' : 'va', userId: null },
      );
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    db.exec('PRAGMA synchronous = FULL');

    const realms = loadRealms(realmsDir());
    const startRss = process.memoryUsage().rss;
    let peak = startRss;
    const cpu = process.cpuUsage();
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    queueNoticeDelivery(db, {
      realm: 'alcantir',
      id: NOTICE,
      topic: 'urgentes',
      urgent: true,
      publishedAt: new Date().toISOString(),
      texts: {
        es: { title: TITLES.es, summary: 'Mañana de 9:00 a 13:00 no habrá agua en las calles del casco antiguo por obras.' },
        va: { title: TITLES.va, summary: 'Demà de 9.00 a 13.00 no hi haurà aigua als carrers del nucli antic per obres.' },
      },
      path: `/avisos/${NOTICE}`,
    });
    const pass = () =>
      runPushOnce({ push, realms: () => realms, subjectOf: () => 'mailto:avisos@alcantir.es', encrypt: pool.encrypt, transport, log: () => {} });
    // One pass sends everything due; a second finds nothing left.
    await pass();
    await pass();
    const sendSeconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    const counts = noticeDeliveryCounts(db, 'alcantir', NOTICE);

    const verified = next<VerifyFigures>();
    child.send({ verify: true, titles: { odd: TITLES.es, even: TITLES.va }, tag: NOTICE, count } satisfies VerifyRequest);
    const service = await verified;
    const whole = service.perSecond.slice(0, -1);
    const sorted = [...(whole.length ? whole : service.perSecond)].sort((a, b) => a - b);
    const sent = counts?.sent ?? 0;
    return {
      subscriptions: count,
      seedSeconds,
      sendSeconds,
      perSecond: count / sendSeconds,
      secondRange: { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 },
      peakRssMb: peak / 2 ** 20,
      startRssMb: startRss / 2 ** 20,
      cpuMsPerMessage: { sender: (used.user + used.system) / 1000 / count, service: (service.receiveCpuSeconds * 1000) / count },
      encryptWorkers: pool.size,
      sent,
      service,
      exact:
        sent === count &&
        service.received === count &&
        service.distinct === count &&
        service.twice === 0 &&
        service.unknown === 0 &&
        service.decrypted === count &&
        service.wrongPayload === 0 &&
        service.badVapid === 0,
    };
  } finally {
    transport.close();
    await pool.close();
    child.disconnect();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
