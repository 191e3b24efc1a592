/**
 * The push sender's worker pool (server/push/worker-pool.ts) with a test worker (tests/fixtures/pool-worker.ts), and
 * the encryption pool itself (`encryptionPool` of server/push/sender.ts): each job answers its own result whatever
 * order the workers finish in, a job that throws rejects alone, a worker that dies rejects what it held and is
 * replaced, and a message encrypted on a worker decrypts with the subscription's keys as RFC 8291 says.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { encryptionPool } from '../../../server/push/sender.ts';
import { WorkerPool } from '../../../server/push/worker-pool.ts';
import type { PoolTestJob } from '../../fixtures/pool-worker.ts';
import { startPushService } from '../../fixtures/push-service.ts';

const WORKER = new URL('../../fixtures/pool-worker.ts', import.meta.url);
type Answer = { value: number; thread: number };

let pools: Array<{ close(): Promise<void> }> = [];
const pool = (size: number) => {
  const made = new WorkerPool<PoolTestJob, Answer>(WORKER, { size, name: 'test pool' });
  pools.push(made);
  return made;
};

afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

describe('the worker pool', () => {
  it('answers each job its own result, in the order asked, though later jobs finish first, over every worker', async () => {
    const two = pool(2);
    const jobs = Array.from({ length: 12 }, (_, i) => two.run({ kind: 'echo', value: i, delayMs: (12 - i) * 5 }));
    const answers = await Promise.all(jobs);
    expect(answers.map((a) => a.value)).toEqual([...Array(12).keys()]);
    expect(new Set(answers.map((a) => a.thread)).size, 'both workers took jobs').toBe(2);
    expect(two.busy).toBe(0);
  });

  it('answers every job of a large batch, sent in chunks, and jobs asked one at a time', async () => {
    const two = pool(2);
    const batch = await Promise.all(Array.from({ length: 300 }, (_, i) => two.run({ kind: 'echo', value: i })));
    expect(batch.map((a) => a.value)).toEqual([...Array(300).keys()]);
    for (const value of [7, 8, 9]) expect((await two.run({ kind: 'echo', value })).value).toBe(value);
  });

  it('rejects a job that throws with its message, and goes on with the others', async () => {
    const one = pool(1);
    const [before, thrown, after] = await Promise.allSettled([
      one.run({ kind: 'echo', value: 1 }),
      one.run({ kind: 'throw', message: 'bad key' }),
      one.run({ kind: 'echo', value: 3 }),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: expect.objectContaining({ value: 1 }) });
    expect(thrown).toEqual({ status: 'rejected', reason: new Error('bad key') });
    expect(after).toEqual({ status: 'fulfilled', value: expect.objectContaining({ value: 3 }) });
  });

  it('rejects the jobs a dying worker held, and a new worker takes the next ones', async () => {
    const one = pool(1);
    const first = await one.run({ kind: 'echo', value: 1 });
    const held = one.run({ kind: 'echo', value: 2, delayMs: 200 });
    const dying = one.run({ kind: 'exit', code: 3 });
    await expect(dying).rejects.toThrow(/test pool: a worker exited \(code 3\)/);
    await expect(held).rejects.toThrow(/exited/);
    const next = await one.run({ kind: 'echo', value: 4 });
    expect(next.value).toBe(4);
    expect(next.thread, 'a new thread').not.toBe(first.thread);
  });

  it('rejects what is asked once it is closed', async () => {
    const one = pool(1);
    await one.run({ kind: 'echo', value: 1 });
    await one.close();
    await expect(one.run({ kind: 'echo', value: 2 })).rejects.toThrow(/closed/);
  });
});

describe('the encryption pool', () => {
  it('encrypts on its workers what the push service decrypts with the subscription keys', async () => {
    const service = await startPushService();
    const encryption = encryptionPool(2);
    pools.push(encryption);
    try {
      const devices = Array.from({ length: 6 }, () => service.subscribe());
      const webpush = (await import('web-push')).default;
      const vapid = webpush.generateVAPIDKeys();
      const { Authorization } = webpush.getVapidHeaders(service.origin, 'mailto:avisos@alcantir.es', vapid.publicKey, vapid.privateKey, 'aes128gcm');
      const requests = await Promise.all(
        devices.map((device, i) =>
          encryption.encrypt({
            endpoint: device.endpoint,
            p256dh: device.keys.p256dh,
            auth: device.keys.auth,
            payload: JSON.stringify({ title: `Aviso ${i}` }),
            authorization: Authorization,
            ttl: 3600,
            urgency: 'high',
          }),
        ),
      );
      for (const request of requests) {
        const answer = await fetch(request.endpoint, { method: 'POST', headers: request.headers, body: new Uint8Array(request.body) });
        expect(answer.status).toBe(201);
      }
      expect(service.refused).toEqual([]);
      expect(service.received.map((m) => [m.subscription, JSON.parse(m.text).title, m.urgency, m.ttl])).toEqual(
        devices.map((d, i) => [d.id, `Aviso ${i}`, 'high', 3600]),
      );
    } finally {
      await service.close();
    }
  });
});
