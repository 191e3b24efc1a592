/**
 * The load test, small: a real server process, 40 citizens sending a request with a photo at once, double
 * clicks and retries, and the server SIGKILLed once 15 requests were acknowledged, then started again on the
 * same database. Every acknowledged request is stored exactly once, and the server's output holds none of
 * what they wrote. (`npm run bench -- --only l` runs the full 200.)
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/database.ts';
import { runLoad } from '../../../scripts/load/run.ts';

/** A port of its own, away from the e2e (43xx-44xx) and dev servers, different per vitest worker. */
const PORT = 4700 + (Number(process.env.VITEST_POOL_ID ?? 1) % 50);

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
    const report = await runLoad({ clients: 40, payments: 0, killAfter: 15, port: PORT, dir: join(tmpdir(), `load-${process.pid}`), timeoutMs: 90_000 });
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
