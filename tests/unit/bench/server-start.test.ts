import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchServer } from '../../../scripts/load/bench-server.ts';
import { ROOT } from '../support/imports.ts';

/**
 * The bench's server against someone else's on the same port (scripts/load/bench-server.ts): another process that
 * answers every call with 200 holds a port; the bench's server asked to listen there fails, naming the port, instead
 * of letting the bench measure the other one; left to choose, it takes a free port and answers for its realm.
 */
const REALMS = join(ROOT, 'tests', 'fixtures', 'realms');
let other: Server;
let held: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  other = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"items":[{"title":{"es":"Otra"}}]}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  held = (other.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => other.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the bench’s local server', () => {
  it('fails, naming the port, when another process holds it, though that process answers 200', async () => {
    await expect(startBenchServer(REALMS, join(dir, 'held.sqlite'), { port: held, timeoutMs: 60_000 })).rejects.toThrow(
      new RegExp(`exited \\(code \\d+\\) before it listened: port ${held} is taken by another process`),
    );
  }, 70_000);

  it('takes a free port of its own and answers for its realm there', async () => {
    const { server, port } = await startBenchServer(REALMS, join(dir, 'free.sqlite'), { timeoutMs: 60_000 });
    try {
      expect(port).not.toBe(held);
      const answer = await fetch(`http://127.0.0.1:${port}/api/mini/collections/asociaciones?limit=1`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { items: unknown[] }).items).toHaveLength(1);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    }
  }, 70_000);
});
