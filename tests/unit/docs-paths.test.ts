/**
 * The README and the documents in docs/ name files and each other (docs/changing.md walks a change through a dozen
 * files): every repository path they quote exists, and every link to a document lands on a file and, after `#`, on
 * one of its headings. A file moved or renamed fails here, naming the document that still points at its old place.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/imports.ts';

/** The folders a quoted path starts with to be read as a path of this repository. */
const ROOMS = ['src', 'server', 'scripts', 'tests', 'realms', 'docs', 'deploy', 'tools'];

const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Code spans that are repository paths: `src/domain/requests/request-status.ts`; not those with a placeholder (`<id>`, `{realm}`, `*`, `…`). */
function quotedPaths(markdown: string): string[] {
  const rooms = new RegExp(`^(?:${ROOMS.join('|')})/`);
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((path) => rooms.test(path) && !/[<{*…]/.test(path))
    .map((path) => path.split('#')[0]!.replace(/\/$/, ''));
}

/** Relative links of a document: `[site.md](site.md#without-javascript)` → `{ target: 'site.md', anchor: 'without-javascript' }`. */
function links(markdown: string): Array<{ target: string; anchor: string | undefined }> {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z][a-z+.-]*:/i.test(href) && !href.startsWith('#'))
    .map((href) => {
      const [target, anchor] = href.split('#');
      return { target: target!, anchor };
    });
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, text] of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = text!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe('the documents', () => {
  it('read their own kinds of reference', () => {
    const text = 'See `src/domain/requests/request-status.ts`, `realms/<id>/demo`, `npm run check` and [the site](site.md#without-javascript).';
    expect(quotedPaths(text)).toEqual(['src/domain/requests/request-status.ts']);
    expect(links(text)).toEqual([{ target: 'site.md', anchor: 'without-javascript' }]);
    expect([...headingAnchors('# A title\n## 7. The calls it makes\n## Where do I change…\n## A title')]).toEqual([
      'a-title',
      '7-the-calls-it-makes',
      'where-do-i-change',
      'a-title-1',
    ]);
  });

  it.each(DOCUMENTS)('%s quotes only paths that exist', (document) => {
    const missing = quotedPaths(readFileSync(join(ROOT, document), 'utf8')).filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to files and headings that exist', (document) => {
    const broken: string[] = [];
    for (const { target, anchor } of links(readFileSync(join(ROOT, document), 'utf8'))) {
      const file = join(ROOT, dirname(document), target);
      if (!existsSync(file)) broken.push(`${target}: no such file`);
      else if (anchor && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) {
        broken.push(`${relative(ROOT, file)}#${anchor}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});
