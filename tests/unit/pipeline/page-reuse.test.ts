import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesToRender, realmInputsDigest, type ReleaseInputs, type RouteInputs } from '../../../src/data/page-inputs.ts';
import { renderPlanEnv, type RenderPlan } from '../../../src/data/render-plan.ts';
import type { Snapshot } from '../../../src/data/snapshot.ts';
import { linkKept, recordInputs, renderedInputs, reusePlan } from '../../../scripts/pipeline/page-reuse.ts';
import { withKeptPages } from '../../../scripts/pipeline/publish.ts';
import { builtPages } from '../../../scripts/pipeline/sitemap.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-reuse-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const variable of Object.keys(renderPlanEnv({ realms: ['x'], snapshotDir: 'x' }))) delete process.env[variable];
});

const snap = (over: Partial<Snapshot> = {}): Snapshot =>
  ({
    realm: { id: 'ribera', name: 'Ribera', languages: ['es', 'va'], hosts: ['ribera.example'] },
    pulledAt: '2026-11-24T02:00:00Z',
    settings: { name: 'asociaciones', municipio: 'Ribera' },
    associations: [],
    multimedia: [],
    newsEvents: [],
    problems: [],
    ...over,
  }) as unknown as Snapshot;

describe('the realm-wide inputs of every page', () => {
  it('are the frame, not when the content was pulled, what was dropped or the per-page collections', () => {
    const base = realmInputsDigest(snap(), 2026);
    expect(
      realmInputsDigest(snap({ pulledAt: '2026-11-25T02:00:00Z', problems: [{ realm: 'ribera', collection: 'c', id: 'x', field: 'f', message: 'm' }] }), 2026),
    ).toBe(base);
    expect(realmInputsDigest(snap({ newsEvents: [{ _id: 'n1' } as never] }), 2026)).toBe(base);
    expect(realmInputsDigest(snap({ settings: { municipio: 'Riberalta' } as never }), 2026)).not.toBe(base);
    // The footer's year.
    expect(realmInputsDigest(snap(), 2027)).not.toBe(base);
  });

  it('change when the realm gets its first notice (the footer links them), not when its notices change', () => {
    const base = realmInputsDigest(snap(), 2026);
    const one = realmInputsDigest(snap({ avisos: [{ slug: 'a' }] as never, avisosCurrent: ['a'] }), 2026);
    expect(one).not.toBe(base);
    expect(realmInputsDigest(snap({ avisos: [{ slug: 'a' }, { slug: 'b' }] as never, avisosCurrent: [] }), 2026)).toBe(one);
  });

  it('stay when places or their day change, which no kept page shows', () => {
    const base = realmInputsDigest(snap(), 2026);
    expect(realmInputsDigest(snap({ places: [{ slug: 'castillo' }] as never, placesDay: '2026-11-27' }), 2026)).toBe(base);
    expect(realmInputsDigest(snap({ places: [{ slug: 'castillo' }, { slug: 'museo' }] as never, placesDay: '2026-11-28' }), 2026)).toBe(base);
  });

  it('change when the directory gets letter pages, which every page links to', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `a${i}` })) as never;
    expect(realmInputsDigest(snap({ associations: many(3) }), 2026)).toBe(realmInputsDigest(snap({ associations: many(4) }), 2026));
    expect(realmInputsDigest(snap({ associations: many(3) }), 2026)).not.toBe(realmInputsDigest(snap({ associations: many(5000) }), 2026));
  });
});

describe('a render process choosing which pages to render', () => {
  const pages = ['a', 'b', 'c'].map((id) => ({ id }));
  const describePage = (inputs: Record<string, string>) => (page: { id: string }) => ({
    realm: 'ribera',
    file: `asociaciones/${page.id}/index.html`,
    inputs: inputs[page.id],
  });

  it('renders every page without a reuse plan', () => {
    expect(pagesToRender('asociaciones', pages, describePage({}), { realms: ['ribera'], snapshotDir: dir })).toEqual(pages);
  });

  it('keeps the pages whose digest the published release recorded, and writes down every digest', () => {
    const plan = (previous: Record<string, string>): RenderPlan => ({ realms: ['ribera'], snapshotDir: dir, reuse: { dir: join(dir, 'inputs'), previous } });
    writeFileSync(join(dir, 'ribera.json'), JSON.stringify(snap()));
    // The realm's snapshot is read as a render process reads it, from the plan in its environment.
    Object.assign(process.env, renderPlanEnv(plan({})));
    // A first build: nothing recorded, everything rendered, every digest written.
    expect(pagesToRender('asociaciones', pages, describePage({ a: '1', b: '1', c: '1' }), plan({}))).toEqual(pages);
    const first = JSON.parse(readFileSync(join(dir, 'inputs', 'ribera', 'asociaciones.0.json'), 'utf8')) as RouteInputs;
    expect(Object.keys(first.pages)).toEqual(['asociaciones/a/index.html', 'asociaciones/b/index.html', 'asociaciones/c/index.html']);
    expect(first.kept).toEqual([]);

    // The next build, with those digests published: only the page whose inputs changed is rendered.
    const release: ReleaseInputs = { release: 'r1', codeHash: 'c', pages: first.pages };
    writeFileSync(join(dir, 'previous.json'), JSON.stringify(release));
    const next = plan({ ribera: join(dir, 'previous.json') });
    expect(pagesToRender('asociaciones', pages, describePage({ a: '1', b: '2', c: '1' }), next)).toEqual([{ id: 'b' }]);
    const second = JSON.parse(readFileSync(join(dir, 'inputs', 'ribera', 'asociaciones.0.json'), 'utf8')) as RouteInputs;
    expect(second.kept).toEqual(['asociaciones/a/index.html', 'asociaciones/c/index.html']);
    expect(second.pages['asociaciones/b/index.html']).not.toBe(first.pages['asociaciones/b/index.html']);
    expect(second.pages['asociaciones/a/index.html']).toBe(first.pages['asociaciones/a/index.html']);
  });
});

