import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type BuildOptions } from '../../../scripts/build.ts';
import { ConfigError } from '../../../src/config/config-error.ts';
import type { FaultApi } from '../../fixtures/fault-api.ts';
import { homePage, municipalityEditor, releaseOf, scratchWithApi, type Scratch } from './harness.ts';

/**
 * `main()` called in this process, as another script (a deploy step, a scheduler) would call it without the
 * command line: a real build of two realms against a real API, whose report comes back as rows.
 */
let s: Scratch;
let api: FaultApi;
const editCosta = municipalityEditor(() => api, 'costa', 'Costablanca');
const options = (over: Partial<BuildOptions> = {}): BuildOptions => ({
  apiOrigin: api.origin,
  realmsDir: s.realms,
  distDir: s.dist,
  cacheDir: s.cache,
  force: false,
  apiTimeout: 400,
  retryDelay: 50,
  ...over,
});

beforeAll(async () => {
  ({ s, api } = await scratchWithApi('main', [
    { id: 'costa', associations: 6, events: 2, news: 2, seed: 21 },
    { id: 'sierra', associations: 4, events: 1, news: 1, seed: 22 },
  ]));
}, 60_000);

afterAll(() => api?.close());

describe('a build run through main()', () => {
  it('returns a row per realm: published, then unchanged when nothing changed', async () => {
    const first = await main(options());
    expect(first.map((row) => [row.realm, row.result])).toEqual([
      ['costa', 'published'],
      ['sierra', 'published'],
    ]);
    expect(first.every((row) => typeof row.pages === 'number' && row.pages > 20)).toBe(true);
    // The bundle both releases of the render share is one set of files, linked into each, not a copy per realm.
    const bundle = (realm: string) => {
      const dir = join(releaseOf(s, realm), '_astro');
      return new Map(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).ino]));
    };
    const [costa, sierra] = [bundle('costa'), bundle('sierra')];
    expect(costa.size).toBeGreaterThan(10);
    expect(sierra).toEqual(costa);

    const second = await main(options());
    expect(second.map((row) => [row.realm, row.result, row.pages])).toEqual(first.map((row) => [row.realm, 'unchanged', row.pages]));
  }, 120_000);

  it('builds only the selected realm, and publishes an editor’s change', async () => {
    const sierra = releaseOf(s, 'sierra');
    const name = editCosta();
    const rows = await main(options({ realm: 'costa' }));
    expect(rows.map((row) => [row.realm, row.result])).toEqual([['costa', 'published']]);
    expect(homePage(s, 'costa')).toContain(name);
    expect(releaseOf(s, 'sierra')).toBe(sierra);
  }, 120_000);

  it('reports a realm whose API fails as a failed row, and leaves the run to its caller', async () => {
    api.setFault('costa', 'status-500');
    try {
      const rows = await main(options());
      expect(rows.find((row) => row.realm === 'costa')).toMatchObject({
        result: 'failed',
        pages: '-',
        detail: expect.stringMatching(/500 Internal Server Error/),
      });
      expect(rows.find((row) => row.realm === 'sierra')?.result).toBe('unchanged');
    } finally {
      api.setFault('costa', undefined);
    }
  }, 60_000);

  it('throws a configuration error for a realm that does not exist', async () => {
    await expect(main(options({ realm: 'costa,atlantida' }))).rejects.toThrowError(ConfigError);
    await expect(main(options({ realm: 'atlantida' }))).rejects.toThrowError(/Unknown realm\(s\): atlantida \(known: costa, sierra\)/);
  });
});
