import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault, FaultApi } from '../../fixtures/fault-api.ts';
import { homePage, municipalityEditor, releaseOf, runBuild, scratchWithApi, siteDigest, type Scratch } from './harness.ts';

/**
 * The build under upstream faults: for each way the provider's API can fail, one realm ("faulty") gets the fault
 * while another ("healthy") gets a real edit. The faulty realm's last good site must stay published byte for
 * byte, the healthy one must publish its edit, and the run must end non-zero naming the realm and the cause.
 */
let s: Scratch;
let api: FaultApi;
/** An editor's change in the healthy realm, so that each run has something real to build there. */
const editHealthy = municipalityEditor(() => api, 'healthy', 'Sanavida');

/** Runs `body` with the faulty realm's API misbehaving as `fault`, and heals it afterwards, whatever happens. */
async function withFault(fault: Fault, body: () => Promise<void>): Promise<void> {
  api.setFault('faulty', fault);
  try {
    await body();
  } finally {
    api.setFault('faulty', undefined);
  }
}

beforeAll(async () => {
  ({ s, api } = await scratchWithApi('faults', [
    { id: 'faulty', associations: 24, events: 8, news: 8, seed: 3 },
    { id: 'healthy', associations: 6, events: 2, news: 2, seed: 4 },
  ]));
  const first = await runBuild(s, api.origin);
  expect(first.code, first.stdout + first.stderr).toBe(0);
  expect(first.result('faulty')).toBe('published');
}, 120_000);

afterAll(() => api?.close());

const scenarios: Array<{ fault: Fault; title: string; cause: RegExp }> = [
  {
    fault: 'connection-reset',
    title: 'the connection drops without an answer',
    cause: /\[GET\] "http:\/\/127\.0\.0\.1:\d+\/api\/faulty\/.*": (other side closed|socket hang up|fetch failed|terminated)/i,
  },
  { fault: 'status-500', title: 'the API answers 500', cause: /\[GET\] ".*\/api\/faulty\/.*": 500 Internal Server Error/ },
  { fault: 'hang', title: 'the API accepts calls and never answers', cause: /\[GET\] ".*\/api\/faulty\/.*": no answer within 400 ms/ },
  { fault: 'malformed-json', title: 'the API sends malformed JSON', cause: /\[GET\] ".*\/api\/faulty\/.*": the body is not valid JSON/ },
  { fault: 'empty-directory', title: 'the directory comes back empty', cause: /the API returned no associations/ },
  {
    fault: 'directory-shrinks-90',
    title: 'the directory has 90 % fewer associations',
    cause: /associations fell from \d+ to \d+ \(−(8|9)\d %\) since the published build.*--force/,
  },
  { fault: 'news-shrink-75', title: 'news and events fall by three quarters', cause: /news and events fell from 16 to 4 \(−75 %\)/ },
  {
    fault: 'many-invalid-records',
    title: 'half of the associations fail validation',
    cause: /1\d of 2\d asociaciones records are invalid \(at most 3 are dropped with a warning\)/,
  },
  {
    fault: 'broken-asset',
    title: 'the logo asset is broken',
    cause: /the settings logo asset is broken: \[GET\] ".*\/api\/faulty\/settings\/assets1\/escudo-que-no-existe\.svg": 404/,
  },
];

describe('a fault in one realm keeps its last good site, builds the others and fails the run naming realm and cause', () => {
  for (const { fault, title, cause } of scenarios) {
    it(`when ${title}`, async () => {
      const release = releaseOf(s, 'faulty');
      const digest = siteDigest(s, 'faulty');
      const healthyName = editHealthy();
      await withFault(fault, async () => {
        const run = await runBuild(s, api.origin);
        expect(run.code, run.stdout).toBe(1);
        expect(run.result('faulty')).toMatch(/^failed: /);
        expect(run.result('faulty')).toMatch(cause);
        expect(run.stderr).toMatch(/^faulty\s+FAILED: /m);
        expect(releaseOf(s, 'faulty')).toBe(release);
        expect(siteDigest(s, 'faulty')).toBe(digest);
        expect(run.result('healthy')).toBe('published');
        expect(homePage(s, 'healthy')).toContain(healthyName);
      });
    }, 60_000);
  }

  it('when the whole API is down, every realm keeps its site', async () => {
    const sites = { faulty: siteDigest(s, 'faulty'), healthy: siteDigest(s, 'healthy') };
    const run = await runBuild(s, 'http://127.0.0.1:9'); // the discard port: nothing listens there
    expect(run.code).toBe(1);
    for (const realm of ['faulty', 'healthy'] as const) {
      expect(run.result(realm)).toMatch(/^failed: \[GET\] "http:\/\/127\.0\.0\.1:9\/api\/.*": .*(ECONNREFUSED|fetch failed)/);
      expect(siteDigest(s, realm)).toBe(sites[realm]);
    }
  }, 60_000);
});

describe('faults the build rides out', () => {
  it('retries reads that first answer 503 and publishes', async () => {
    await withFault('flaky', async () => {
      const before = api.hits.length;
      editHealthy();
      const run = await runBuild(s, api.origin, ['--realm', 'faulty', '--force']);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.result('faulty')).toBe('published');
      const calls = api.hits.slice(before).filter((path) => path.startsWith('/api/faulty/collections/asociaciones?'));
      expect(calls).toHaveLength(2);
    });
  }, 60_000);

  it('drops a few invalid records with a warning and publishes the rest', async () => {
    await withFault('few-invalid-records', async () => {
      const run = await runBuild(s, api.origin, ['--realm', 'faulty']);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.result('faulty')).toBe('published');
      expect(run.report?.rows.find((row) => row.realm === 'faulty')).toMatchObject({ warnings: 2, result: 'published' });
      expect(run.stderr.match(/! faulty asociaciones \w+: dropped, title:/g)).toHaveLength(2);
    });
  }, 60_000);

  it('publishes a large drop when --force says it is intended', async () => {
    await withFault('directory-shrinks-90', async () => {
      const refused = await runBuild(s, api.origin, ['--realm', 'faulty']);
      expect(refused.code).toBe(1);
      const forced = await runBuild(s, api.origin, ['--realm', 'faulty', '--force']);
      expect(forced.code, forced.stdout + forced.stderr).toBe(0);
      expect(forced.result('faulty')).toBe('published');
      expect(forced.stdout).toMatch(/^faulty\s+pulled 3 associations/m);
    });
    // Growing back is never refused.
    const restored = await runBuild(s, api.origin, ['--realm', 'faulty']);
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
  }, 90_000);
});
