import { describe, expect, it } from 'vitest';
import { RebuildQueue, type BuildRunner } from '../../../server/core/rebuild-queue.ts';
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
