/**
 * docs/write-side.md "Accounts" (census checks on the thread pool): a census check hashes the ID and every answer
 * with scrypt, tens of milliseconds each. Done on the main thread, 20 checks at once held a plain GET for 1.77 s; on
 * libuv's thread pool the server keeps answering. A real socket server, as a citizen's browser would meet it. The
 * bound is relative and generous on purpose, since the machine is shared: blocked, the GET waits for all the checks,
 * so it comes back with none pending and after nearly as long as they all take; free, it comes back in a fraction of
 * that (a twentieth on a quiet machine, under half on one loaded eightfold). The
 * figure itself is `npm run bench -- --only l`.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { localServer } from './support/local-server.ts';

const CHECKS = 20;

describe('census checks under load', () => {
  // Each check from its own address (as the proxy says), or the cap per address would refuse most of them.
  // In memory: each check also commits a few rows, and on a shared machine the disk's fsyncs (synchronous
  // FULL) would be timed with the hashing this test is about.
  const { app } = localServer({ trustProxy: true, inMemory: true });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(`answers a plain GET in a fraction of the time ${CHECKS} census checks take, while they are being hashed`, async () => {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { 'content-type': 'application/json', host: 'alcantir.localhost' };
    let answeredChecks = 0;
    const t0 = performance.now();
    const checks = Array.from({ length: CHECKS }, (_, i) =>
      fetch(`${origin}/api/alcantir/census2/registro-asociaciones`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': `10.40.0.${i}` },
        body: JSON.stringify({ census: { id: `G4600${String(i).padStart(4, '0')}`, answers: { inscripcion: String(i) } } }),
      }).then(async (response) => {
        answeredChecks++;
        return response.status;
      }),
    );
    // Let the checks reach the server and start hashing, then ask for something that needs no hashing at all.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = performance.now();
    const get = await fetch(`${origin}/api/alcantir/mailbox/incidencias`, { headers: { host: 'alcantir.localhost' } });
    const elapsed = performance.now() - started;
    const checksPendingAtGet = CHECKS - answeredChecks;
    expect(get.status).toBe(200);
    expect((await get.json())._id).toBe('incidencias');
    expect(await Promise.all(checks)).toEqual(Array(CHECKS).fill(400)); // unknown IDs: every check really ran
    const checksTook = performance.now() - t0;
    expect(elapsed, `GET ${elapsed.toFixed(0)} ms, checks ${checksTook.toFixed(0)} ms`).toBeLessThan((checksTook * 2) / 3);
    expect(checksPendingAtGet, 'the GET came back while checks were still being hashed').toBeGreaterThan(0);
  }, 30_000);
});
