/**
 * Pages kept from the published release instead of rendered again. A large town has tens of thousands of
 * association, news and event pages, and a night's edits touch a few dozen of them: rendering the rest again
 * would only write the same bytes.
 *
 * A route whose pages may be kept says, for each page, the file it writes and everything it is rendered from
 * besides the realm-wide inputs (the association, its media, the news it lists…). The page's digest is that
 * and the realm's digest (its settings, configuration, surveys, mailboxes and guide: whatever the frame and menus
 * show; the year the footer shows). When the published release holds the page with the same digest and the same
 * code (the pipeline only offers a release built from the same code hash), the page is kept: the render skips
 * it and the pipeline links the release's file into the new one (scripts/pipeline/page-reuse.ts). Every page's
 * digest is written down, rendered or kept, for the next build to compare with.
 *
 * What a page reads must be in its inputs: a route that shows something it does not declare would keep a stale
 * page. tests/integration/build/page-reuse.test.ts edits each kind of input and compares the result with a
 * full render, file by file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasLetterPages } from '../domain/directory/directory-pages.ts';
import { renderPlan, type RenderPlan } from './render-plan.ts';
import { snapshot, type Snapshot } from './snapshot.ts';

/** A page of a route that may be kept: its realm, its file in the realm's release, and what it is rendered from. */
export interface KeepablePage {
  realm: string;
  /** Its path in the release, as Astro writes it: `va/asociaciones/<id>/index.html`. */
  file: string;
  /** Everything it shows besides the realm-wide inputs; serialised as JSON. */
  inputs: unknown;
}

/** What one render process says of one route's pages of one realm (`<reuse dir>/<realm>/<route>.<part>.json`). */
export interface RouteInputs {
  /** Each page's digest, whether rendered or kept. */
  pages: Record<string, string>;
  /** The pages kept from the published release: the pipeline links them into the new one. */
  kept: string[];
}

/** What a release's pages were rendered from: the file the pipeline keeps beside each realm's release. */
export interface ReleaseInputs {
  release: string;
  codeHash: string;
  pages: Record<string, string>;
}

const digest = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
};

/**
 * The realm-wide inputs: the snapshot without its per-page collections (and without what does not reach a page:
 * when it was pulled, what was dropped), whether the directory has letter pages, and the footer's year.
 */
export function realmInputsDigest(snap: Snapshot, year = new Date().getFullYear()): string {
  const {
    associations,
    multimedia: _multimedia,
    newsEvents: _newsEvents,
    pulledAt: _pulledAt,
    problems: _problems,
    notices: _notices,
    hash: _hash,
    received: _received,
    avisos,
    avisosCurrent: _avisosCurrent,
    // Places and their day reach no kept page (docs/places.md): a new place or a new day renders none again.
    places: _places,
    placesDay: _placesDay,
    ...frame
  } = snap;
  // The notices reach no kept page, only whether there are any does (the footer's link to them, docs/notices.md).
  return digest(JSON.stringify(frame), String(hasLetterPages(associations.length)), String(year), ...((avisos?.length ?? 0) > 0 ? ['notices'] : []));
}

/** The digest of a page: the realm's and its own inputs. */
export const pageDigest = (realmDigest: string, inputs: unknown) => digest(realmDigest, JSON.stringify(inputs) ?? '');

const realmDigests = new Map<string, string>();
const previous = new Map<string, Record<string, string>>();

function realmDigest(realm: string): string {
  let value = realmDigests.get(realm);
  if (!value) {
    value = realmInputsDigest(snapshot(realm));
    realmDigests.set(realm, value);
  }
  return value;
}

/** What the release offered for `realm` recorded of its pages, read once per render process. */
function previousPages(reuse: NonNullable<RenderPlan['reuse']>, realm: string): Record<string, string> {
  const file = reuse.previous[realm];
  if (!file) return {};
  let pages = previous.get(file);
  if (!pages) {
    pages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseInputs).pages : {};
    previous.set(file, pages);
  }
  return pages;
}

/**
 * The pages of `route` (this process's share of them) that must be rendered: without a reuse plan, all of them;
 * with one, those whose digest differs from the published release's. Writes down every page's digest and the
 * kept ones, per realm, for the pipeline.
 */
export function pagesToRender<T>(route: string, paths: T[], describe: (path: T) => KeepablePage, plan: RenderPlan = renderPlan()): T[] {
  const { reuse } = plan;
  if (!reuse) return paths;
  const byRealm = new Map<string, RouteInputs>();
  const render = paths.filter((path) => {
    const page = describe(path);
    let record = byRealm.get(page.realm);
    if (!record) {
      record = { pages: {}, kept: [] };
      byRealm.set(page.realm, record);
    }
    const value = pageDigest(realmDigest(page.realm), page.inputs);
    record.pages[page.file] = value;
    if (previousPages(reuse, page.realm)[page.file] !== value) return true;
    record.kept.push(page.file);
    return false;
  });
  const part = plan.part ? `${plan.part.index}` : '0';
  for (const [realm, record] of byRealm) {
    const dir = join(reuse.dir, realm);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${route}.${part}.json`), JSON.stringify(record));
  }
  return render;
}
