/**
 * What the search index reads of a page: its search source. Pagefind reads every byte of every page it indexes
 * (its HTML parser was most of its time), but of a page that marks its content with `data-pagefind-body` it keeps
 * only that content, the page's language (`<html lang>`), its `<title>` (the fallback title), the
 * `data-pagefind-*` attributes, and, as a result's image when the content has none, the first `<img>` after the
 * first `<h1>`. The portal's pages put their content in their `<main>`; the header, the menus and the footer around
 * it (about 60 % of an association page's bytes) were read only to be thrown away.
 *
 * So the render processes write, beside each page, the page cut to `<html …><head><title>…</title></head><body>`,
 * its `<main>`, the first `<img>` tag after it (the footer's first logo), and `</body></html>`, and the index is
 * made from those. The cut is made only where it cannot change what Pagefind takes: when no `data-pagefind-`
 * attribute and no `<h1>` lie outside `<main>`, and nothing before that `<img>` (a comment, a script…) could make it
 * other than the image the parser would see. Otherwise the source is the whole page. A page without
 * `data-pagefind-body` has no source: where one page of a site has it, Pagefind leaves out the pages that do not.
 * Made from the sources, the index of the 10,000-association town and of the demo realms is the one made from the
 * pages, file for file (tests/e2e/search.spec.ts checks it on every e2e run; docs/performance.md, "The search
 * index from the pages' search sources").
 *
 * The sources are kept in the build's cache, per realm and release (`search-sources/<realm>/<build id>/`), at the
 * release's own paths: a build that keeps pages of the published release takes that release's sources over
 * instead of cutting the kept pages again (`placeSearchSources`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { localizeRelease } from './localize.ts';
import { mergeInto } from './search-index.ts';

const BODY = ' data-pagefind-body';
/** The file Astro writes each page as, `<path>/index.html`. */
export const PAGE = 'index.html';

/** The search source of a built page, or undefined for a page the index leaves out. */
export function searchSource(page: Buffer): Buffer | undefined {
  const body = page.indexOf(BODY);
  if (body < 0) return undefined;
  const mainStart = page.lastIndexOf('<main', body);
  const mainClose = page.indexOf('</main>', body);
  const htmlStart = page.indexOf('<html');
  const htmlEnd = htmlStart < 0 ? -1 : page.indexOf('>', htmlStart);
  if (mainStart < 0 || mainClose < 0 || htmlEnd < 0 || htmlEnd > mainStart) return page;
  const mainEnd = mainClose + '</main>'.length;
  const before = page.subarray(htmlEnd + 1, mainStart);
  const after = page.subarray(mainEnd);
  const has = (part: Buffer, ...needles: string[]) => needles.some((needle) => part.includes(needle));
  if (has(before, 'data-pagefind-', '<h1') || has(after, 'data-pagefind-', '<h1')) return page;
  // The first image after the content (the footer's logos) is a result's image when the content has none: it stays,
  // as long as nothing before it could hide an image from the parser or show it one that is not a tag.
  const imageStart = after.indexOf('<img');
  let imageEnd = imageStart < 0 ? -1 : after.indexOf('>', imageStart);
  // A `>` inside a quoted attribute (an alt text) does not end the tag.
  while (imageEnd >= 0 && quotes(after.subarray(imageStart, imageEnd)) % 2 === 1) imageEnd = after.indexOf('>', imageEnd + 1);
  if (imageStart >= 0 && (imageEnd < 0 || has(after.subarray(0, imageStart), ...RAW_TEXT))) return page;
  const image = imageStart < 0 ? EMPTY : after.subarray(imageStart, imageEnd + 1);
  const titleStart = before.indexOf('<title');
  const titleEnd = titleStart < 0 ? -1 : before.indexOf('</title>', titleStart);
  const title = titleEnd < 0 ? EMPTY : before.subarray(titleStart, titleEnd + '</title>'.length);
  return Buffer.concat([DOCTYPE, page.subarray(htmlStart, htmlEnd + 1), HEAD, title, HEAD_END, page.subarray(mainStart, mainEnd), image, END]);
}
const QUOTE = '"'.charCodeAt(0);
const quotes = (bytes: Buffer) => bytes.reduce((n, byte) => (byte === QUOTE ? n + 1 : n), 0);
/** Elements whose content is not parsed as tags, and comments: an `<img` after one of them may not be an image. */
const RAW_TEXT = ['<!--', '<script', '<style', '<noscript', '<template', '<textarea', '<title', '<iframe', '<xmp', '<noembed', '<noframes', '<plaintext'];
const EMPTY = Buffer.alloc(0);
const DOCTYPE = Buffer.from('<!DOCTYPE html>');
const HEAD = Buffer.from('<head><meta charset="utf-8">');
const HEAD_END = Buffer.from('</head><body>');
const END = Buffer.from('</body></html>');

/** Writes the search source of the page `file` under `sourcesRoot` at the same path, if it has one; whether it had. */
export function writeSearchSource(sourcesRoot: string, file: string, page: Buffer): boolean {
  const source = searchSource(page);
  if (!source) return false;
  const target = join(sourcesRoot, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, source);
  return true;
}

/**
 * A release's search sources, in the folder that keeps them, `<root>/<build id>`, which it returns. They are the
 * render's (`rendered`: this realm's, at the paths Astro wrote, put at the language's addresses as the pages are)
 * and, when the render kept pages of the published release (`previous`: its build id, and the kept pages at their
 * addresses), that release's sources of those pages: its folder is taken over whole, as the next build needs only
 * this release's, and every other source in it (of a page rendered again, or gone) is removed before the render's
 * come in. A page of the release (`pages`, as sitemap.ts's `builtPages` lists them) left without a source (a page
 * the render wrote by other means than a render process's write, or kept from a release whose sources are gone)
 * gets one cut from its built file (a kept page's in the release it is kept from), if it marks its content.
 */
export function placeSearchSources(options: {
  release: string;
  pages: readonly string[];
  languages: readonly string[];
  rendered: string;
  root: string;
  buildId: string;
  previous?: { buildId: string; kept: readonly string[] };
  /** The published release the kept pages come from: a kept page without a source is cut from its file there, as the new release may not have it linked yet. */
  keptFrom?: string;
}): string {
  const { release, rendered, root, previous, keptFrom } = options;
  const sources = join(root, options.buildId);
  mkdirSync(root, { recursive: true });
  rmSync(sources, { recursive: true, force: true });
  const hasRendered = existsSync(rendered);
  if (hasRendered) localizeRelease(rendered, options.languages);
  const present = new Set<string>();
  const kept = new Set(previous?.kept);
  const previousDir = previous && join(root, previous.buildId);
  if (previous && previousDir && existsSync(previousDir)) {
    renameSync(previousDir, sources);
    // Paths relative to the folder; only pages' files are ever written there, all named index.html.
    for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith(PAGE)) continue;
      if (kept.has(file)) present.add(file);
      else unlinkSync(join(sources, file));
    }
    if (hasRendered) mergeInto(rendered, sources);
  } else if (hasRendered) renameSync(rendered, sources);
  else mkdirSync(sources);
  for (const page of options.pages) {
    const file = join(page.slice(1), PAGE);
    if (present.has(file) || existsSync(join(sources, file))) continue;
    writeSearchSource(sources, file, readFileSync(join(keptFrom && kept.has(file) ? keptFrom : release, file)));
  }
  return sources;
}
