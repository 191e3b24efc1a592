/**
 * Issue 21, item 1: a census check hashes the ID and every answer with scrypt, tens of milliseconds each. Done
 * on the main thread, 20 checks at once held a plain GET for 1.77 s; on libuv's thread pool the server keeps
 * answering. A real socket server, as a citizen's browser would meet it; the bound is generous on purpose
 * (the figure itself is `npm run bench -- --only l`).
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { localServer } from './support/local-server.ts';

const CHECKS = 20;
const GET_BOUND_MS = 300;

describe('census checks under load', () => {
  const { app } = localServer();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(`answers a plain GET within ${GET_BOUND_MS} ms while ${CHECKS} census checks are being hashed`, async () => {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { 'content-type': 'application/json', host: 'alcantir.localhost' };
    let answeredChecks = 0;
    const checks = Array.from({ length: CHECKS }, (_, i) =>
      fetch(`${origin}/api/alcantir/census2/registro-asociaciones`, {
        method: 'POST',
        headers,
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
    expect(elapsed).toBeLessThan(GET_BOUND_MS);
    expect(checksPendingAtGet, 'the GET came back while checks were still being hashed').toBeGreaterThan(0);
  });
});
