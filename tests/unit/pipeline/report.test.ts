import { afterEach, describe, expect, it, vi } from 'vitest';
import { printReport, type ReportRow } from '../../../scripts/pipeline/report.ts';

describe('the report', () => {
  const lines: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    lines.length = 0;
  });

  it('prints one row per realm and a summary, in the layout the rebuild hook and the bench read', () => {
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
    // The bench adds up the pages of published rows.
    expect([...printed.matchAll(/^\S+\s+(\d+)\s+[\d.]+\s+\d+\s+published/gm)].map((m) => m[1])).toEqual(['326']);
    expect(printed).toContain('alcantir            326        3.3         2  published');
    expect(printed).toMatch(/\n3 realm\(s\) in 21\.0 s: 1 published, 1 unchanged, 1 failed$/);
  });
});
