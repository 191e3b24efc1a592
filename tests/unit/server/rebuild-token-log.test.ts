import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/imports.ts';

/**
 * `npm start` creates the rebuild tokens it is not given (docs/deploy.md) and says where they are: the log names
 * the file, never a token, since a log is read by more people, and kept longer, than a file only its owner reads.
 */
describe('rebuild tokens on the first start', () => {
  it('are written to their file and not printed: the log says where the file is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
    const port = await freePort();
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PORTAL_REBUILD_TOKEN_')));
    // Started in an empty folder: the token file goes to its .data/, as it would in a fresh checkout.
    const server = spawn(process.execPath, [join(ROOT, 'server', 'cli', 'main.ts')], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        PORT: String(port),
        PORTAL_SKIP_BUILD: '1',
        PORTAL_REALMS_DIR: join(ROOT, 'realms'),
        PORTAL_DIST_DIR: join(dir, 'dist'),
        LOCAL_API_DB: join(dir, 'db.sqlite'),
      },
    });
    let log = '';
    server.stdout.on('data', (chunk) => {
      log += chunk;
    });
    server.stderr.on('data', (chunk) => {
      log += chunk;
    });
    try {
      await expect.poll(() => log.includes('Local API on'), { timeout: 50_000, interval: 100 }).toBe(true);
    } finally {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    const file = join(dir, '.data', 'rebuild-tokens.json');
    expect(existsSync(file), log).toBe(true);
    const tokens = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(tokens).sort()).toEqual(['alcantir', 'vilamar']);
    for (const token of Object.values(tokens)) {
      expect(token).toMatch(/^[\w-]{32}$/);
      expect(log).not.toContain(token);
    }
    // As short as it reads: relative to the folder it was started in.
    expect(log).toContain(`Rebuild tokens (for deploying, docs/deploy.md): ${join('.data', 'rebuild-tokens.json')}.`);
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });
}
