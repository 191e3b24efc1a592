import { describe, expect, it } from 'vitest';
import { invalidAllowance, publishBlock } from '../../../scripts/pipeline/gate.ts';
import type { Snapshot } from '../../../src/data/snapshot.ts';

const snap = (associations: number, newsEvents: number, extra: Partial<Snapshot> = {}) =>
  ({
    associations: Array.from({ length: associations }),
    newsEvents: Array.from({ length: newsEvents }),
    problems: [],
    ...extra,
  }) as unknown as Snapshot;

describe('whether a pulled snapshot may replace the published site', () => {
  it('publishes a fall of exactly half, refuses a fall of more than half', () => {
    expect(publishBlock(snap(50, 10), { associations: 100, newsEvents: 10 }, false)).toBeUndefined();
    expect(publishBlock(snap(49, 10), { associations: 100, newsEvents: 10 }, false)).toMatch(/associations fell from 100 to 49 \(−51 %\)/);
    expect(publishBlock(snap(100, 4), { associations: 100, newsEvents: 10 }, false)).toMatch(/news and events fell from 10 to 4/);
  });
  it('refuses an empty directory even without a published build', () => {
    expect(publishBlock(snap(0, 3), undefined, false)).toMatch(/^the API returned no associations; the published site stays/);
  });
  it('publishes anything with --force', () => expect(publishBlock(snap(0, 0), { associations: 100, newsEvents: 10 }, true)).toBeUndefined());
  it('drops invalid records up to 10 % of a collection or 3, whichever is more', () => {
    expect([invalidAllowance(5), invalidAllowance(30), invalidAllowance(1000)]).toEqual([3, 3, 100]);
    const problems = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ realm: 'r', collection: 'asociaciones', id: String(i), field: 'title', message: 'x' }));
    expect(publishBlock(snap(97, 1, { problems: problems(3), received: { asociaciones: 100 } }), undefined, false)).toBeUndefined();
    expect(publishBlock(snap(89, 1, { problems: problems(11), received: { asociaciones: 100 } }), undefined, false)).toMatch(
      /11 of 100 asociaciones records are invalid/,
    );
  });
});
