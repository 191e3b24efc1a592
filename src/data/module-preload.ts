/**
 * `<link rel="modulepreload">` in every page's head for the module scripts the page runs and every chunk they import.
 *
 * A page names only its entry scripts (`<script type="module" src>`, at the end of the body, where Astro renders
 * them); the browser learns of their shared chunks (the frame's state, the language list, the consent…) only once
 * it has fetched and parsed each entry, and those of the chunks a round later. On a phone on a slow connection,
 * with the main thread busy laying out a long page, those rounds came one after the other: the directory of the
 * demo town was usable only when the last of them had run (docs/performance.md, "The directory on a phone").
 * Listed in the head, they are all fetched with the stylesheets, by the browser's preload scanner.
 *
 * The graph comes from the client bundle itself (`moduleGraphPlugin`, astro.config.mjs), written in the same
 * process before any page is rendered (Astro builds the client, then generates the pages); the middleware
 * (src/middleware/index.ts) adds the links as each page is rendered. Without a graph (the dev server) a page is
 * left as it is.
 */

/** Each client chunk's address (`/_astro/…js`) and the addresses of the chunks it imports statically. */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

const GRAPH = Symbol.for('portal.moduleGraph');
type Holder = { [GRAPH]?: ModuleGraph };

/** The client bundle's graph, once the client build has written it in this process. */
export const moduleGraph = (): ModuleGraph | undefined => (globalThis as Holder)[GRAPH];

/** A chunk as Vite's bundle describes it (only what is read here). */
interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
}

/** The graph of a client bundle: chunk file names (`_astro/x.js`) become addresses under `base`. */
export function graphOf(bundle: Record<string, BundleChunk>, base = '/'): ModuleGraph {
  const address = (fileName: string) => `${base.replace(/\/?$/, '/')}${fileName}`;
  const graph = new Map<string, string[]>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk') graph.set(address(item.fileName), (item.imports ?? []).map(address));
  }
  return graph;
}

/** A Vite plugin keeping the client bundle's graph for the pages rendered after it in this process. */
export function moduleGraphPlugin() {
  let base = '/';
  return {
    name: 'portal:module-graph',
    configResolved(config: { base: string }) {
      base = config.base;
    },
    generateBundle(this: { environment?: { name: string } }, _options: unknown, bundle: Record<string, BundleChunk>) {
      if (this.environment?.name === 'client') (globalThis as Holder)[GRAPH] = graphOf(bundle, base);
    },
  };
}

const ENTRY = Buffer.from('<script type="module" src="');
const QUOTE = 0x22;
const HEAD_END = Buffer.from('</head>');

/** The addresses of a page's module scripts, in their order, read off its bytes (the render hands them over as such). */
export function moduleScripts(page: Uint8Array): string[] {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const found: string[] = [];
  for (let at = bytes.indexOf(ENTRY); at >= 0; at = bytes.indexOf(ENTRY, at)) {
    const start = at + ENTRY.length;
    const end = bytes.indexOf(QUOTE, start);
    if (end < 0) break;
    found.push(bytes.toString('latin1', start, end));
    at = end;
  }
  return found;
}

/**
 * The entry scripts and every chunk they import, each once, entries first: what to preload. A script the graph
 * does not know (not from this bundle) is left to the browser.
 */
export function preloadsOf(scripts: readonly string[], graph: ModuleGraph): string[] {
  const entries = scripts.filter((src) => graph.has(src));
  const all = new Set(entries);
  const visit = (src: string) => {
    for (const dep of graph.get(src) ?? []) {
      if (all.has(dep)) continue;
      all.add(dep);
      visit(dep);
    }
  };
  for (const entry of entries) visit(entry);
  return [...all];
}

/** Pages of one render share a handful of script sets: each set's links are worked out once. */
const linksBySet = new WeakMap<ModuleGraph, Map<string, Buffer>>();

/**
 * The page with its preloads at the end of its head; a page with nothing to preload is returned as it is. Bytes in,
 * bytes out: decoding a page to a string and encoding it again cost about ten times as much as the rest (a page of
 * a large town's directory, 25 KB: 200 µs against 25 µs), on each of tens of thousands of pages.
 */
export function withModulePreloads(page: Uint8Array<ArrayBuffer>, graph: ModuleGraph): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const head = bytes.indexOf(HEAD_END);
  if (head < 0) return page;
  const scripts = moduleScripts(bytes);
  if (!scripts.length) return page;
  const key = scripts.join(' ');
  let cache = linksBySet.get(graph);
  if (!cache) {
    cache = new Map();
    linksBySet.set(graph, cache);
  }
  let links = cache.get(key);
  if (links === undefined) {
    links = Buffer.from(
      preloadsOf(scripts, graph)
        .map((src) => `<link rel="modulepreload" href="${src}">`)
        .join(''),
    );
    cache.set(key, links);
  }
  return links.length ? Buffer.concat([bytes.subarray(0, head), links, bytes.subarray(head)]) : page;
}
