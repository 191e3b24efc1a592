/**
 * The routes' offline bundles (scripts/pipeline/route-bundles.ts): beside each route page in each language, its
 * pages, the files it marks for offline use with their sizes, the scripts it loads and the ones they name (MapLibre's
 * worker), the tiles of its area, and the bundle itself at its own size.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeRouteBundles } from '../../../scripts/pipeline/route-bundles.ts';
import type { RouteBundle } from '../../../src/domain/routes/offline.ts';

let release: string | undefined;
afterEach(() => {
  if (release) rmSync(release, { recursive: true, force: true });
  release = undefined;
});

function write(file: string, text: string) {
  mkdirSync(join(release!, file, '..'), { recursive: true });
  writeFileSync(join(release!, file), text);
}

const routePage = (tiles: string[]) =>
  `<!doctype html><script type="module" src="/_astro/page.js"></script>` +
  `<section data-route-offline data-tiles="${JSON.stringify(tiles).replace(/"/g, '&quot;')}"></section>` +
  `<audio data-offline-url="/api/alcantir/rutas/assets1/p1-es.ogg" data-offline-bytes="23187"></audio>` +
  `<audio data-offline-url="/api/alcantir/rutas/assets1/p2-es.ogg"></audio>` +
  `<a href="/rutas/datos/paseo.gpx" data-offline-url="/rutas/datos/paseo.gpx">GPX</a>`;

describe('the offline bundle of a route page', () => {
  it('lists the pages, the marked files with their sizes, the scripts and what they name, the tiles, and itself', () => {
    release = mkdtempSync(join(tmpdir(), 'bundles-'));
    write('rutas/paseo/index.html', routePage(['https://tile.openstreetmap.org/12/2042/1565.png']));
    write('rutas/paseo/parada/1/index.html', '<!doctype html><p>1</p>');
    write('rutas/paseo/parada/2/index.html', '<!doctype html><p>2</p>');
    write('rutas/paseo/parada/10/index.html', '<!doctype html><p>10</p>');
    write('va/rutes/paseo/index.html', routePage([]));
    write('va/rutes/paseo/parada/1/index.html', '<!doctype html><p>1</p>');
    write('rutas/datos/paseo.gpx', '<gpx/>');
    write('_astro/page.js', 'import("./maplibre.js");const w="/_astro/maplibre-worker.mjs";');
    write('_astro/maplibre.js', 'export const m=1;');
    write('_astro/maplibre-worker.mjs', 'self.x=1;');

    expect(writeRouteBundles(release, ['es', 'va'])).toBe(2);
    const bundle = JSON.parse(readFileSync(join(release, 'rutas/paseo/sin-conexion.json'), 'utf8')) as RouteBundle;
    const sizes = Object.fromEntries(bundle.files.map((f) => [f.url, f.bytes]));
    expect(bundle.route).toBe('/rutas/paseo');
    expect(bundle.files.map((f) => f.url).slice(0, 4)).toEqual(['/rutas/paseo', '/rutas/paseo/parada/1', '/rutas/paseo/parada/2', '/rutas/paseo/parada/10']);
    expect(sizes['/rutas/paseo']).toBe(Buffer.byteLength(routePage(['https://tile.openstreetmap.org/12/2042/1565.png'])));
    expect(sizes['/api/alcantir/rutas/assets1/p1-es.ogg']).toBe(23187);
    // A file under the API whose size the content does not give is fetched to know it.
    expect(sizes['/api/alcantir/rutas/assets1/p2-es.ogg']).toBeNull();
    expect(sizes['/rutas/datos/paseo.gpx']).toBe(6);
    expect(sizes['https://tile.openstreetmap.org/12/2042/1565.png']).toBeNull();
    expect(sizes['/_astro/page.js']).toBeGreaterThan(0);
    expect(sizes['/_astro/maplibre.js']).toBeGreaterThan(0);
    expect(sizes['/_astro/maplibre-worker.mjs']).toBe(9);
    // The bundle keeps itself, at its own size.
    expect(sizes['/rutas/paseo/sin-conexion.json']).toBe(readFileSync(join(release, 'rutas/paseo/sin-conexion.json')).length);

    // A language's route pages are at its own words' addresses (src/i18n/addresses.ts).
    const va = JSON.parse(readFileSync(join(release, 'va/rutes/paseo/sin-conexion.json'), 'utf8')) as RouteBundle;
    expect(va.route).toBe('/va/rutes/paseo');
    expect(va.files.map((f) => f.url).slice(0, 2)).toEqual(['/va/rutes/paseo', '/va/rutes/paseo/parada/1']);
    expect(va.files.some((f) => f.url.startsWith('https://'))).toBe(false);
  });

  it('writes nothing in a release without routes', () => {
    release = mkdtempSync(join(tmpdir(), 'bundles-'));
    write('index.html', '<!doctype html>');
    expect(writeRouteBundles(release, ['es', 'va'])).toBe(0);
  });
});
