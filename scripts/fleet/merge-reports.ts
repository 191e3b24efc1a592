/**
 * The shards of a nightly run, put back together: every shard's JSON report (scripts/pipeline/report-file.ts)
 * merged into one row per realm, with what makes the run incomplete — a shard that sent no report, a realm no
 * shard built or one built twice — so that a scheduler's summary fails on it as on a failed realm.
 */
import type { RunReport } from '../pipeline/report-file.ts';
import type { ReportRow } from '../pipeline/report.ts';

export interface FleetRow extends ReportRow {
  /** The shard that built the realm (`2/4`), when the run was sharded. */
  shard?: string;
}

export interface FleetSummary {
  rows: FleetRow[];
  /** What makes the run incomplete, one sentence each. */
  problems: string[];
  failed: number;
}

/**
 * Merges the reports of one run. With `shards`, each of the n shards must have reported; with `realms`, each of
 * them must have been selected by a shard. Every realm a shard selected must have exactly one row.
 */
export function mergeReports(reports: RunReport[], expected: { shards?: number; realms?: string[] } = {}): FleetSummary {
  const problems: string[] = [];
  if (expected.shards) {
    for (let k = 1; k <= expected.shards; k++) {
      const shard = `${k}/${expected.shards}`;
      const count = reports.filter((report) => report.shard === shard).length;
      if (count === 0) problems.push(`shard ${shard} sent no report (it stopped before the end, or was not run)`);
      if (count > 1) problems.push(`shard ${shard} sent ${count} reports`);
    }
    for (const report of reports)
      if (report.shard?.split('/')[1] !== String(expected.shards))
        problems.push(`a report of shard ${report.shard ?? 'none'} in a run of ${expected.shards} shards`);
  }

  const selectedBy = new Map<string, string[]>();
  for (const report of reports) for (const realm of report.selected) selectedBy.set(realm, [...(selectedBy.get(realm) ?? []), report.shard ?? 'the run']);
  for (const realm of expected.realms ?? []) if (!selectedBy.has(realm)) problems.push(`${realm}: no shard selected it`);

  const rows: FleetRow[] = [];
  for (const report of reports) for (const row of report.rows) rows.push({ ...row, ...(report.shard ? { shard: report.shard } : {}) });
  for (const [realm, shards] of selectedBy) {
    const built = rows.filter((row) => row.realm === realm).length;
    if (shards.length > 1 || built > 1) problems.push(`${realm}: built ${Math.max(built, shards.length)} times (${shards.join(', ')})`);
    else if (built === 0) problems.push(`${realm}: no result from ${shards[0]}`);
  }
  rows.sort((a, b) => a.realm.localeCompare(b.realm));
  return { rows, problems, failed: rows.filter((row) => row.result === 'failed').length };
}

/** The summary as a Markdown table (a CI job's summary page); what the API or the store said is escaped. */
export function summaryMarkdown(summary: FleetSummary): string {
  const cell = (text: string) => text.replace(/[\\`*_[\]<>&|]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
  const lines = [
    '| realm | pages | time (s) | result |',
    '| --- | ---: | ---: | --- |',
    ...summary.rows.map(
      (row) =>
        `| ${cell(row.realm)} | ${row.pages} | ${(row.ms / 1000).toFixed(1)} | ${row.result === 'failed' ? '**failed**' : row.result}${row.detail ? `: ${cell(row.detail)}` : ''} |`,
    ),
    '',
    summaryLine(summary),
    ...summary.problems.map((problem) => `- ${cell(problem)}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function summaryLine({ rows, problems, failed }: FleetSummary): string {
  const count = (result: string) => rows.filter((row) => row.result === result).length;
  const incomplete = problems.length ? `; the run is incomplete (${problems.length} problem${problems.length > 1 ? 's' : ''})` : '';
  return `${rows.length} realm(s): ${count('published')} published, ${count('unchanged')} unchanged, ${failed} failed${incomplete}`;
}
