/**
 * The census part of the load test (docs/write-side.md "Accounts": census checks on the thread pool): citizens check
 * a census ID at once, each from its own address, while another keeps asking for a mailbox definition, a call that
 * hashes nothing. Each check costs two scrypt hashes; the figure is how long the plain GET waits meanwhile, which
 * stays small only while the hashing runs off the main thread.
 */
import type { LoadContext } from './citizen.ts';

export interface CensusReport {
  checks: number;
  /** Checks answered as a check (400 for the unknown IDs sent), not refused or failed. */
  answered: number;
  seconds: number;
  /** The plain GETs made while the checks ran, and how long they took. */
  gets: number;
  getMedianMs: number;
  getMaxMs: number;
}

export async function censusLoad(ctx: LoadContext, checks: number): Promise<CensusReport> {
  const call = (path: string, address: string, init: RequestInit = {}) =>
    fetch(`${ctx.origin}${path}`, { ...init, headers: { 'x-forwarded-for': address, origin: `http://${ctx.realm}.localhost`, ...init.headers } });
  let running = true;
  const t0 = performance.now();
  const all = Promise.all(
    Array.from({ length: checks }, (_, i) =>
      call(`/api/${ctx.realm}/census2/registro-asociaciones`, `10.200.${i >> 8}.${i & 255}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ census: { id: `X${String(i).padStart(8, '0')}`, answers: { inscripcion: String(i) } } }),
      }).then((r) => r.status),
    ),
  ).finally(() => {
    running = false;
  });
  const gets: number[] = [];
  while (running) {
    const started = performance.now();
    await call(`/api/${ctx.realm}/mailbox/incidencias`, '10.201.0.1').then((r) => r.arrayBuffer());
    gets.push(performance.now() - started);
  }
  const statuses = await all;
  return {
    checks,
    answered: statuses.filter((s) => s === 400).length,
    seconds: (performance.now() - t0) / 1000,
    gets: gets.length,
    getMedianMs: [...gets].sort((a, b) => a - b)[Math.floor(gets.length / 2)] ?? 0,
    getMaxMs: Math.max(0, ...gets),
  };
}
