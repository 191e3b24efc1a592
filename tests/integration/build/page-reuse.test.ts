import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultApi } from '../../fixtures/fault-api.ts';
import { type BuildRun, releaseOf, runBuild, scratchWithApi, type Scratch } from './harness.ts';

/**
 * Pages kept from the published release (src/data/page-inputs.ts) must be the pages a full render would write:
 * after each kind of edit an editor makes, the rebuilt site is compared, file by file, with a site rendered
 * from nothing out of the same content. A route that shows something it does not declare as an input fails here.
 */
let s: Scratch;
let api: FaultApi;
const REALM = 'ribera';
type Doc = Record<string, unknown> & { _id: string };

beforeAll(async () => {
  ({ s, api } = await scratchWithApi('page-reuse', [{ id: REALM, associations: 14, events: 6, news: 6, seed: 41 }]));
  const first = await runBuild(s, api.origin);
  expect(first.code, first.stdout + first.stderr).toBe(0);
  expect(kept(first)).toBe(0);
}, 180_000);

afterAll(() => api?.close());

const docs = (collection: string) => api.store.all(REALM, collection) as Doc[];
const put = (collection: string, doc: Doc) => api.store.put(REALM, collection, doc);

/**
 * Files that say when the build pulled the content, so two builds a few seconds apart differ there whatever
 * they keep: the release's own record, and the open data (its page and downloads), which are never kept.
 */
const STAMPED = /^(\.release\.json|datos-abiertos\/index\.html|va\/dades-obertes\/index\.html|(descargas|va\/descarregues)\/.*)$/;

/** Every file of a release by path, but those stamped with the time of the pull. */
function files(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    if (!STAMPED.test(path)) out.set(path, readFileSync(join(entry.parentPath, entry.name)));
  }
  return out;
}

/** Renders the same content from nothing (its own dist and cache) and lists the files that differ from the rebuilt site. */
async function differencesFromFullRender(name: string): Promise<string[]> {
  const full: Scratch = { ...s, dist: join(s.dir, `dist-${name}`), cache: join(s.dir, `cache-${name}`) };
  const run = await runBuild(full, api.origin);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  expect(kept(run)).toBe(0);
  const rebuilt = files(releaseOf(s, REALM));
  const fresh = files(releaseOf(full, REALM));
  const paths = new Set([...rebuilt.keys(), ...fresh.keys()]);
  return [...paths].filter((path) => !rebuilt.get(path)?.equals(fresh.get(path) ?? Buffer.alloc(0)) || !fresh.has(path)).sort();
}

/** Pages the run kept from the published release, by its run report. */
function kept(run: BuildRun): number {
  expect(run.report?.rows.find((row) => row.realm === REALM)?.result, run.stdout + run.stderr).toBe('published');
  return run.report!.rows.find((row) => row.realm === REALM)!.kept ?? 0;
}

describe('a rebuild that keeps the pages whose inputs did not change', () => {
  it('renders what editors changed, keeps the rest, and publishes what a full render would', async () => {
    // An association edited (one with news, whose pages name it), one that gets a news item, one removed, and new
    // media (its page's text) for another.
    const owned = docs('asociaciones_eventos').find((item) => item.section)!;
    const edited = docs('asociaciones').find((a) => a._id === owned.section);
    const [gainsNews, removed, newMedia] = docs('asociaciones').filter((a) => a._id !== owned.section);
    put('asociaciones', {
      ...structuredClone(edited!),
      title: { es: 'Coral La Ribera', va: 'Coral la Ribera' },
      subtitle: { es: 'Con junta nueva desde noviembre', va: 'Amb junta nova des de novembre' },
    });
    const news = docs('asociaciones_eventos').find((item) => (item.nodeTypes as string[]).includes('Noticia'))!;
    put('asociaciones_eventos', {
      ...structuredClone(news),
      _id: '9f0000000000000000000001',
      section: gainsNews!._id,
      date: new Date(Date.now() - 3_600_000).toISOString(),
      title: { es: 'Asamblea general de socios', va: 'Assemblea general de socis' },
    });
    api.store.remove(REALM, 'asociaciones', removed!._id);
    const media = docs('asociaciones_multimedia').find((m) => m.section === newMedia!._id);
    put('asociaciones_multimedia', {
      ...(media ? structuredClone(media) : { _id: `9e${newMedia!._id.slice(2)}`, section: newMedia!._id }),
      lead: { es: '<p>Ensayos los martes en el casal.</p>', va: '<p>Assajos els dimarts al casal.</p>' },
    } as Doc);

    const rebuild = await runBuild(s, api.origin);
    expect(rebuild.code, rebuild.stdout + rebuild.stderr).toBe(0);
    expect(rebuild.result(REALM)).toBe('published');
    // Most detail pages were kept: 13 associations, 13 news and events (the new one rendered), 6 event files, in two languages.
    expect(kept(rebuild)).toBeGreaterThan(40);

    const release = releaseOf(s, REALM);
    const page = (path: string) => readFileSync(join(release, path), 'utf8');
    expect(page(`asociaciones/${edited!._id}/index.html`)).toContain('Con junta nueva desde noviembre');
    expect(page(`va/associacions/${edited!._id}/index.html`)).toContain('Amb junta nova des de novembre');
    expect(page(`noticias/${owned._id}/index.html`)).toContain('Coral La Ribera');
    expect(page(`asociaciones/${gainsNews!._id}/index.html`)).toContain('Asamblea general de socios');
    expect(page(`asociaciones/${newMedia!._id}/index.html`)).toContain('Ensayos los martes en el casal.');
    expect(() => statSync(join(release, `asociaciones/${removed!._id}/index.html`))).toThrow();

    expect(await differencesFromFullRender('after-edits')).toEqual([]);
  }, 240_000);

  it('renders every page again when what every page shows changes (the town’s settings)', async () => {
    const settings = docs('settings').find((doc) => doc.name === 'asociaciones')!;
    put('settings', { ...structuredClone(settings), municipio: 'Riberalta' });
    const rebuild = await runBuild(s, api.origin);
    expect(rebuild.code, rebuild.stdout + rebuild.stderr).toBe(0);
    expect(kept(rebuild)).toBe(0);
    expect(await differencesFromFullRender('after-settings')).toEqual([]);
  }, 240_000);

  it('renders every page with --force', async () => {
    const first = docs('asociaciones')[4]!;
    put('asociaciones', { ...structuredClone(first), subtitle: { es: 'Otra vez', va: 'Una altra vegada' } });
    const forced = await runBuild(s, api.origin, ['--force']);
    expect(forced.code, forced.stdout + forced.stderr).toBe(0);
    expect(kept(forced)).toBe(0);
  }, 240_000);
});
