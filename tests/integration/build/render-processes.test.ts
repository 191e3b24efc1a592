import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRelease } from '../../../scripts/pipeline/publish.ts';
import { mergeInto, renderBatches, renderPages, renderProcesses, PAGES_PER_EXTRA_PROCESS, RENDER_BATCH_PAGES } from '../../../scripts/pipeline/render.ts';
import { pagesOfPart } from '../../../src/data/render-plan.ts';
import type { FaultApi } from '../../fixtures/fault-api.ts';
import { ROOT, runBuild, scratchWithApi, type Scratch } from './harness.ts';

/**
 * Every file under a folder with a digest of its content: its bytes, or for a spreadsheet its cells (the zip
 * inside an .xlsx stamps each entry with the time it was written).
 */
function files(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    const content = entry.name.endsWith('.xlsx')
      ? JSON.stringify(Object.values(XLSX.read(bytes).Sheets).map((sheet) => XLSX.utils.sheet_to_json(sheet, { header: 1 })))
      : bytes;
    out.set(relative(root, path), createHash('sha256').update(content).digest('hex'));
  }
  return out;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('rendering in several processes', () => {
  let s: Scratch;
  let api: FaultApi;

  beforeAll(async () => {
    ({ s, api } = await scratchWithApi('processes', [
      { id: 'riba', associations: 45, events: 12, news: 9, seed: 11 },
      { id: 'serra', associations: 8, events: 3, news: 2, seed: 12 },
    ]));
  }, 60_000);

  afterAll(() => api?.close());

  it('renders the same files, byte for byte, as one process does', async () => {
    // A build pulls the snapshots (and shows which way it rendered); both renders below read the same ones. Its
    // batches are small enough that each realm is one of its own: both are published, releases of one build.
    const run = await runBuild(s, api.origin, [], { PORTAL_RENDER_PROCESSES: '2', PORTAL_RENDER_BATCH_PAGES: '100' });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/2 processes\)/);
    expect(run.stdout).toMatch(/^Batch 1\/2:\nRendering 1 realm\(s\) .*: riba$/m);
    expect(run.stdout).toMatch(/^Batch 2\/2:\nRendering 1 realm\(s\) .*: serra$/m);
    const releases = ['riba', 'serra'].map((realm) => currentRelease(s.dist, realm));
    expect(releases.map((release) => release?.realm)).toEqual(['riba', 'serra']);
    expect(releases[0]!.buildId).toBe(releases[1]!.buildId);
    // Each batch's render folder is gone once its realms are published.
    expect(readdirSync(join(s.cache, 'render'))).toEqual([]);
    const snapshots = join(s.cache, 'snapshots');
    const one = join(s.dir, 'render-one');
    const two = join(s.dir, 'render-two');
    const plan = { realms: ['riba', 'serra'], snapshotDir: snapshots };
    await renderPages(plan, one, 1);
    await renderPages(plan, two, 2);
    const single = files(one);
    const split = files(two);
    expect(single.size).toBeGreaterThan(200);
    expect([...split.keys()].sort()).toEqual([...single.keys()].sort());
    for (const [path, digest] of split) expect(digest, path).toBe(single.get(path));
    // The parts' folders were merged away.
    expect(readdirSync(two).filter((name) => name.startsWith('.part-'))).toEqual([]);
  }, 240_000);

  it("keeps each process's server build apart when the render folder is outside the project", async () => {
    // Astro puts its server build under the working directory when the output is elsewhere; shared by two
    // processes, that folder lost files to the other process now and then (render-process.ts).
    const astro = join(ROOT, '.astro');
    const work = join(astro, 'render');
    mkdirSync(work, { recursive: true });
    const seen = new Set<string>();
    const watchers = [astro, work].map((dir) => watch(dir, (_event, name) => name && seen.add(String(name))));
    const out = mkdtempSync(join(tmpdir(), 'render-outside-'));
    try {
      await renderPages({ realms: ['serra'], snapshotDir: join(s.cache, 'snapshots') }, out, 2);
    } finally {
      for (const watcher of watchers) watcher.close();
    }
    expect(readFileSync(join(out, 'serra', 'index.html'), 'utf8')).toContain('data-realm="serra"');
    const own = [...seen].filter((name) => /^work-\d+$/.test(name));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(seen).not.toContain('.prerender');
    // Each process removes its folder when done. Other test files render at the same time, and their processes'
    // folders are seen too: a folder still there must belong to a process still running.
    for (const name of own) {
      const pid = Number(name.slice('work-'.length));
      if (existsSync(join(work, name))) expect(isRunning(pid), `${name} left behind by a process that ended`).toBe(true);
    }
    rmSync(out, { recursive: true, force: true });
  }, 120_000);

  it('fails with the cause when a render process fails', async () => {
    const missing = join(s.dir, 'no-snapshots');
    await expect(renderPages({ realms: ['riba'], snapshotDir: missing }, join(s.dir, 'render-failed'), 2)).rejects.toThrow(
      /render part [01]\/2 exited with 1: .*No snapshot for realm "riba"/,
    );
    // The failed processes removed their working folders (other test files' running processes may hold theirs).
    const work = join(ROOT, '.astro', 'render');
    const left = existsSync(work) ? readdirSync(work).filter((name) => /^work-\d+$/.test(name)) : [];
    for (const name of left) expect(isRunning(Number(name.slice('work-'.length))), `${name} left behind`).toBe(true);
  }, 120_000);
});

