/**
 * `npm run fleet-report -- [--shards n] [DIR]`
 *
 * The summary of a nightly run on a scheduler: reads every shard's JSON report of the run (`PORTAL_RUN_ID`) from
 * DIR (by default `<cache>/reports/`, where a CI job downloads them), prints one table (realm, pages, time,
 * result), appends it to the job's summary page when `GITHUB_STEP_SUMMARY` is set, and ends with 1 when a realm
 * failed or the run is incomplete (a shard without a report, a realm built by none or by two).
 */
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { forTerminal } from '../src/domain/text/terminal-text.ts';
import { ConfigError } from '../src/config/config-error.ts';
import { loadRealms, realmsDir } from '../src/realm/load.ts';
import { mergeReports, summaryMarkdown } from './fleet/merge-reports.ts';
import { readRunReport } from './pipeline/report-file.ts';
import { printReport } from './pipeline/report.ts';

function main(args: string[]): number {
  const { values, positionals } = parseArgs({ args, options: { shards: { type: 'string' } }, allowPositionals: true });
  const shards = values.shards === undefined ? undefined : Number(values.shards);
  if (shards !== undefined && !(Number.isInteger(shards) && shards >= 1)) throw new ConfigError(`--shards expects a whole number; received "${values.shards}"`);
  const dir = positionals[0] ?? join(process.env.PORTAL_CACHE_DIR ?? join(process.cwd(), '.cache'), 'reports');
  if (!existsSync(dir)) throw new ConfigError(`No reports folder at ${dir}`);
  const run = process.env.PORTAL_RUN_ID;
  const reports = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readRunReport(join(dir, name)))
    .filter((report) => !run || report.run === run);

  if (!reports.length) console.error(`No report${run ? ` of run ${run}` : ''} in ${dir}`);
  // A sharded run covers every realm; a one-realm run only what it selected.
  const summary = mergeReports(reports, shards ? { shards, realms: loadRealms(realmsDir()).map((realm) => realm.id) } : {});
  printReport(summary.rows, Math.max(0, ...reports.map((report) => report.ms)));
  for (const problem of summary.problems) console.error(`! ${forTerminal(problem)}`);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Nightly build${run ? ` ${run}` : ''}\n\n${summaryMarkdown(summary)}`);
  return summary.failed || summary.problems.length || !reports.length ? 1 : 0;
}

if (import.meta.main) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    const usage = error instanceof ConfigError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? (error as Error).message : error);
    process.exit(usage ? 2 : 1);
  }
}
