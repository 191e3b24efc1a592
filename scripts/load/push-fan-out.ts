/**
 * The notices' push fan-out at scale (`npm run bench -- --only w`): `count` devices subscribed to one topic of one
 * realm, a notice published to it, and the sender's passes (`runPushOnce`, server/push/sender.ts) timed until every
 * message went: fan-out in batches of 1,000, each message encrypted (aes128gcm) and signed (VAPID) by web-push and
 * POSTed to a push service on loopback that answers 201, 16 at a time, outcomes recorded one commit per batch. The
 * database is a file with the server's durable commits; the peak memory shows the fan-out streams.
 */
import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { noticeDeliveryCounts, queueNoticeDelivery } from '../../server/push/notice-delivery.ts';
import { runPushOnce } from '../../server/push/sender.ts';
import { openDatabase } from '../../server/store/database.ts';
import { PushStore } from '../../server/store/push.ts';

export interface FanOutFigures {
  subscriptions: number;
  seedSeconds: number;
  sendSeconds: number;
  perSecond: number;
  peakRssMb: number;
  accepted: number;
  sent: number;
}

export async function benchPushFanOut(count = 100_000): Promise<FanOutFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'push-fan-out-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  let accepted = 0;
  const service = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      accepted++;
      res.writeHead(201, { location: `/message/${accepted}` }).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  try {
    // Seeding is not what is measured: it need not survive a power cut.
    db.exec('PRAGMA synchronous = OFF');
    const push = new PushStore(db);
    // Devices' keys from a pool: making 100,000 key pairs would time the bench, not the sender.
    const pool = Array.from({ length: 64 }, () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
    });
    const seeded = performance.now();
    for (let i = 0; i < count; i++) {
      push.subscribe(
        'alcantir',
        { endpoint: `${origin}/push/${i}`, ...pool[i % pool.length]! },
        { topics: ['urgentes'], language: i % 2 ? 'es' : 'va', userId: null },
      );
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    db.exec('PRAGMA synchronous = FULL');

    const realms = loadRealms(realmsDir());
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    queueNoticeDelivery(db, {
      realm: 'alcantir',
      id: 'bench-corte-agua',
      topic: 'urgentes',
      urgent: true,
      publishedAt: new Date().toISOString(),
      texts: {
        es: { title: 'Corte de agua en el casco antiguo', summary: 'Mañana de 9:00 a 13:00 no habrá agua en las calles del casco antiguo por obras.' },
        va: { title: "Tall d'aigua al nucli antic", summary: 'Demà de 9.00 a 13.00 no hi haurà aigua als carrers del nucli antic per obres.' },
      },
      path: '/avisos/bench-corte-agua',
    });
    // One pass sends everything due; a second finds nothing left.
    await runPushOnce({ push, realms: () => realms, subjectOf: () => 'mailto:avisos@alcantir.es', log: () => {} });
    await runPushOnce({ push, realms: () => realms, subjectOf: () => 'mailto:avisos@alcantir.es', log: () => {} });
    const sendSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const counts = noticeDeliveryCounts(db, 'alcantir', 'bench-corte-agua');
    return {
      subscriptions: count,
      seedSeconds,
      sendSeconds,
      perSecond: count / sendSeconds,
      peakRssMb: peak / 2 ** 20,
      accepted,
      sent: counts?.sent ?? 0,
    };
  } finally {
    service.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
