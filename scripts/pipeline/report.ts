/**
 * The build's report: one row per realm, printed as the table that editors read in the log. Programs read the
 * JSON report instead (src/schemas/run-report.ts, written by report-file.ts): the table's layout is no contract.
 */
import type { RealmResult, ReportRow } from '../../src/schemas/run-report.ts';

export type { RealmResult, ReportRow } from '../../src/schemas/run-report.ts';

export function printReport(rows: ReportRow[], ms: number): void {
  console.log('\nrealm             pages   time (s)  warnings  result');
  for (const row of rows) {
    console.log(
      `${row.realm.padEnd(16)}  ${String(row.pages).padStart(5)}  ${(row.ms / 1000).toFixed(1).padStart(9)}  ${String(row.warnings).padStart(8)}  ${row.result}${row.detail ? `: ${row.detail}` : ''}`,
    );
  }
  const count = (result: RealmResult) => rows.filter((row) => row.result === result).length;
  console.log(
    `\n${rows.length} realm(s) in ${(ms / 1000).toFixed(1)} s: ${count('published')} published, ${count('unchanged')} unchanged, ${count('failed')} failed`,
  );
}
