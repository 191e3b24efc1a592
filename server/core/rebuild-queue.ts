/**
 * The rebuilds editors ask for through `POST /hooks/rebuild/{realm}` (`http/routes/rebuild.ts`): a queue that
 * coalesces them, and the runner that builds with `scripts/build.ts` on this machine and reads its run report.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ENTRY, parseRunReport, REPORT_FLAG, type RunReport } from '../../src/schemas/run-report.ts';

export type RebuildState =
  | { state: 'idle' }
  | { state: 'queued'; since: string }
  | { state: 'building'; since: string }
  | { state: 'published'; at: string }
  | { state: 'failed'; at: string; reason: string };

/** Runs one build of the given realms; resolves with which realms published and why the others failed. */
export type BuildRunner = (realms: string[]) => Promise<{ published: string[]; failed: Record<string, string> }>;

/**
 * Editors' rebuild requests: queued per realm, coalesced (ten clicks while one is waiting make one build), and
 * run one build at a time; realms queued while a build runs go together into the next one.
 */
export class RebuildQueue {
  private status = new Map<string, RebuildState>();
  private waiting = new Set<string>();
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly run: BuildRunner;
  private readonly debounceMs: number;
  builds = 0;

  /** `debounceMs`: requests within this window after the first one join the same build. */
  constructor(run: BuildRunner, debounceMs = 1000) {
    this.run = run;
    this.debounceMs = debounceMs;
  }

  request(realm: string): RebuildState {
    if (!this.waiting.has(realm)) {
      this.waiting.add(realm);
      this.status.set(realm, { state: 'queued', since: new Date().toISOString() });
    }
    this.pump();
    return this.get(realm);
  }

  get(realm: string): RebuildState {
    return this.status.get(realm) ?? { state: 'idle' };
  }

  /** Resolves when nothing is queued or building. */
  async idle(): Promise<void> {
    while (this.running || this.timer || this.waiting.size) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, this.debounceMs + 1));
    }
  }

  private pump(): void {
    if (this.running || this.timer || this.waiting.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start();
    }, this.debounceMs);
    this.timer.unref?.();
  }

  private start(): void {
    if (this.running || this.waiting.size === 0) return;
    const batch = [...this.waiting];
    this.waiting.clear();
    const since = new Date().toISOString();
    for (const realm of batch) this.status.set(realm, { state: 'building', since });
    this.builds++;
    this.running = this.run(batch)
      .then(({ published, failed }) => {
        const at = new Date().toISOString();
        for (const realm of batch) {
          // A realm queued again meanwhile keeps its "queued" state for the next build.
          if (this.waiting.has(realm)) continue;
          if (published.includes(realm)) this.status.set(realm, { state: 'published', at });
          else this.status.set(realm, { state: 'failed', at, reason: failed[realm] ?? 'the build did not publish it' });
        }
      })
      .catch((error: Error) => {
        const at = new Date().toISOString();
        for (const realm of batch) if (!this.waiting.has(realm)) this.status.set(realm, { state: 'failed', at, reason: error.message });
      })
      .finally(() => {
        this.running = null;
        this.pump();
      });
  }
}

/**
 * Each realm's outcome according to the build's run report: published (or unchanged, its release still live),
 * else failed with the report's cause. Without a report (the build ended before writing one), every realm failed
 * with `noReport`. The log is never read: a line such as "kept 12 pages of the published release" says nothing
 * about the realm's result.
 */
export function rebuildOutcome(report: RunReport | undefined, realms: string[], noReport: string): Awaited<ReturnType<BuildRunner>> {
  const published: string[] = [];
  const failed: Record<string, string> = {};
  for (const realm of realms) {
    const row = report?.rows.find((r) => r.realm === realm);
    if (row && row.result !== 'failed') published.push(realm);
    else failed[realm] = row ? (row.detail ?? 'the build failed') : report ? 'the build ended without a result for this realm' : noReport;
  }
  return { published, failed };
}

/**
 * Runs the build (`BUILD_ENTRY`, src/schemas/run-report.ts) for the realms in a child process and reads the run
 * report it writes to a file of its own. What it prints is for people: only its error output's last line is kept,
 * to say why a build that ended without a report failed.
 */
export function buildScriptRunner(apiOrigin: string, env: NodeJS.ProcessEnv = process.env, entry: string = fileURLToPath(BUILD_ENTRY)): BuildRunner {
  return async (realms) => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-rebuild-'));
    const reportFile = join(dir, 'report.json');
    try {
      const child = spawn(process.execPath, [entry, '--realm', realms.join(','), '--api-origin', apiOrigin, REPORT_FLAG, reportFile], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // The last lines of its error output name the cause when the build ends without a report.
      let errors = '';
      child.stdout.resume();
      child.stderr.on('data', (chunk) => {
        errors = (errors + chunk).slice(-2000);
      });
      const code = await new Promise<number | null>((resolve) => {
        child.on('error', () => resolve(null));
        child.on('close', (exit) => resolve(exit));
      });
      let report: RunReport | undefined;
      let unread = '';
      if (existsSync(reportFile)) {
        try {
          report = parseRunReport(readFileSync(reportFile, 'utf8'), reportFile);
        } catch (error) {
          unread = (error as Error).message;
        }
      }
      const lastError = errors.trim().split('\n').at(-1)?.trim();
      const noReport = unread || `the build ended (exit ${code ?? 'unknown'}) without a report${lastError ? `: ${lastError}` : ''}`;
      return rebuildOutcome(report, realms, noReport);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
