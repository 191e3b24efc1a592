/**
 * The load test, small: a real server process, 40 citizens sending a request with a photo at once, double
 * clicks and retries, and the server SIGKILLed once 15 requests were acknowledged, then started again on the
 * same database. Every acknowledged request is stored exactly once, and the server's output holds none of
 * what they wrote. (`npm run bench -- --only l` runs the full 200.)
 */
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/database.ts';
import { runLoad } from '../../../scripts/load/run.ts';

/**
 * A port nobody holds now, asked of the system: the run restarts its server on the same port after the kill, so it
 * needs one number for its whole length. (A fixed one collided with another checkout's test run on one machine.)
 */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

describe('requests under load and a crash', () => {
  it('keeps SQLite in WAL mode with a busy timeout and durable commits', () => {
    const db = openDatabase(join(tmpdir(), `wal-${process.pid}-${Date.now()}.sqlite`));
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0];
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('busy_timeout')).toBeGreaterThanOrEqual(5000);
    expect(pragma('synchronous')).toBe(2); // FULL: an acknowledged request survives a power cut too, not only a kill
    db.close();
  });

  it('stores every acknowledged request exactly once when the server is killed in the middle', async () => {
    const report = await runLoad({
      clients: 40,
      payments: 0,
      killAfter: 15,
      port: await freePort(),
      dir: join(tmpdir(), `load-${process.pid}`),
      timeoutMs: 90_000,
    });
    expect(report.killed).toBe(true);
    expect(report.networkErrors).toBeGreaterThan(0); // the kill really cut calls
    expect(report.acknowledged).toBe(40);
    expect(report.missing).toEqual([]);
    expect(report.duplicates).toBe(0);
    expect(report.stored).toBe(40);
    expect(report.retriesAnswered.different).toBe(0);
    expect(report.retriesAnswered.same).toBe(6 + 8); // six double clicks, eight retries after the answer
    expect(report.journalMode).toBe('wal');
    expect(report.logLeaks).toEqual([]);
  }, 120_000);
});
