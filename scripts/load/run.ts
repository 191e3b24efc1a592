/**
 * The bounded load test of the write API (docs/write-side.md "Durability"): a real server process on loopback with
 * its own database, N simulated citizens each with its own address, who register, log in, see a captcha, upload a
 * photo and send a request, all at once; idempotent retries and double clicks; optionally a SIGKILL of the server
 * once some requests were acknowledged, and a restart on the same database. Then the database is read directly: every
 * acknowledged request must be there exactly once. `npm run bench -- --only l` prints its figures;
 * tests/unit/server/load-exactly-once.test.ts runs a smaller one.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { MailboxSchema } from '../../src/schemas/mailbox.ts';
import { Citizen, type LoadContext, type Timing } from './citizen.ts';
import { censusLoad, type CensusReport } from './census.ts';
import { paymentsLoad, type PaymentsReport } from './payments.ts';
import { loadServerReady, startLoadServer } from './local-server.ts';

export interface LoadOptions {
  /** Simulated citizens sending a request each, all at once. */
  clients: number;
  /** Concurrent payments (when the server has the payments route). */
  payments: number;
  /** Concurrent census checks, with a plain GET timed meanwhile (none by default). */
  censusChecks?: number;
  /** Kill the server (SIGKILL) once this many requests were acknowledged, then start it again. */
  killAfter?: number | undefined;
  port: number;
  dir: string;
  /** The whole run gives up after this long: a load test stops by itself. */
  timeoutMs?: number;
}

export interface LoadReport {
  clients: number;
  acknowledged: number;
  stored: number;
  duplicates: number;
  missing: string[];
  retriesAnswered: { same: number; different: number };
  killed: boolean;
  networkErrors: number;
  seconds: { prepare: number; create: number };
  creationsPerSecond: number;
  p95: Record<string, number>;
  journalMode: string;
  logLeaks: string[];
  payments: PaymentsReport;
  census?: CensusReport | undefined;
}

const root = join(import.meta.dirname, '..', '..');

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** What says the server answers: the mailbox the citizens write to. */
const PROBE = '/api/alcantir/mailbox/incidencias';

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { clients, port, dir } = options;
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  let server = startLoadServer(port, dir, output);
  const servers = [server];
  try {
    await loadServerReady(origin, PROBE, server, output, { deadline });
    const timings: Timing[] = [];
    const ctx: LoadContext = { origin, realm: 'alcantir', deadline, timings, networkErrors: { count: 0 } };
    const mailbox = v.parse(MailboxSchema, await (await fetch(`${origin}/api/alcantir/mailbox/incidencias`)).json());
    const photo = new Uint8Array(readFileSync(join(root, 'tests', 'fixtures', 'uploads', 'photo.jpg')));
    const run = Date.now().toString(36);
    const citizens = Array.from({ length: clients }, (_, i) => new Citizen(ctx, i));

    let t0 = performance.now();
    const photos = await Promise.all(citizens.map((c) => c.prepare(photo)));
    const prepareSeconds = (performance.now() - t0) / 1000;

    // The kill: once enough requests were acknowledged, SIGKILL, and a new server on the same database.
    let acknowledged = 0;
    let killed = false;
    let restarting: Promise<void> | undefined;
    const onAck = () => {
      acknowledged++;
      if (options.killAfter !== undefined && !killed && acknowledged >= options.killAfter) {
        killed = true;
        const old = server;
        old.kill('SIGKILL');
        restarting = stopped(old).then(async () => {
          server = startLoadServer(port, dir, output);
          servers.push(server);
          await loadServerReady(origin, PROBE, server, output, { deadline, nth: servers.length });
        });
      }
    };

    const retries = { same: 0, different: 0 };
    t0 = performance.now();
    const receipts = await Promise.all(
      citizens.map(async (citizen, i) => {
        const key = `carga-${run}-${i}`;
        const body = citizen.body(mailbox, `[carga ${run} #${i}]`, photos[i]!);
        // Every seventh citizen double-clicks: two sends at once with one key.
        const sends = i % 7 === 3 ? [citizen.create(body, key), citizen.create(body, key)] : [citizen.create(body, key)];
        const [first, ...others] = await Promise.all(sends);
        onAck();
        for (const other of others) retries[other._id === first!._id ? 'same' : 'different']++;
        return first!;
      }),
    );
    const createSeconds = (performance.now() - t0) / 1000;
    if (restarting) await restarting;
    // Every fifth citizen retries after the answer (a lost response, a reload): the same request comes back.
    await Promise.all(
      citizens
        .filter((_, i) => i % 5 === 1)
        .map(async (citizen) => {
          const i = citizen.index;
          const again = await citizen.create(citizen.body(mailbox, `[carga ${run} #${i}]`, photos[i]!), `carga-${run}-${i}`);
          retries[again._id === receipts[i]!._id ? 'same' : 'different']++;
        }),
    );

    const payments = await paymentsLoad(ctx, citizens.slice(0, options.payments), run);
    const census = options.censusChecks ? await censusLoad(ctx, options.censusChecks) : undefined;

    server.kill('SIGTERM');
    await stopped(server);
    const db = new DatabaseSync(join(dir, 'db.sqlite'), { readOnly: true });
    const rows = db.prepare("SELECT id, doc FROM requests WHERE realm = 'alcantir'").all() as Array<{ id: string; doc: string }>;
    const journalMode = (db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode;
    db.close();
    const byMarker = new Map<number, string[]>();
    for (const row of rows) {
      const match = new RegExp(`\\[carga ${run} #(\\d+)\\]`).exec(row.doc);
      if (match) byMarker.set(Number(match[1]), [...(byMarker.get(Number(match[1])) ?? []), row.id]);
    }
    const missing = receipts.flatMap((receipt, i) => (byMarker.get(i)?.includes(receipt._id) ? [] : [`#${i} ${receipt._id}`]));
    const duplicates = [...byMarker.values()].filter((ids) => ids.length > 1).length;
    const logs = output.join('');
    const logLeaks = [`carga ${run}`, 'vecina0@example.org', 'La farola de la esquina', 'Calle Abadia'].filter((s) => logs.includes(s));
    const p95: Record<string, number> = {};
    for (const step of new Set(timings.map((t) => t.step)))
      p95[step] = percentile(
        timings.filter((t) => t.step === step).map((t) => t.ms),
        0.95,
      );
    return {
      clients,
      acknowledged,
      stored: [...byMarker.values()].reduce((n, ids) => n + ids.length, 0),
      duplicates,
      missing,
      retriesAnswered: retries,
      killed,
      networkErrors: ctx.networkErrors.count,
      seconds: { prepare: prepareSeconds, create: createSeconds },
      creationsPerSecond: clients / createSeconds,
      p95,
      journalMode,
      logLeaks,
      payments,
      census,
    };
  } finally {
    for (const child of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
