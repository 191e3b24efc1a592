/**
 * Where the test suite's time goes (docs/performance.md "The test suite's time"), from the reports of one run:
 *
 *   node scripts/suite-time.ts run [DIR]      runs the README's test command (`npm test`) with JSON reports into DIR
 *                                             (.cache/suite-time by default), then prints the table
 *   node scripts/suite-time.ts report [DIR]   prints the table of the reports already in DIR
 *
 * The table gives each phase's wall time (unit and component tests run together in one Vitest run; the e2e run
 * starts its server, builds the demo realms, then runs its specs on two workers), and, inside each, where the
 * test time goes: the slowest files and specs, with each one's share. A spec's share of the e2e wall time is its
 * share of the summed test time, since the two workers share the specs' tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export interface VitestReport {
  startTime: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: Array<{ duration?: number | null; status: string }> }>;
}

export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ file: string; tests: Array<{ projectName: string; results: Array<{ duration: number; status: string }> }> }>;
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { startTime: string; duration: number; expected: number; skipped: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

export interface Share {
  name: string;
  seconds: number;
  tests: number;
}

export interface SuiteTime {
  unit: { wallSeconds: number; files: Share[]; byKind: Share[] };
  e2e: { wallSeconds: number; startupSeconds: number; specs: Share[]; byProject: Share[]; tests: number; failed: number };
}

const sum = (shares: Share[]) => shares.reduce((total, s) => total + s.seconds, 0);

function add(into: Map<string, Share>, name: string, seconds: number, tests: number) {
  const share = into.get(name) ?? { name, seconds: 0, tests: 0 };
  share.seconds += seconds;
  share.tests += tests;
  into.set(name, share);
}

const sorted = (shares: Map<string, Share>) => [...shares.values()].sort((a, b) => b.seconds - a.seconds);

/**
 * Unit and component files: each file's test time, from its first test's start to its last test's end, as Vitest's
 * JSON report gives it (the file's imports and collection are not in it: the run's wall time is). The run's wall
 * time is from its start to the last file's end.
 */
export function unitShares(report: VitestReport, root: string): SuiteTime['unit'] {
  const files = new Map<string, Share>();
  const kinds = new Map<string, Share>();
  let end = report.startTime;
  for (const file of report.testResults) {
    const name = relative(root, file.name);
    const seconds = (file.endTime - file.startTime) / 1000;
    end = Math.max(end, file.endTime);
    add(files, name, seconds, file.assertionResults.length);
    add(kinds, name.split('/')[1] ?? 'other', seconds, file.assertionResults.length);
  }
  return { wallSeconds: (end - report.startTime) / 1000, files: sorted(files), byKind: sorted(kinds) };
}

/** e2e specs: the summed duration of their tests' runs (retries included), per spec file and per project. */
export function e2eShares(report: PlaywrightReport): SuiteTime['e2e'] {
  const specs = new Map<string, Share>();
  const projects = new Map<string, Share>();
  let tests = 0;
  let earliestTest = Number.POSITIVE_INFINITY;
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ran = test.results.filter((r) => r.status !== 'skipped');
        if (!ran.length) continue;
        tests++;
        const seconds = ran.reduce((total, r) => total + r.duration, 0) / 1000;
        add(specs, spec.file, seconds, 1);
        add(projects, test.projectName, seconds, 1);
        for (const result of ran as Array<{ startTime?: string }>) {
          if (result.startTime) earliestTest = Math.min(earliestTest, Date.parse(result.startTime));
        }
      }
    }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites) walk(suite);
  const start = Date.parse(report.stats.startTime);
  return {
    wallSeconds: report.stats.duration / 1000,
    startupSeconds: Number.isFinite(earliestTest) ? (earliestTest - start) / 1000 : 0,
    specs: sorted(specs),
    byProject: sorted(projects),
    tests,
    failed: report.stats.unexpected,
  };
}

export function table(time: SuiteTime, top = 15): string {
  const lines: string[] = [];
  const min = (s: number) => `${(s / 60).toFixed(1)} min`;
  const row = (share: Share, of: number, wall: number) =>
    `  ${share.seconds.toFixed(1).padStart(7)} s  ${((share.seconds / of) * 100).toFixed(1).padStart(5)} %  ≈ ${min((share.seconds / of) * wall).padStart(8)}  ${String(share.tests).padStart(4)} tests  ${share.name}`;
  lines.push(
    `whole suite: ${min(time.unit.wallSeconds + time.e2e.wallSeconds)} (unit and component ${min(time.unit.wallSeconds)}, e2e ${min(time.e2e.wallSeconds)})`,
  );
  const unitTotal = sum(time.unit.files);
  lines.push(`unit and component, ${min(time.unit.wallSeconds)} wall, ${unitTotal.toFixed(0)} s of test time in the files (their imports not counted):`);
  for (const kind of time.unit.byKind) lines.push(row(kind, unitTotal, time.unit.wallSeconds));
  lines.push('  slowest files:');
  for (const file of time.unit.files.slice(0, top)) lines.push(row(file, unitTotal, time.unit.wallSeconds));
  const e2eTotal = sum(time.e2e.specs);
  const testsWall = time.e2e.wallSeconds - time.e2e.startupSeconds;
  lines.push(
    `e2e, ${min(time.e2e.wallSeconds)} wall: ${min(time.e2e.startupSeconds)} starting the server and building the demo realms, then ${time.e2e.tests} tests (${time.e2e.failed} failed), ${e2eTotal.toFixed(0)} s of test time:`,
  );
  for (const project of time.e2e.byProject) lines.push(row(project, e2eTotal, testsWall));
  lines.push('  specs:');
  for (const spec of time.e2e.specs.slice(0, top)) lines.push(row(spec, e2eTotal, testsWall));
  return lines.join('\n');
}

export function readReports(dir: string, root: string): SuiteTime {
  const unit = JSON.parse(readFileSync(join(dir, 'vitest.json'), 'utf8')) as VitestReport;
  const e2e = JSON.parse(readFileSync(join(dir, 'playwright.json'), 'utf8')) as PlaywrightReport;
  return { unit: unitShares(unit, root), e2e: e2eShares(e2e) };
}

/** Runs the README's test command with JSON reports beside the usual output; answers whether it passed. */
export function runSuite(dir: string): boolean {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const unit = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(dir, 'vitest.json')}`], {
    stdio: 'inherit',
  });
  const e2e = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(dir, 'playwright.json') },
  });
  return unit.status === 0 && e2e.status === 0;
}

if (import.meta.main) {
  const [command = 'report', dirArgument] = process.argv.slice(2);
  const dir = resolve(dirArgument ?? join('.cache', 'suite-time'));
  if (command === 'run' && !runSuite(dir)) process.exitCode = 1;
  if (!existsSync(join(dir, 'vitest.json')) || !existsSync(join(dir, 'playwright.json'))) {
    console.error(`no reports in ${dir}: run \`node scripts/suite-time.ts run\` first`);
    process.exit(2);
  }
  console.log(table(readReports(dir, process.cwd())));
}
