import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildScriptRunner, RebuildQueue, type BuildRunner } from '../../../server/core/rebuild-queue.ts';
import { rebuildRoutes } from '../../../server/http/routes/rebuild.ts';

function controlledRunner() {
  const calls: string[][] = [];
  const pending: Array<() => void> = [];
  let running = 0;
  let maxRunning = 0;
  const run: BuildRunner = (realms) => {
    calls.push(realms);
    running++;
    maxRunning = Math.max(maxRunning, running);
    return new Promise((resolve) =>
      pending.push(() => {
        running--;
        resolve({ published: realms.filter((r) => r !== 'broken'), failed: { broken: 'API answered 500' } });
      }),
    );
  };
  return { run, calls, finishNext: () => pending.shift()?.(), maxRunning: () => maxRunning };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the rebuild queue', () => {
  it('coalesces ten clicks into one build', async () => {
    const runner = controlledRunner();
    const queue = new RebuildQueue(runner.run, 20);
    for (let i = 0; i < 10; i++) queue.request('alcantir');
    expect(queue.get('alcantir').state).toBe('queued');
    await wait(40);
    expect(runner.calls).toEqual([['alcantir']]);
    runner.finishNext();
    await queue.idle();
    expect(queue.builds).toBe(1);
    expect(queue.get('alcantir').state).toBe('published');
  });

  it('runs one build at a time and batches what was queued meanwhile', async () => {
    const runner = controlledRunner();
    const queue = new RebuildQueue(runner.run, 10);
    queue.request('alcantir');
    await wait(30);
    expect(queue.get('alcantir').state).toBe('building');
    queue.request('vilamar');
    queue.request('alcantir');
    queue.request('poble');
    expect(queue.get('vilamar').state).toBe('queued');
    expect(queue.get('alcantir').state).toBe('queued');
    await wait(30);
    expect(runner.calls).toHaveLength(1);
    runner.finishNext();
    await wait(30);
    expect(runner.calls).toEqual([['alcantir'], ['vilamar', 'alcantir', 'poble']]);
    runner.finishNext();
    await queue.idle();
    expect(runner.maxRunning()).toBe(1);
    expect(queue.get('poble').state).toBe('published');
  });

  it('reports a failed build with its reason', async () => {
    const runner = controlledRunner();
    const queue = new RebuildQueue(runner.run, 0);
    queue.request('broken');
    await wait(10);
    runner.finishNext();
    await queue.idle();
    expect(queue.get('broken')).toMatchObject({ state: 'failed', reason: 'API answered 500' });
  });
});

describe('the rebuild hook', () => {
  const runner = controlledRunner();
  const app = rebuildRoutes(new RebuildQueue(runner.run, 10_000), new Map([['alcantir', 's3cret-token']]));
  const post = (realm: string, token?: string) =>
    app.request(`/rebuild/${realm}`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await post('alcantir')).status).toBe(401);
    expect((await post('alcantir', 's3cret-tokem')).status).toBe(401);
    expect(runner.calls).toHaveLength(0);
  });
  it('answers 404 for an unknown realm', async () => {
    expect((await post('nowhere', 's3cret-token')).status).toBe(404);
    expect((await app.request('/rebuild/nowhere')).status).toBe(404);
  });
  it('queues with the right token and shows the status', async () => {
    const response = await post('alcantir', 's3cret-token');
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ realm: 'alcantir', state: 'queued' });
    expect(await (await app.request('/rebuild/alcantir')).json()).toMatchObject({ state: 'queued' });
  });
});

describe('the rebuild hook’s build runner', () => {
  const standIn = join(import.meta.dirname, '..', '..', 'fixtures', 'stand-in-build.ts');
  const hook = (entry: string, env: NodeJS.ProcessEnv = process.env) => {
    const queue = new RebuildQueue(buildScriptRunner('http://127.0.0.1:9', env, entry), 0);
    return {
      queue,
      app: rebuildRoutes(
        queue,
        new Map([
          ['alcantir', 'a'],
          ['vilamar', 'v'],
        ]),
      ),
    };
  };
  const status = async (app: ReturnType<typeof rebuildRoutes>, realm: string) => (await app.request(`/rebuild/${realm}`)).json();

  it('reports failed a realm that kept pages of its published release and then failed to publish', async () => {
    // The build's log then holds "alcantir … kept 12 pages of the published release", which a reading of the log
    // took for the realm's result ("published"); the run report says failed, and the hook says so too.
    const { queue, app } = hook(standIn, { ...process.env, STAND_IN_PUBLISH_FAILS: 'alcantir' });
    await app.request('/rebuild/alcantir', { method: 'POST', headers: { Authorization: 'Bearer a' } });
    await app.request('/rebuild/vilamar', { method: 'POST', headers: { Authorization: 'Bearer v' } });
    await queue.idle();
    expect(queue.builds).toBe(1);
    expect(await status(app, 'alcantir')).toMatchObject({ state: 'failed', reason: 'publishing: ENOSPC: no space left on device' });
    expect(await status(app, 'vilamar')).toMatchObject({ state: 'published' });
  });

  it('reports every realm failed, with the last error line, when the build ends without a report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rebuild-test-'));
    const crashing = join(dir, 'crash.ts');
    writeFileSync(crashing, "console.log('vilamar published');\nconsole.error('No realm folder at /nowhere');\nprocess.exit(2);\n");
    const { queue, app } = hook(crashing);
    queue.request('vilamar');
    await queue.idle();
    expect(await status(app, 'vilamar')).toMatchObject({
      state: 'failed',
      reason: 'the build ended (exit 2) without a report: No realm folder at /nowhere',
    });
  });
});
