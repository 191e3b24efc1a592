import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeSpans, openAt } from '../../../../src/domain/pharmacies/stretches.ts';
import { ROOT } from '../../support/imports.ts';

/** The modules a file loads at run time: its imports but those of types only (`import type`), which are erased. */
const runtimeImports = (source: string) => [...source.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!);

describe('stretches', () => {
  it('merge when they touch or overlap', () => {
    expect(
      mergeSpans([
        { start: '2026-11-02T22:00:00+01:00', end: '2026-11-03T09:00:00+01:00' },
        { start: '2026-11-02T09:00:00+01:00', end: '2026-11-02T22:00:00+01:00' },
        { start: '2026-11-03T08:00:00+01:00', end: '2026-11-03T10:00:00+01:00' },
        { start: '2026-11-04T08:00:00+01:00', end: '2026-11-04T10:00:00+01:00' },
      ]),
    ).toEqual([
      { start: '2026-11-02T09:00:00+01:00', end: '2026-11-03T10:00:00+01:00' },
      { start: '2026-11-04T08:00:00+01:00', end: '2026-11-04T10:00:00+01:00' },
    ]);
    expect(openAt([], '2026-11-02T09:00:00+01:00')).toEqual({ open: false });
  });
});

describe('what an island may import', () => {
  /** The `opening_hours` parser weighs about 115 KB gzipped: these modules must reach it neither directly nor through another. */
  it('never reaches the opening_hours parser from stretches.ts, duty.ts or duty-board.ts', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const specifier of runtimeImports(readFileSync(join(ROOT, file), 'utf8'))) {
        if (specifier.startsWith('.')) visit(join(file, '..', specifier));
        else reached.add(specifier);
      }
    };
    visit('src/domain/pharmacies/stretches.ts');
    visit('src/domain/pharmacies/duty.ts');
    visit('src/domain/pharmacies/duty-board.ts');
    expect([...reached].filter((name) => !name.startsWith('src/'))).toEqual(['luxon']);
  });
});
