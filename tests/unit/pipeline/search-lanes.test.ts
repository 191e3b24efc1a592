import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSearchIndexer, searchLanes, writeSearchIndex } from '../../../scripts/pipeline/search-index.ts';

/** A release of `pages` association pages per language, Spanish at the root and Valencian under /va/. */
function release(pages: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-lanes-'));
  const page = (lang: string, path: string, title: string, body: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(
      join(dir, path, 'index.html'),
      `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${body}</p></main></body></html>`,
    );
  };
  for (let i = 1; i <= pages; i++) {
    page('es', `asociaciones/${i}`, `Asociación ${i}`, `Banda de música y coro número ${i}`);
    page('ca-valencia', `va/asociaciones/${i}`, `Associació ${i}`, `Banda de música i cor número ${i}`);
  }
  return dir;
}

/** Pagefind processes this test process started (children of its threads' services). */
function pagefindChildren(): number {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return stat.includes('(pagefind') && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid && !/\) Z /.test(stat);
      } catch {
        return false;
      }
    }).length;
}

describe("the search indexer's lanes", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('runs one lane per core, or as many as PORTAL_SEARCH_LANES says', () => {
    expect(searchLanes(2)).toBe(2);
    expect(searchLanes(1)).toBe(1);
    process.env.PORTAL_SEARCH_LANES = '1';
    try {
      expect(searchLanes(8)).toBe(1);
    } finally {
      delete process.env.PORTAL_SEARCH_LANES;
    }
  });

  it('indexes each language apart and puts the indexes together, several releases at once on the lanes', async () => {
    const releases = [release(30), release(12), release(5)];
    made.push(...releases);
    const stats = await Promise.all(releases.map((dir) => writeSearchIndex(dir, ['es', 'va'])));
    expect(stats.map((s) => s.pages)).toEqual([60, 24, 10]);
    for (const [i, dir] of releases.entries()) {
      const entry = JSON.parse(readFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
      // Each language's own pages only, in every release: no lane mixed two jobs.
      expect(Object.fromEntries(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]))).toEqual({
        es: [30, 12, 5][i],
        'ca-valencia': [30, 12, 5][i],
      });
      expect(readdirSync(dir).filter((name) => name.startsWith('pagefind.'))).toEqual([]);
    }
    // Two lanes at most on this machine's two cores, each a Pagefind process, until the indexer is closed.
    expect(pagefindChildren()).toBeGreaterThan(0);
    expect(pagefindChildren()).toBeLessThanOrEqual(searchLanes());
  });

  it('fails the one release whose pages cannot be read, and the others are indexed', async () => {
    const good = release(3);
    made.push(good);
    const missing = join(tmpdir(), `search-lanes-missing-${process.pid}`);
    mkdirSync(missing);
    made.push(missing);
    const [bad, fine] = await Promise.allSettled([writeSearchIndex(join(missing, 'nowhere'), ['es', 'va']), writeSearchIndex(good, ['es', 'va'])]);
    expect(bad.status).toBe('rejected');
    expect(fine).toMatchObject({ status: 'fulfilled', value: { pages: 6 } });
  });

  it('stops every Pagefind process when closed, and starts lanes again when asked', async () => {
    await closeSearchIndexer();
    await expect.poll(pagefindChildren).toBe(0);
    const again = release(2);
    made.push(again);
    expect((await writeSearchIndex(again, ['es', 'va'])).pages).toBe(4);
    await closeSearchIndexer();
    await expect.poll(pagefindChildren).toBe(0);
  });
});
