import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOptions } from '../../../scripts/pipeline/build-options.ts';
import { readRunReport, writeRunReport } from '../../../scripts/pipeline/report-file.ts';
import { printReport, type ReportRow } from '../../../scripts/pipeline/report.ts';
import { BUILD_ENTRY, REPORT_FLAG, type RunReport } from '../../../src/schemas/run-report.ts';

describe('the report', () => {
  const lines: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    lines.length = 0;
  });

  it('prints one row per realm and a summary, for people', () => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const rows: ReportRow[] = [
      { realm: 'alcantir', pages: 326, ms: 3312, warnings: 2, result: 'published' },
      { realm: 'vilamar', pages: 114, ms: 120, warnings: 0, result: 'unchanged' },
      { realm: 'serra', pages: '-', ms: 20_400, warnings: 0, result: 'failed', detail: 'the API has no portal settings' },
    ];
    printReport(rows, 21_000);
    const printed = lines.join('\n');
    // The build tests' pattern for a realm's result (tests/integration/build/harness.ts).
    const result = (realm: string) => new RegExp(`^${realm}\\s+\\S+\\s+[\\d.]+\\s+\\d+\\s+(.*)$`, 'm').exec(printed)?.[1];
    expect([result('alcantir'), result('vilamar'), result('serra')]).toEqual(['published', 'unchanged', 'failed: the API has no portal settings']);
    expect(printed).toContain('alcantir            326        3.3         2  published');
    expect(printed).toMatch(/\n3 realm\(s\) in 21\.0 s: 1 published, 1 unchanged, 1 failed$/);
  });
});

describe('the run report, what programs read of a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-report-'));
  const report: RunReport = {
    run: 'nightly-7',
    shard: '1/2',
    selected: ['alcantir', 'serra'],
    startedAt: '2026-03-01T02:00:00.000Z',
    ms: 21_000,
    renderMs: 12_000,
    peakMemoryMib: 310,
    rows: [
      { realm: 'alcantir', pages: 326, ms: 3312, warnings: 2, result: 'published', kept: 40, searchIndexMs: 800 },
      { realm: 'serra', pages: '-', ms: 20_400, warnings: 0, result: 'failed', detail: 'publishing: disk full' },
    ],
  };

  it('reads back what the build wrote, to the file --report names or one per run and shard', () => {
    expect(readRunReport(writeRunReport(dir, report, join(dir, 'named', 'report.json')))).toEqual(report);
    const path = writeRunReport(dir, report);
    expect(path).toBe(join(dir, 'reports', 'nightly-7-shard-1-of-2.json'));
    expect(readRunReport(path)).toEqual(report);
  });

  it('refuses a file that is not a run report, naming it and what is wrong', () => {
    const file = join(dir, 'odd.json');
    writeFileSync(file, JSON.stringify({ ...report, rows: [{ ...report.rows[0], result: 'done' }] }));
    expect(() => readRunReport(file)).toThrow(`${file} is not a build report: rows.0.result:`);
    writeFileSync(file, '{"rows": [');
    expect(() => readRunReport(file)).toThrow(`${file} is not a build report`);
  });

  it('names the build entry that the rebuild hook and the bench run, with the option they pass', () => {
    const entry = fileURLToPath(BUILD_ENTRY);
    expect(existsSync(entry), `${entry} moved: BUILD_ENTRY in src/schemas/run-report.ts must follow it`).toBe(true);
    expect(readFileSync(entry, 'utf8')).toMatch(/^export async function main\(/m);
    expect(buildOptions([REPORT_FLAG, join(dir, 'r.json')]).report).toBe(join(dir, 'r.json'));
  });
});
