/** scripts/suite-time.ts: where the suite's time goes, read from one run's Vitest and Playwright JSON reports. */
import { describe, expect, it } from 'vitest';
import { e2eShares, type PlaywrightReport, table, unitShares, type VitestReport } from '../../../scripts/suite-time.ts';

const vitest: VitestReport = {
  startTime: 1_000,
  testResults: [
    {
      name: '/repo/tests/unit/server/a.test.ts',
      startTime: 1_000,
      endTime: 31_000,
      assertionResults: [{ status: 'passed', duration: 10 }, { status: 'passed' }],
    },
    { name: '/repo/tests/unit/b.test.ts', startTime: 31_000, endTime: 41_000, assertionResults: [{ status: 'passed', duration: 5 }] },
    { name: '/repo/tests/component/C.test.tsx', startTime: 41_000, endTime: 61_000, assertionResults: [{ status: 'passed', duration: 1 }] },
  ],
};

const result = (duration: number, startTime: string, status = 'passed') => ({ duration, startTime, status });
const playwright: PlaywrightReport = {
  stats: { startTime: '2026-11-27T10:00:00.000Z', duration: 600_000, expected: 3, skipped: 1, unexpected: 1, flaky: 0 },
  suites: [
    {
      title: 'frame.spec.ts',
      file: 'frame.spec.ts',
      specs: [
        { file: 'frame.spec.ts', tests: [{ projectName: 'desktop', results: [result(300_000, '2026-11-27T10:02:00.000Z')] }] },
        { file: 'frame.spec.ts', tests: [{ projectName: 'mobile', results: [result(0, '2026-11-27T10:03:00.000Z', 'skipped')] }] },
      ],
      suites: [
        {
          title: 'in va',
          specs: [{ file: 'frame.spec.ts', tests: [{ projectName: 'mobile', results: [result(100_000, '2026-11-27T10:05:00.000Z')] }] }],
        },
      ],
    },
    {
      title: 'desk.spec.ts',
      file: 'desk.spec.ts',
      // A failed run and its retry: both took the workers' time.
      specs: [
        {
          file: 'desk.spec.ts',
          tests: [{ projectName: 'desktop', results: [result(60_000, '2026-11-27T10:02:30.000Z', 'failed'), result(40_000, '2026-11-27T10:04:00.000Z')] }],
        },
      ],
    },
  ],
};

describe('where the suite’s time goes', () => {
  it('gives the unit run’s wall time and each file’s and kind’s time, slowest first', () => {
    const unit = unitShares(vitest, '/repo');
    expect(unit.wallSeconds).toBe(60);
    expect(unit.files.map((f) => [f.name, f.seconds, f.tests])).toEqual([
      ['tests/unit/server/a.test.ts', 30, 2],
      ['tests/component/C.test.tsx', 20, 1],
      ['tests/unit/b.test.ts', 10, 1],
    ]);
    expect(unit.byKind.map((k) => [k.name, k.seconds, k.tests])).toEqual([
      ['unit', 40, 3],
      ['component', 20, 1],
    ]);
  });

  it('sums each spec’s test runs, retries included and skipped tests left out, and finds the server’s start-up', () => {
    const e2e = e2eShares(playwright);
    expect(e2e.wallSeconds).toBe(600);
    expect(e2e.startupSeconds).toBe(120);
    expect(e2e.tests).toBe(3);
    expect(e2e.failed).toBe(1);
    expect(e2e.specs.map((s) => [s.name, s.seconds, s.tests])).toEqual([
      ['frame.spec.ts', 400, 2],
      ['desk.spec.ts', 100, 1],
    ]);
    expect(e2e.byProject.map((p) => [p.name, p.seconds])).toEqual([
      ['desktop', 400],
      ['mobile', 100],
    ]);
  });

  it('prints each spec’s share of the wall time after the start-up', () => {
    const printed = table({ unit: unitShares(vitest, '/repo'), e2e: e2eShares(playwright) });
    expect(printed).toContain('whole suite: 11.0 min (unit and component 1.0 min, e2e 10.0 min)');
    expect(printed).toContain('2.0 min starting the server');
    // 400 of 500 s of test time: 80 % of the 8 min after the start-up.
    expect(printed).toMatch(/400\.0 s\s+80\.0 %\s+≈\s+6\.4 min\s+2 tests\s+frame\.spec\.ts/);
  });
});
