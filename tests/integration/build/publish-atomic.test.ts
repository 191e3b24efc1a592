import { existsSync, mkdirSync, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultApi } from '../../fixtures/fault-api.ts';
import { homePage, municipalityEditor, releaseOf, runBuild, scratchWithApi, siteDigest, startBuild, type Scratch } from './harness.ts';

/**
 * Publishing is atomic per realm: the build is frozen (SIGSTOP) the moment its new release folder appears, which
 * is in the middle of publishing, then killed (SIGKILL). Visitors must get the last good site, whole, before and
 * after the kill, and the next build must publish normally and clean up what the killed one left.
 */
let s: Scratch;
let api: FaultApi;
const edit = municipalityEditor(() => api, 'atomic', 'Atomia');

beforeAll(async () => {
  ({ s, api } = await scratchWithApi('atomic', [{ id: 'atomic', associations: 40, events: 10, news: 10, seed: 5 }]));
  const first = await runBuild(s, api.origin);
  expect(first.code, first.stdout + first.stderr).toBe(0);
}, 120_000);

afterAll(() => api?.close());

/** Starts a build and freezes it as soon as an entry appears in `folder`; resolves with the frozen child. */
async function freezeWhenCreated(folder: string) {
  mkdirSync(folder, { recursive: true });
  const before = new Set(readdirSync(folder));
  const build = startBuild(s, api.origin);
  const frozen = await new Promise<boolean>((resolve) => {
    const watcher = watch(folder, () => {
      if (readdirSync(folder).some((name) => !before.has(name))) {
        build.child.kill('SIGSTOP');
        watcher.close();
        resolve(true);
      }
    });
    void build.done.then(() => {
      watcher.close();
      resolve(false);
    });
  });
  return { ...build, frozen };
}

describe('a build killed midway', () => {
  it('while publishing leaves the last good site whole, and the next build publishes and cleans up', async () => {
    const releases = join(s.dist, '.releases', 'atomic');
    let landedMidPublish = false;
    for (let attempt = 0; attempt < 5 && !landedMidPublish; attempt++) {
      const oldRelease = releaseOf(s, 'atomic');
      const oldDigest = siteDigest(s, 'atomic');
      const oldHome = homePage(s, 'atomic');
      edit();
      const build = await freezeWhenCreated(releases);
      if (!build.frozen) continue;
      // Frozen mid-publish: the new release folder exists but the site has not switched to it.
      landedMidPublish = releaseOf(s, 'atomic') === oldRelease;
      expect(siteDigest(s, 'atomic')).toBe(oldDigest);
      build.child.kill('SIGKILL');
      const run = await build.done;
      expect(run.signal).toBe('SIGKILL');
      expect(releaseOf(s, 'atomic')).toBe(oldRelease);
      expect(siteDigest(s, 'atomic')).toBe(oldDigest);
      expect(homePage(s, 'atomic')).toBe(oldHome);
      expect(readdirSync(releases).length).toBeGreaterThan(1); // the killed build's half-written release
    }
    expect(landedMidPublish, 'the kill never landed while publishing').toBe(true);

    const name = edit();
    const next = await runBuild(s, api.origin);
    expect(next.code, next.stdout + next.stderr).toBe(0);
    expect(homePage(s, 'atomic')).toContain(name);
    // The current release and the last good one it replaced remain; half-written ones are gone, deleted by a
    // process that may outlive the build by a moment.
    await expect.poll(() => readdirSync(releases).filter((name) => name.startsWith('.trash-')), { timeout: 30_000 }).toEqual([]);
    expect(readdirSync(releases)).toHaveLength(2);
    for (const release of readdirSync(releases)) expect(existsSync(join(releases, release, '.release.json'))).toBe(true);
  }, 240_000);

  it('while rendering leaves the site untouched, and the next build removes its render folder', async () => {
    const renders = join(s.cache, 'render');
    const oldDigest = siteDigest(s, 'atomic');
    edit();
    const build = await freezeWhenCreated(renders);
    expect(build.frozen).toBe(true);
    build.child.kill('SIGKILL');
    await build.done;
    expect(siteDigest(s, 'atomic')).toBe(oldDigest);
    // Its render folder (and, if it got that far, the folder of what its pages were rendered from) stays behind.
    const left = readdirSync(renders);
    expect(left.length).toBeGreaterThan(0);
    for (const name of left) expect(name).toMatch(new RegExp(`-${build.child.pid}$`));

    const next = await runBuild(s, api.origin);
    expect(next.code, next.stdout + next.stderr).toBe(0);
    expect(readdirSync(renders)).toHaveLength(0);
  }, 120_000);
});
