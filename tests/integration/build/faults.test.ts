import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault, FaultApi } from '../../fixtures/fault-api.ts';
import { type BuildRun, homePage, municipalityEditor, releaseOf, runBuild, scratchWithApi, siteDigest, type Scratch } from './harness.ts';

/**
 * The build under upstream faults: for each way the provider's API can fail, one realm gets that fault while another
 * ("healthy") gets a real edit. Every faulty realm's last good site must stay published byte for byte, the healthy
 * one must publish its edit, and the run must end non-zero naming each realm and its cause. The faults are set all at
 * once, one realm each, so that one build run checks them all (a run per fault took nine builds for the same facts).
 */
let s: Scratch;
let api: FaultApi;
/**
 * How long the build waits for an answer: ten realms pulling at once from an API in the test's own process, on a
 * busy two-core machine, took longer than the harness's 400 ms, and a hang must still be told from a slow answer.
 */
const TIMEOUT_MS = 2_000;
const build = (origin: string, args: string[] = []) => runBuild(s, origin, args, { PORTAL_API_TIMEOUT_MS: String(TIMEOUT_MS) });
/** An editor's change in the healthy realm, so that each run has something real to build there. */
const editHealthy = municipalityEditor(() => api, 'healthy', 'Sanavida');

/** Each fault and the cause the run must name for its realm (`realm` is the realm's id, as the API's paths carry it). */
const scenarios: Array<{ fault: Fault; title: string; cause: (realm: string) => RegExp }> = [
  {
    fault: 'connection-reset',
    title: 'the connection drops without an answer',
    cause: (realm) =>
      new RegExp(`\\[GET\\] "http:\\/\\/127\\.0\\.0\\.1:\\d+\\/api\\/${realm}\\/.*": (other side closed|socket hang up|fetch failed|terminated)`, 'i'),
  },
  { fault: 'status-500', title: 'the API answers 500', cause: (realm) => new RegExp(`\\[GET\\] ".*\\/api\\/${realm}\\/.*": 500 Internal Server Error`) },
  {
    fault: 'hang',
    title: 'the API accepts calls and never answers',
    cause: (realm) => new RegExp(`\\[GET\\] ".*\\/api\\/${realm}\\/.*": no answer within ${TIMEOUT_MS} ms`),
  },
  {
    fault: 'malformed-json',
    title: 'the API sends malformed JSON',
    cause: (realm) => new RegExp(`\\[GET\\] ".*\\/api\\/${realm}\\/.*": the body is not valid JSON`),
  },
  { fault: 'empty-directory', title: 'the directory comes back empty', cause: () => /the API returned no associations/ },
  {
    fault: 'directory-shrinks-90',
    title: 'the directory has 90 % fewer associations',
    cause: () => /associations fell from \d+ to \d+ \(−(8|9)\d %\) since the published build.*--force/,
  },
  { fault: 'news-shrink-75', title: 'news and events fall by three quarters', cause: () => /news and events fell from 16 to 4 \(−75 %\)/ },
  {
    fault: 'many-invalid-records',
    title: 'half of the associations fail validation',
    cause: () => /1\d of 2\d asociaciones records are invalid \(at most 3 are dropped with a warning\)/,
  },
  {
    fault: 'broken-asset',
    title: 'the logo asset is broken',
    cause: (realm) => new RegExp(`the settings logo asset is broken: \\[GET\\] ".*\\/api\\/${realm}\\/settings\\/assets1\\/escudo-que-no-existe\\.svg": 404`),
  },
];
/** The realm of each fault: the first is `faulty`, which the faults the build rides out use too. */
const realmOf = (index: number) => (index === 0 ? 'faulty' : `faulty${index + 1}`);
const faultyRealms = scenarios.map((_, index) => realmOf(index));

beforeAll(async () => {
  ({ s, api } = await scratchWithApi('faults', [
    ...faultyRealms.map((id, index) => ({ id, associations: 24, events: 8, news: 8, seed: 3 + index * 10 })),
    { id: 'healthy', associations: 6, events: 2, news: 2, seed: 4 },
  ]));
  const first = await build(api.origin);
  expect(first.code, first.stdout + first.stderr).toBe(0);
  for (const realm of faultyRealms) expect(first.result(realm)).toBe('published');
}, 180_000);

afterAll(() => api?.close());

