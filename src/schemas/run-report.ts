/**
 * The build's run report: the one machine-readable account of a build (`scripts/build.ts`), one row per realm.
 * The build writes it as JSON (`scripts/pipeline/report-file.ts`); the rebuild hook (`server/core/rebuild-queue.ts`),
 * the bench (`scripts/bench.ts`) and the fleet summary (`scripts/fleet-report.ts`) read it through `parseRunReport`.
 * The table the build prints is for people: no program reads the log.
 */
import * as v from 'valibot';

/**
 * The build's entry, for whoever runs it as a child process (the rebuild hook, the bench): one place, so that a
 * moved script fails `tests/unit/pipeline/report.test.ts` rather than an editor's rebuild. A file URL: pass it
 * through `fileURLToPath` for a command line.
 */
export const BUILD_ENTRY: URL = new URL('../../scripts/build.ts', import.meta.url);

/** `--report FILE`: the build's option that writes the run report to FILE (instead of `<cache>/reports/`). */
export const REPORT_FLAG = '--report';

export const REALM_RESULTS = ['published', 'unchanged', 'failed'] as const;
export type RealmResult = (typeof REALM_RESULTS)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const duration = v.pipe(v.number(), v.minValue(0));

export const ReportRowSchema = v.object({
  realm: v.string(),
  /** Pages of the published release; "-" when the realm failed. */
  pages: v.union([count, v.literal('-')]),
  /** From the start of the realm's pull to its result. */
  ms: duration,
  /** Records dropped as invalid, and notices (e.g. a colour fixed for contrast). */
  warnings: count,
  result: v.picklist(REALM_RESULTS),
  /** Why the realm failed. */
  detail: v.optional(v.string()),
  /** Pages linked from the published release because their inputs did not change (when any were). */
  kept: v.optional(count),
  /** Building the realm's search index (when it was built). */
  searchIndexMs: v.optional(duration),
  /** With `--deploy`: the release live in the bucket, and what reaching it took (objects sent and copied). */
  deployed: v.optional(v.object({ release: v.string(), uploaded: count, copied: count, bytes: count })),
});
export type ReportRow = v.InferOutput<typeof ReportRowSchema>;

export const RunReportSchema = v.object({
  /** The run's id: `PORTAL_RUN_ID` (a scheduler's run, shared by its shards) or the time and process. */
  run: v.string(),
  /** `k/n` when the run was one shard of n. */
  shard: v.optional(v.pipe(v.string(), v.regex(/^\d+\/\d+$/))),
  /** Every realm the run selected, in order, so that a merge can tell a realm no shard reported. */
  selected: v.array(v.string()),
  startedAt: v.string(),
  ms: duration,
  /** Rendering the changed realms, when any were rendered. */
  renderMs: v.optional(duration),
  /** The build process's peak resident memory (without its children), in MiB. */
  peakMemoryMib: v.optional(count),
  /** `s3://bucket/prefix` when the run deployed. */
  target: v.optional(v.string()),
  rows: v.array(ReportRowSchema),
});
export type RunReport = v.InferOutput<typeof RunReportSchema>;

/** The report in `text` (a report file's JSON), validated; throws naming `source` and what is wrong. */
export function parseRunReport(text: string, source: string): RunReport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not a build report: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(RunReportSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`${source} is not a build report: ${path ? `${path}: ` : ''}${issue.message}`);
  }
  return parsed.output;
}
