/**
 * The rebuilds editors ask for through `POST /hooks/rebuild/{realm}` (`http/routes/rebuild.ts`): a queue that
 * coalesces them, and the runner that builds with `scripts/build.ts` on this machine.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

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

/** Runs scripts/build.ts for the realms and reads its summary table. */
export function buildScriptRunner(apiOrigin: string, env: NodeJS.ProcessEnv = process.env): BuildRunner {
  return (realms) =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [join(import.meta.dirname, '..', '..', 'scripts', 'build.ts'), '--realm', realms.join(','), '--api-origin', apiOrigin],
        { env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('exit', () => {
        const published: string[] = [];
        const failed: Record<string, string> = {};
        for (const realm of realms) {
          const line = output.split('\n').find((l) => l.startsWith(`${realm} `) && /\s(published|unchanged|failed)/.test(l));
          if (line && /\s(published|unchanged)\b/.test(line)) published.push(realm);
          else failed[realm] = line?.split('failed:')[1]?.trim() ?? 'the build ended without a result for this realm';
        }
        resolve({ published, failed });
      });
    });
}