describe('the share of pages', () => {
  it('gives every page to exactly one of the processes', () => {
    const pages = Array.from({ length: 11 }, (_, i) => `p${i}`);
    const shares = [0, 1, 2].map((index) => pagesOfPart(pages, { index, count: 3 }));
    expect(shares.flat().sort()).toEqual([...pages].sort());
    expect(shares.map((part) => part.length)).toEqual([4, 4, 3]);
    expect(pagesOfPart(pages, undefined)).toEqual(pages);
  });

  it('renders realms in batches of at most the limit of pages, in their order, and a larger realm alone', () => {
    const pages = new Map([
      ['a', 10],
      ['b', 15],
      ['c', 40],
      ['d', 5],
      ['e', 20],
      ['f', 20],
    ]);
    const batches = renderBatches([...pages.keys()], (realm) => pages.get(realm)!, 30);
    expect(batches).toEqual([['a', 'b'], ['c'], ['d', 'e'], ['f']]);
    expect(renderBatches([], () => 1, 30)).toEqual([]);
    // The fleet of the bench (229,458 pages) renders in several batches; the largest town of the bench in one.
    expect(RENDER_BATCH_PAGES).toBeGreaterThanOrEqual(24_000);
  });

  it('uses one process for a small build and one per core for a large one', () => {
    expect(renderProcesses(400, 2)).toBe(1);
    expect(renderProcesses(PAGES_PER_EXTRA_PROCESS + 1, 2)).toBe(2);
    expect(renderProcesses(100_000, 2)).toBe(2);
    expect(renderProcesses(100_000, 1)).toBe(1);
  });
});

describe('merging the parts', () => {
  const dir = join(ROOT, '.cache', 'test-build', `merge-${process.pid}`);
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('joins folders and accepts the same shared file twice', () => {
    write('to/r/_astro/app.js', 'same');
    write('to/r/a/1/index.html', 'one');
    write('from/r/_astro/app.js', 'same');
    write('from/r/a/2/index.html', 'two');
    mergeInto(join(dir, 'from'), join(dir, 'to'));
    expect(readFileSync(join(dir, 'to/r/a/2/index.html'), 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'to/r/a')).sort()).toEqual(['1', '2']);
  });

  it('refuses a page two processes rendered differently', () => {
    write('to2/r/a/1/index.html', 'one');
    write('from2/r/a/1/index.html', 'another');
    expect(() => mergeInto(join(dir, 'from2'), join(dir, 'to2'))).toThrow(/two render processes wrote different .*index\.html/);
  });
});
