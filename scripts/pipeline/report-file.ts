/**
 * The build's report as JSON, `<cache>/reports/<run>.json` (or the file `--report` names), beside the table it
 * prints: what a scheduler collects from every shard of a nightly run (scripts/fleet-report.ts merges them into one
 * table), and what the rebuild hook and the bench read. Its schema is src/schemas/run-report.ts.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseRunReport, type RunReport } from '../../src/schemas/run-report.ts';

export type { RunReport };

/** The run's id: the scheduler's, else the time (to the second) and this process. */
export function runId(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  return env.PORTAL_RUN_ID || `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${process.pid}`;
}

/**
 * Writes the report (whole, by a rename) and returns its path: `file` when given, else one file per run (and
 * shard) under `<cacheDir>/reports/`, so that the shards of one run each get their own file.
 */
export function writeRunReport(cacheDir: string, report: RunReport, file?: string): string {
  const shard = report.shard ? `-shard-${report.shard.replace('/', '-of-')}` : '';
  const path = file ?? join(cacheDir, 'reports', `${report.run.replace(/[^\w.-]/g, '_')}${shard}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
  return path;
}

/** A report file, validated against its schema; throws naming the file when it is not a build report. */
export function readRunReport(file: string): RunReport {
  return parseRunReport(readFileSync(file, 'utf8'), file);
}
