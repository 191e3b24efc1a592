import { describe, expect, it } from 'vitest';
import { graphOf, moduleScripts, preloadsOf, withModulePreloads as withPreloads } from '../../src/data/module-preload.ts';
import type { ModuleGraph } from '../../src/data/module-preload.ts';

/** The page goes through as the render hands it over: bytes. */
const withModulePreloads = (html: string, graph: ModuleGraph) => Buffer.from(withPreloads(Buffer.from(html), graph)).toString();

/** A client bundle shaped as the site's: two frame entries sharing chunks, a chunk importing another, and a style. */
const bundle = {
  'base.js': { type: 'chunk' as const, fileName: '_astro/Base.a1.js', imports: ['_astro/account.b2.js', '_astro/atom.c3.js'] },
  'consent.js': { type: 'chunk' as const, fileName: '_astro/Consent.d4.js', imports: ['_astro/consent.e5.js'] },
  'consent-chunk.js': { type: 'chunk' as const, fileName: '_astro/consent.e5.js', imports: ['_astro/atom.c3.js'] },
  'account.js': { type: 'chunk' as const, fileName: '_astro/account.b2.js', imports: ['_astro/atom.c3.js'] },
  'atom.js': { type: 'chunk' as const, fileName: '_astro/atom.c3.js', imports: [] },
  'lazy.js': { type: 'chunk' as const, fileName: '_astro/search.f6.js', imports: ['_astro/atom.c3.js'] },
  'style.css': { type: 'asset' as const, fileName: '_astro/Base.g7.css' },
};
const graph = graphOf(bundle);

const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head><title>t</title><link rel="stylesheet" href="/_astro/Base.g7.css"></head><body><main>…</main>${scripts
    .map((src) => `<script type="module" src="${src}"></script>`)
    .join('')}</body></html>`;

describe("a page's module preloads", () => {
  it('lists the entries and every chunk they import, each once, and nothing they only import on demand', () => {
    const html = page(['/_astro/Consent.d4.js', '/_astro/Base.a1.js']);
    expect(moduleScripts(Buffer.from(html))).toEqual(['/_astro/Consent.d4.js', '/_astro/Base.a1.js']);
    expect(preloadsOf(moduleScripts(Buffer.from(html)), graph)).toEqual([
      '/_astro/Consent.d4.js',
      '/_astro/Base.a1.js',
      '/_astro/consent.e5.js',
      '/_astro/atom.c3.js',
      '/_astro/account.b2.js',
    ]);
  });

  it('puts them at the end of the head, and leaves a page without module scripts, or with unknown ones, as it is', () => {
    const html = withModulePreloads(page(['/_astro/Base.a1.js']), graph);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="modulepreload" href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" href="/_astro/Base.a1.js">',
      '<link rel="modulepreload" href="/_astro/account.b2.js">',
      '<link rel="modulepreload" href="/_astro/atom.c3.js">',
    ]);
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(page(['/_astro/Base.a1.js']));
    expect(withModulePreloads(page([]), graph)).toBe(page([]));
    expect(withModulePreloads(page(['https://elsewhere.example/x.js']), graph)).toBe(page(['https://elsewhere.example/x.js']));
  });

  it('reads addresses under the site base', () => {
    expect(graphOf(bundle, '/portal').get('/portal/_astro/Base.a1.js')).toEqual(['/portal/_astro/account.b2.js', '/portal/_astro/atom.c3.js']);
  });
});