describe('the pipeline offering a published release to keep pages of', () => {
  const realm = 'ribera';
  const setUp = (release: string) => {
    const dist = join(dir, 'dist');
    const releaseDir = join(dist, '.releases', realm, release);
    mkdirSync(join(releaseDir, 'asociaciones', 'a'), { recursive: true });
    writeFileSync(join(releaseDir, 'asociaciones', 'a', 'index.html'), 'a');
    // A Valencian page, published in its words (scripts/pipeline/localize.ts).
    mkdirSync(join(releaseDir, 'va', 'associacions', 'a'), { recursive: true });
    writeFileSync(join(releaseDir, 'va', 'associacions', 'a', 'index.html'), 'a');
    symlinkSync(releaseDir, join(dist, realm));
    return dist;
  };
  const record: ReleaseInputs = {
    release: 'r1',
    codeHash: 'code1',
    pages: { 'asociaciones/a/index.html': 'x', 'asociaciones/gone/index.html': 'y', 'va/asociaciones/a/index.html': 'z' },
  };
  const plan = (over: Partial<Parameters<typeof reusePlan>[0]> = {}) =>
    reusePlan({
      cacheDir: join(dir, 'cache'),
      distDir: setUp('r1'),
      realms: [realm],
      published: () => 'r1',
      languages: () => ['es', 'va'],
      codeHash: 'code1',
      dir: join(dir, 'inputs'),
      force: false,
      ...over,
    });

  it('offers the files the release still has, built from the same code', () => {
    recordInputs(join(dir, 'cache'), realm, record);
    const reuse = plan();
    const offered = JSON.parse(readFileSync(reuse.previous[realm]!, 'utf8')) as ReleaseInputs;
    expect(offered.pages).toEqual({ 'asociaciones/a/index.html': 'x', 'va/asociaciones/a/index.html': 'z' });
  });

  it('offers nothing after a code change, for another release than the published one, with --force, or without a record', () => {
    recordInputs(join(dir, 'cache'), realm, record);
    expect(plan({ codeHash: 'code2' }).previous).toEqual({});
    rmSync(join(dir, 'dist'), { recursive: true });
    expect(plan({ published: () => 'r2' }).previous).toEqual({});
    rmSync(join(dir, 'dist'), { recursive: true });
    expect(plan({ force: true }).previous).toEqual({});
    rmSync(join(dir, 'dist'), { recursive: true });
    expect(plan({ cacheDir: join(dir, 'other-cache') }).previous).toEqual({});
  });

  it('reads back what every render process said, merged', () => {
    const inputs = join(dir, 'inputs', realm);
    mkdirSync(inputs, { recursive: true });
    writeFileSync(join(inputs, 'asociaciones.0.json'), JSON.stringify({ pages: { p1: 'd1' }, kept: ['p1'] }));
    writeFileSync(join(inputs, 'asociaciones.1.json'), JSON.stringify({ pages: { p2: 'd2' }, kept: [] }));
    expect(renderedInputs(join(dir, 'inputs'), realm)).toEqual({ pages: { p1: 'd1', p2: 'd2' }, kept: ['p1'] });
    expect(renderedInputs(join(dir, 'inputs'), 'other')).toEqual({ pages: {}, kept: [] });
  });
});

describe('linking the kept pages into the new release beside the search index', () => {
  const files = ['index.html', 'va/index.html', 'asociaciones/a1/index.html', 'asociaciones/a2/index.html', 'agenda/e1.ics'];
  const published = () => {
    const from = join(dir, 'published');
    for (const file of files) {
      mkdirSync(join(from, file, '..'), { recursive: true });
      writeFileSync(join(from, file), `page ${file}`);
    }
    return from;
  };

  it('links every file at its path, folders made as needed, the same file as the published one', async () => {
    const from = published();
    const to = join(dir, 'release');
    mkdirSync(join(to, 'asociaciones', 'a3'), { recursive: true });
    writeFileSync(join(to, 'asociaciones', 'a3', 'index.html'), 'rendered');
    await linkKept(from, to, files);
    for (const file of files) {
      expect(readFileSync(join(to, file), 'utf8')).toBe(`page ${file}`);
      expect(statSync(join(to, file)).ino).toBe(statSync(join(from, file)).ino);
    }
    expect(readFileSync(join(to, 'asociaciones', 'a3', 'index.html'), 'utf8')).toBe('rendered');
    // The pages the sitemap and the index count: those walked in the release before linking, and the kept ones.
    expect(withKeptPages(['/asociaciones/a3'], files)).toEqual(builtPages(to));
  });

  it('fails when a kept file is missing, and leaves nothing writing behind it', async () => {
    const from = published();
    const to = join(dir, 'release');
    const many = Array.from({ length: 200 }, (_, i) => `p${i}/index.html`);
    for (const file of many) {
      mkdirSync(join(from, file, '..'), { recursive: true });
      writeFileSync(join(from, file), file);
    }
    await expect(linkKept(from, to, [...files, 'gone/index.html', ...many])).rejects.toThrow(/ENOENT/);
    // Settled only once every lane has stopped, and no lane takes a file once one has failed.
    const linked = () => many.filter((file) => existsSync(join(to, file))).length;
    const then = linked();
    expect(then).toBeLessThan(many.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(linked()).toBe(then);
  });
});
