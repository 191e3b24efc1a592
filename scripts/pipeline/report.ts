/**
 * The build's report: one row per realm, printed as the table that editors read in the log and that the bench,
 * the rebuild hook (server/rebuild.ts) and the build's tests parse. Its layout is their contract.
 */

export type RealmResult = 'published' | 'unchanged' | 'failed';

export interface ReportRow {
  realm: string;
  /** Pages of the published release; "-" when the realm failed. */
  pages: number | '-';
  /** From the start of the realm's pull to its result. */
  ms: number;
  /** Records dropped as invalid, and notices (e.g. a colour fixed for contrast). */
  warnings: number;
  result: RealmResult;
  /** Why the realm failed. */
  detail?: string;
  /** With `--deploy`: the release live in the bucket, and what reaching it took (objects sent and copied). */
  deployed?: { release: string; uploaded: number; copied: number; bytes: number };
}

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
