/**
 * The local server as the bench starts it (scripts/bench.ts): on a free loopback port, or on `port` when a test
 * means to show what happens when that port is someone else's, with its state in `db` and its sites in `distDir`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listeningLine, serverVerdict } from '../bench-checks.ts';
import { freePort } from './free-port.ts';

const root = join(import.meta.dirname, '..', '..');

/** The status `url` answers (its body read), or undefined when nothing answers yet. */
async function statusOf(url: string): Promise<number | undefined> {
  try {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return undefined;
  }
}

/** The realms of a realms folder: its sub-folders with a realm.json, as the server loads them. */
export const realmIds = (realmsDir: string): string[] =>
  readdirSync(realmsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(realmsDir, entry.name, 'realm.json')))
    .map((entry) => entry.name)
    .sort();

/**
 * Starts the local server on a free loopback port and resolves once it is the one answering there: its own
 * "Local API on" line, its ready line naming every realm of `realmsDir`, and the first realm's associations answered.
 * Fails, with what the server said, when it exits (the port taken meanwhile, a broken database) or does not answer
 * in two minutes: a bench row never measures a server it did not start (scripts/bench-checks.ts `serverVerdict`).
 */
export async function startBenchServer(
  realmsDir: string,
  db: string,
  options: { distDir?: string; port?: number; timeoutMs?: number } = {},
): Promise<{ server: ChildProcess; port: number }> {
  const port = options.port ?? (await freePort());
  const { distDir } = options;
  const realms = realmIds(realmsDir);
  const server = spawn(process.execPath, [join(root, 'server', 'cli', 'main.ts')], {
    env: {
      ...process.env,
      PORTAL_REALMS_DIR: realmsDir,
      LOCAL_API_DB: db,
      PORTAL_SKIP_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(distDir ? { PORTAL_DIST_DIR: distDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const heard = (chunk: Buffer) => {
    output += chunk;
  };
  server.stdout!.on('data', heard);
  server.stderr!.on('data', (chunk: Buffer) => {
    heard(chunk);
    process.stderr.write(chunk);
  });
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  let probe: number | undefined;
  for (;;) {
    const verdict = serverVerdict({ port, realms, output, exitCode: server.exitCode ?? (server.signalCode ? 128 : null), probe });
    if (verdict.state === 'ready') {
      console.error(`bench: the local server answers on 127.0.0.1:${port} for ${realms.length === 1 ? realms[0] : `${realms.length} realms`}`);
      return { server, port };
    }
    if (verdict.state === 'failed' || Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(
        verdict.state === 'failed' ? verdict.reason : `the local server on port ${port} did not answer for ${realms[0]} in ${timeoutMs / 1000} s`,
      );
    }
    if (output.includes(listeningLine(port))) probe = await statusOf(`http://127.0.0.1:${port}/api/${realms[0]}/collections/asociaciones?limit=1`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