describe('a fault in one realm keeps its last good site, builds the others and fails the run naming realm and cause', () => {
  let run: BuildRun;
  const before = new Map<string, { release: string; digest: string }>();
  let healthyName: string;

  beforeAll(async () => {
    for (const realm of faultyRealms) before.set(realm, { release: releaseOf(s, realm), digest: siteDigest(s, realm) });
    healthyName = editHealthy();
    for (const [index, { fault }] of scenarios.entries()) api.setFault(realmOf(index), fault);
    try {
      run = await build(api.origin);
    } finally {
      for (const realm of faultyRealms) api.setFault(realm, undefined);
    }
  }, 120_000);

  scenarios.forEach(({ fault, title, cause }, index) => {
    const realm = realmOf(index);
    it(`when ${title} (${fault})`, () => {
      expect(run.code, run.stdout).toBe(1);
      expect(run.result(realm)).toMatch(/^failed: /);
      expect(run.result(realm)).toMatch(cause(realm));
      expect(run.stderr).toMatch(new RegExp(`^${realm}\\s+FAILED: `, 'm'));
      expect(releaseOf(s, realm)).toBe(before.get(realm)!.release);
      expect(siteDigest(s, realm)).toBe(before.get(realm)!.digest);
    });
  });

  it('while the healthy realm publishes its edit', () => {
    expect(run.result('healthy')).toBe('published');
    expect(homePage(s, 'healthy')).toContain(healthyName);
  });

  it('when the whole API is down, every realm keeps its site', async () => {
    const realms = [...faultyRealms, 'healthy'];
    const sites = new Map(realms.map((realm) => [realm, siteDigest(s, realm)]));
    const down = await build('http://127.0.0.1:9'); // the discard port: nothing listens there
    expect(down.code).toBe(1);
    for (const realm of realms) {
      expect(down.result(realm)).toMatch(/^failed: \[GET\] "http:\/\/127\.0\.0\.1:9\/api\/.*": .*(ECONNREFUSED|fetch failed)/);
      expect(siteDigest(s, realm)).toBe(sites.get(realm));
    }
  }, 60_000);
});

describe('faults the build rides out, in one run beside a drop it refuses', () => {
  // One run: `faulty` answers 503 once per read, `faulty2` sends a few invalid records, `faulty3` lost 90 % of its
  // associations (refused without --force, in the same run, while the other two publish).
  let run: BuildRun;
  let hitsBefore: number;
  const editFaulty = municipalityEditor(() => api, 'faulty', 'Reintentos');

  beforeAll(async () => {
    editFaulty();
    hitsBefore = api.hits.length;
    api.setFault('faulty', 'flaky');
    api.setFault('faulty2', 'few-invalid-records');
    api.setFault('faulty3', 'directory-shrinks-90');
    try {
      run = await build(api.origin);
    } finally {
      api.setFault('faulty', undefined);
      api.setFault('faulty2', undefined);
    }
  }, 120_000);

  it('retries reads that first answer 503 and publishes', () => {
    expect(run.result('faulty'), run.stdout + run.stderr).toBe('published');
    const calls = api.hits.slice(hitsBefore).filter((path) => path.startsWith('/api/faulty/collections/asociaciones?'));
    expect(calls).toHaveLength(2);
  });

  it('drops a few invalid records with a warning and publishes the rest', () => {
    expect(run.result('faulty2'), run.stdout + run.stderr).toBe('published');
    expect(run.report?.rows.find((row) => row.realm === 'faulty2')).toMatchObject({ warnings: 2, result: 'published' });
    expect(run.stderr.match(/! faulty2 asociaciones \w+: dropped, title:/g)).toHaveLength(2);
  });

  it('publishes a large drop when --force says it is intended, and growing back is never refused', async () => {
    expect(run.code).toBe(1);
    expect(run.result('faulty3')).toMatch(/^failed: .*associations fell from/);
    try {
      const forced = await build(api.origin, ['--realm', 'faulty3', '--force']);
      expect(forced.code, forced.stdout + forced.stderr).toBe(0);
      expect(forced.result('faulty3')).toBe('published');
      expect(forced.stdout).toMatch(/^faulty3\s+pulled 3 associations/m);
    } finally {
      api.setFault('faulty3', undefined);
    }
    const restored = await build(api.origin, ['--realm', 'faulty3']);
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
  }, 90_000);
});
