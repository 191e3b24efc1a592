/**
 * The build's report as JSON, `<cache>/reports/<run>.json`, beside the table it prints: what a scheduler collects
 * from every shard of a nightly run (scripts/fleet-report.ts merges them into one table).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportRow } from './report.ts';

export interface RunReport {
  /** The run's id: `PORTAL_RUN_ID` (a scheduler's run, shared by its shards) or the time and process. */
  run: string;
  /** `k/n` when the run was one shard of n. */
  shard?: string;
  /** Every realm the run selected, in order, so that a merge can tell a realm no shard reported. */
  selected: string[];
  startedAt: string;
  ms: number;
  /** `s3://bucket/prefix` when the run deployed. */
  target?: string;
  rows: ReportRow[];
}

/** The run's id: the scheduler's, else the time (to the second) and this process. */
export function runId(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  return env.PORTAL_RUN_ID || `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${process.pid}`;
}

/** Writes the report (whole, by a rename) and returns its path; the shards of one run each get their own file. */
export function writeRunReport(cacheDir: string, report: RunReport): string {
  const dir = join(cacheDir, 'reports');
  mkdirSync(dir, { recursive: true });
  const shard = report.shard ? `-shard-${report.shard.replace('/', '-of-')}` : '';
  const file = join(dir, `${report.run.replace(/[^\w.-]/g, '_')}${shard}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

export function readRunReport(file: string): RunReport {
  const report = JSON.parse(readFileSync(file, 'utf8')) as RunReport;
  if (!report || !Array.isArray(report.rows) || !Array.isArray(report.selected)) throw new Error(`${file} is not a build report`);
  return report;
}
