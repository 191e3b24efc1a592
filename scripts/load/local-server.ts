/**
 * The local server as the load runs start it (scripts/load/*.ts): a child process on loopback, on a database and
 * folders of the run's own, its output kept so that a run can check afterwards that nothing personal was logged.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Starts the server on `port` with its state in `dir`; `env` adds to or overrides the load runs' settings. */
export function startLoadServer(port: number, dir: string, output: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'server', 'cli', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOCAL_API_DB: join(dir, 'db.sqlite'),
      LOCAL_API_UPLOADS: join(dir, 'uploads'),
      PORTAL_DIST_DIR: join(dir, 'dist'),
      PORTAL_CACHE_DIR: join(dir, 'cache'),
      PORTAL_SKIP_BUILD: '1',
      LOCAL_API_CAPTCHA_ANSWER: '7',
      // Citizens are told apart by X-Forwarded-For here only; the real per-client limits stay on.
      LOCAL_API_TRUST_PROXY: '1',
      LOCAL_API_RATE_LIMITS: '',
      // The citizens call as the portal's page at http://alcantir.localhost does: a localhost origin, which the
      // cross-site guard trusts only on a server started for development.
      LOCAL_API_DEVELOPMENT: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  return child;
}

/**
 * Waits for `child` to listen and answer `probe` (a path on `origin`). Only its own "Local API on" line says the
 * port is its: a server that answers without it is someone else's (another run on a shared machine), and a child
 * that exited did not get the port, so the run stops instead of loading another server. `nth`: the nth server of
 * the run to start on this port (the output holds the line of each one before it).
 */
export async function loadServerReady(
  origin: string,
  probe: string,
  child: ChildProcess,
  output: string[],
  { deadline = Date.now() + 60_000, nth = 1 } = {},
): Promise<void> {
  const listening = `Local API on http://localhost:${new URL(origin).port}/api`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local server exited (${child.exitCode}) before answering on ${origin}: ${output.join('').slice(-300)}`);
    if (output.join('').split(listening).length - 1 >= nth) {
      try {
        const answer = await fetch(`${origin}${probe}`);
        await answer.arrayBuffer();
        if (answer.ok) return;
      } catch {
        /* not yet */
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the local server did not start');
}
