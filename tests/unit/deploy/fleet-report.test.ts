import { describe, expect, it } from 'vitest';
import { mergeReports, summaryMarkdown } from '../../../scripts/fleet/merge-reports.ts';
import type { RunReport } from '../../../scripts/pipeline/report-file.ts';
import type { ReportRow } from '../../../scripts/pipeline/report.ts';

const row = (realm: string, result: ReportRow['result'] = 'published', detail?: string): ReportRow => ({
  realm,
  pages: result === 'failed' ? '-' : 40,
  ms: 1500,
  warnings: 0,
  result,
  ...(detail ? { detail } : {}),
});

const report = (shard: string, rows: ReportRow[], selected = rows.map((r) => r.realm)): RunReport => ({
  run: 'r1',
  shard,
  selected,
  startedAt: '2026-11-25T02:15:00.000Z',
  ms: 2000,
  rows,
});

const ALL = ['alcantir', 'mini', 'vilamar'];

describe('merging the shards’ reports of a nightly run', () => {
  it('gives one row per realm, sorted, and no problem when every shard reported every realm it selected', () => {
    const summary = mergeReports([report('2/2', [row('mini')]), report('1/2', [row('vilamar'), row('alcantir', 'unchanged')])], { shards: 2, realms: ALL });
    expect(summary.rows.map((r) => [r.realm, r.result, r.shard])).toEqual([
      ['alcantir', 'unchanged', '1/2'],
      ['mini', 'published', '2/2'],
      ['vilamar', 'published', '1/2'],
    ]);
    expect(summary).toMatchObject({ problems: [], failed: 0 });
  });

  it('counts failed realms', () => {
    const summary = mergeReports([report('1/1', [row('alcantir', 'failed', 'deploying: uploading x: NoSuchBucket (404)'), row('mini'), row('vilamar')])], {
      shards: 1,
      realms: ALL,
    });
    expect(summary.failed).toBe(1);
  });

  it('names a shard that sent no report and the realms nobody selected', () => {
    const summary = mergeReports([report('1/3', [row('alcantir')]), report('3/3', [row('vilamar')])], { shards: 3, realms: ALL });
    expect(summary.problems).toEqual(['shard 2/3 sent no report (it stopped before the end, or was not run)', 'mini: no shard selected it']);
  });

  it('names a realm built by two shards, one selected but not reported, and a report of another shard count', () => {
    const summary = mergeReports([report('1/2', [row('alcantir'), row('mini')]), report('2/2', [row('mini')], ['mini', 'vilamar']), report('1/3', [])], {
      shards: 2,
      realms: ALL,
    });
    expect(summary.problems).toEqual(['a report of shard 1/3 in a run of 2 shards', 'mini: built 2 times (1/2, 2/2)', 'vilamar: no result from 2/2']);
  });

  it('writes a Markdown table in which what an API or a store said cannot break the table or add markup', () => {
    const markdown = summaryMarkdown(mergeReports([report('1/1', [row('mini', 'failed', 'pulling: <img src=x onerror=alert(1)> | a\nb')])]));
    expect(markdown).toContain('| mini | - | 1.5 | **failed**: pulling: \\<img src=x onerror=alert(1)\\> \\| a b |');
    expect(markdown).toContain('1 realm(s): 0 published, 0 unchanged, 1 failed');
  });
});
