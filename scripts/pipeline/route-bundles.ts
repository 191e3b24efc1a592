/**
 * The routes' offline bundles (docs/routes.md "Offline"): after the render, beside each route's page in each
 * language, `sin-conexion.json` lists what its "Descargar para usar sin conexión" keeps, with each file's size: the
 * route's page and its stops' pages, the files those pages name for it (`data-offline-url`: the audio guides, the
 * photos, the GPX and GeoJSON, with `data-offline-bytes` when the content gives the size), the tiles of the route's
 * area (`data-tiles`, when the realm's map has tiles), every script and stylesheet those pages load, MapLibre's
 * code and worker included, and the bundle itself.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleFile, RouteBundle } from '../../src/domain/routes/offline.ts';
import { localPath } from '../../src/i18n/addresses.ts';
import { isLanguage } from '../../src/schemas/languages.ts';
import { pageAssets } from './service-worker.ts';

const OFFLINE_BUNDLE = 'sin-conexion.json';

const htmlAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#34;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");

/** `/_astro/…` files a chunk names by absolute address (MapLibre's worker and stylesheet, imported as URLs). */
function namedAssets(release: string, scripts: string[]): string[] {
  const found = new Set<string>();
  for (const url of scripts) {
    if (!url.endsWith('.js') || !existsSync(join(release, url))) continue;
    for (const match of readFileSync(join(release, url), 'utf8').matchAll(/["'`](\/_astro\/[\w.-]+\.(?:m?js|css))["'`]/g)) found.add(match[1]!);
  }
  return [...found];
}

/** The route pages of a release: `<lang>/rutas/<slug>/index.html` with their stop pages, in each language's words. */
function routePages(release: string, languages: readonly string[]): Array<{ dir: string; path: string; stops: string[] }> {
  const out: Array<{ dir: string; path: string; stops: string[] }> = [];
  languages.forEach((lang, i) => {
    if (!isLanguage(lang)) return;
    const prefix = i === 0 ? '' : `/${lang}`;
    const routes = localPath(lang, '/rutas');
    const base = join(release, prefix, routes);
    if (!existsSync(base)) return;
    for (const slug of readdirSync(base)) {
      const dir = join(base, slug);
      if (!existsSync(join(dir, 'index.html'))) continue;
      const path = `${prefix}${routes}/${slug}`;
      const stop = localPath(lang, `/rutas/${slug}/parada/1`).split('/').at(-2)!;
      const stopsDir = join(dir, stop);
      const stops = existsSync(stopsDir)
        ? readdirSync(stopsDir)
            .filter((n) => existsSync(join(stopsDir, n, 'index.html')))
            .sort((a, b) => Number(a) - Number(b))
        : [];
      out.push({ dir, path, stops: stops.map((n) => `${stop}/${n}`) });
    }
  });
  return out;
}

/** Writes every route page's bundle; returns how many it wrote. */
export function writeRouteBundles(release: string, languages: readonly string[]): number {
  const pages = routePages(release, languages);
  for (const { dir, path, stops } of pages) {
    const htmlFiles = [join(dir, 'index.html'), ...stops.map((n) => join(dir, n, 'index.html'))];
    const relative = htmlFiles.map((f) => f.slice(release.length + 1));
    const files = new Map<string, number | null>();
    const local = (url: string) => {
      const file = join(release, url.endsWith('.html') || !url.includes('.') ? join(url, 'index.html') : url);
      return existsSync(file) ? statSync(file).size : null;
    };
    files.set(path, local(path));
    for (const n of stops) files.set(`${path}/${n}`, local(`${path}/${n}`));
    for (const html of htmlFiles.map((f) => readFileSync(f, 'utf8'))) {
      for (const tag of html.matchAll(/<[^>]*\bdata-offline-url="([^"]+)"[^>]*>/g)) {
        const url = htmlAttribute(tag[1]!);
        const bytes = /\bdata-offline-bytes="(\d+)"/.exec(tag[0])?.[1];
        if (!files.has(url)) files.set(url, bytes ? Number(bytes) : url.startsWith('/api/') ? null : local(url));
      }
      const tiles = /\bdata-tiles="([^"]*)"/.exec(html)?.[1];
      for (const tile of tiles ? (JSON.parse(htmlAttribute(tiles)) as string[]) : []) if (!files.has(tile)) files.set(tile, null);
    }
    const scripts = pageAssets(release, relative);
    for (const url of [...scripts, ...namedAssets(release, scripts)]) if (!files.has(url)) files.set(url, local(url));
    // The bundle keeps itself too, so the page's button reads it offline: its own size, settled in a few passes.
    const self: BundleFile = { url: `${path}/${OFFLINE_BUNDLE}`, bytes: 0 };
    const bundle: RouteBundle = { route: path, files: [...[...files].map(([url, bytes]) => ({ url, bytes })), self] };
    let text = JSON.stringify(bundle);
    while (self.bytes !== Buffer.byteLength(text)) {
      self.bytes = Buffer.byteLength(text);
      text = JSON.stringify(bundle);
    }
    writeFileSync(join(dir, OFFLINE_BUNDLE), text);
  }
  return pages.length;
}
