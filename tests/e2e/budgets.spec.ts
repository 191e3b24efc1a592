import { expect, test } from '@playwright/test';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageAssets } from '../../scripts/pipeline/service-worker.ts';
import { builtPages } from '../../scripts/pipeline/sitemap.ts';
import { E2E_STATE } from '../../playwright.config.ts';
import { CARDS_PER_PAGE } from '../../src/domain/directory/directory-pages.ts';
import { LARGE_REALM } from '../fixtures/e2e-realms.ts';
import { builtFile, realmLanguages } from '../support/page-types.ts';
import { PAGE_SAMPLES, waitForReleases } from './helpers.ts';

/** Byte budgets on the built output (compressed), checked on the site the e2e server built. */
const release = (realm = 'alcantir') => realpathSync(join(E2E_STATE, 'dist', realm));
const KB = 1024;

/**
 * The JavaScript each page type may load by itself (gzip), for every page type of the site (tests/support/page-types.ts)
 * in every language: a page with no live parts at most 10 KB; the page types with islands are named here with
 * theirs. A new page type is held to 10 KB until it is named.
 */
const JS_BUDGETS: Record<string, number> = {
  '/': 110 * KB,
  '/404': 90 * KB,
  '/agenda': 100 * KB,
  '/asociaciones': 90 * KB,
  '/asociaciones/[id]': 100 * KB,
  '/asociaciones/letra/[...letter]': 90 * KB,
  '/buzon/[mailbox]': 140 * KB,
  '/cita-previa/[service]': 105 * KB,
  '/cita-previa/cita': 95 * KB,
  '/cuenta': 20 * KB,
  '/cuenta/contrasena': 20 * KB,
  '/cuenta/perfil': 20 * KB,
  '/cuenta/verificar': 20 * KB,
  '/encuestas/[id]': 110 * KB,
  // React, valibot and luxon for the duty board, and the map's island (MapLibre itself only once it is scrolled
  // to): never the opening_hours parser (115 KB by itself).
  // 115.4 KB measured once the place map also drew a route's track, numbered stops and "where am I" (shared chunks).
  '/farmacias': 116 * KB,
  // React and the desk's one island: the queue (with what is new and the selection's checkboxes), a request (with
  // its ready replies and a colleague's change) and the notices' delivery figures. The notices' view (with luxon for
  // Madrid's wall clock), the counter's day with its tools and the bar that acts on a selection load on demand and
  // are not counted.
  '/gestion': 115 * KB,
  '/gestion/solicitud': 115 * KB,
  '/gestion/citas': 115 * KB,
  '/gestion/avisos': 115 * KB,
  // The room bookings' view loads on demand, as the notices' does: the page weighs what the queue weighs.
  '/gestion/salas': 115 * KB,
  // The vouchers' view loads on demand, as the notices' does: the desk's page carries the same.
  '/gestion/bonos': 115 * KB,
  // React for "Activar avisos" (push needs script) and the inbox's marks; the list itself is HTML.
  '/avisos': 90 * KB,
  '/mis-solicitudes': 105 * KB,
  '/mis-solicitudes/solicitud': 105 * KB,
  '/noticias/[id]': 100 * KB,
  // React and luxon for the places list's island (the places open now first) and the map's island (MapLibre itself
  // only once it is scrolled to): never the opening_hours parser, whose stretches the build hands the island.
  // 111.6 KB measured with the routes' additions to the shared map island, as the pharmacies'.
  '/lugares': 112 * KB,
  '/lugares/categoria/[category]': 112 * KB,
  // The map's island only, as an association's page.
  '/lugares/[slug]': 90 * KB,
  // React and the campaign's island (the census fields, the live count, the payment's polling), and the shops' map
  // island (MapLibre itself only once scrolled to).
  '/bonos/[slug]': 100 * KB,
  // React and qrcode, which draws each voucher's QR code on the device.
  '/bonos/mis-bonos': 100 * KB,
  // React and the till; the camera's reader (jsQR) is fetched only when the shop asks for the camera.
  '/comercio': 90 * KB,
  // The map's island with the track and "where am I" (MapLibre itself only once it is scrolled to), and the
  // offline download's script.
  '/rutas/[slug]': 95 * KB,
  '/rutas/[slug]/parada/[n]': 95 * KB,
};
const NO_LIVE_PARTS = 10 * KB;
/** Every page, whatever its type. */
const CSS_BUDGET = 30 * KB;

/**
 * The HTML of the page types of appointments, pharmacies, notices, places, routes and vouchers (gzip), checked on
 * every sample in every language. Each is the largest measured on 2026-11-27 (Alcantir's and Vilamar's demo content,
 * every language), in brackets, plus about 40 % rounded up: room for a town's longer texts or a few more items,
 * not for a template that starts repeating itself, inlining an SVG or listing what it should link to. A list's
 * HTML grows with the town's content, so these guard the templates on the demo content, not any town's pages.
 */
const HTML_BUDGETS: Record<string, number> = {
  '/cita-previa': 9 * KB, // (5.9)
  '/cita-previa/[service]': 13 * KB, // (9.9) what to bring, when to book, where, and the booking form
  '/cita-previa/cita': 11 * KB, // (8.0)
  '/farmacias': 14 * KB, // (9.9) two days of duties, those open at build time, every pharmacy
  '/farmacias/calendario': 8 * KB, // (5.3)
  '/farmacias/cartel': 9 * KB, // (6.5)
  '/avisos': 14 * KB, // (10.0) current and ended notices, and the subscription form
  '/avisos/[slug]': 8 * KB, // (5.0)
  '/avisos/tema/[topic]': 8 * KB, // (5.4)
  '/lugares': 14 * KB, // (10.0) every place with today's hours
  '/lugares/categoria/[category]': 12 * KB, // (8.2)
  '/lugares/[slug]': 12 * KB, // (8.5) the week's hours, prices, accessibility, contact
  '/rutas': 8 * KB, // (5.2)
  '/rutas/[slug]': 16 * KB, // (11.7) the offline download, the altitude profile's table, the stops
  '/rutas/[slug]/parada/[n]': 14 * KB, // (10.1)
  '/rutas/[slug]/codigos': 14 * KB, // (10.2) one QR code per stop, inline SVG
  '/bonos': 8 * KB, // (4.7)
  '/bonos/[slug]': 15 * KB, // (11.0) the campaign, how to apply, the shops
  '/bonos/mis-bonos': 13 * KB, // (9.6)
  '/comercio': 13 * KB, // (9.6)
};
/** The sections whose page types must each have an HTML budget above. */
const HTML_BUDGETED = /^\/(cita-previa|farmacias|avisos|lugares|rutas|bonos|comercio)(\/|$)/;

/** What a page loads by itself; code it only imports on demand (`import()`, e.g. MapLibre) is not counted. */
function weight(page: string, realm = 'alcantir') {
  const root = release(realm);
  const assets = pageAssets(root, [page], { dynamic: false });
  const size = (ext: string) => assets.filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + gzipSync(readFileSync(join(root, a))).length, 0);
  const html = readFileSync(join(root, page), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + gzipSync(m[1]!).length,
    0,
  );
  return { js: size('.js') + inline, css: size('.css'), assets };
}

test.describe('byte budgets', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await waitForReleases(['alcantir', 'vilamar', LARGE_REALM.id]);
  });

  test('every page type, in every language, stays within its JavaScript budget and 30 KB of CSS', () => {
    expect(
      Object.keys(JS_BUDGETS).filter((route) => !PAGE_SAMPLES.some((sample) => sample.route === route)),
      'budgets of routes src/pages no longer has',
    ).toEqual([]);
    const over: string[] = [];
    for (const sample of PAGE_SAMPLES) {
      for (const lang of realmLanguages(sample.realm)) {
        const page = builtFile(sample, lang);
        const { js, css } = weight(page, sample.realm);
        const budget = JS_BUDGETS[sample.route] ?? NO_LIVE_PARTS;
        if (js > budget) over.push(`${sample.realm} ${page}: ${(js / KB).toFixed(1)} KB of JS, over ${budget / KB} KB`);
        if (css > CSS_BUDGET) over.push(`${sample.realm} ${page}: ${(css / KB).toFixed(1)} KB of CSS, over ${CSS_BUDGET / KB} KB`);
      }
    }
    expect(over).toEqual([]);
  });

  test('the page types of appointments, pharmacies, notices, places, routes and vouchers stay within their HTML budgets, in every language', () => {
    const routes = [...new Set(PAGE_SAMPLES.map((sample) => sample.route))];
    expect(
      routes.filter((route) => HTML_BUDGETED.test(route) && !HTML_BUDGETS[route]),
      'page types of these sections without an HTML budget',
    ).toEqual([]);
    expect(
      Object.keys(HTML_BUDGETS).filter((route) => !routes.includes(route)),
      'HTML budgets of routes src/pages no longer has',
    ).toEqual([]);
    const over: string[] = [];
    let checked = 0;
    for (const sample of PAGE_SAMPLES.filter((s) => HTML_BUDGETS[s.route])) {
      for (const lang of realmLanguages(sample.realm)) {
        const page = builtFile(sample, lang);
        const html = gzipSync(readFileSync(join(release(sample.realm), page))).length;
        const budget = HTML_BUDGETS[sample.route]!;
        checked++;
        if (html > budget) over.push(`${sample.realm} ${page}: ${(html / KB).toFixed(1)} KB of HTML (gzip), over ${budget / KB} KB`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(Object.keys(HTML_BUDGETS).length);
    expect(over).toEqual([]);
  });

  const isMapLibre = (root: string, asset: string) =>
    /maplibre/i.test(asset) || (asset.endsWith('.js') && /maplibregl-map|WebGL2RenderingContext/.test(readFileSync(join(root, asset), 'utf8')));

  for (const page of ['aviso-legal/index.html', 'contacto/index.html', 'noticias/index.html', 'agenda/index.html', 'va/recursos/index.html']) {
    test(`${page} has no map: no MapLibre code, not even on demand`, () => {
      const root = release();
      expect(pageAssets(root, [page]).filter((a) => isMapLibre(root, a))).toEqual([]);
    });
  }

  test('no page of any town loads MapLibre by itself, and every map island waits to be scrolled to', () => {
    for (const realm of ['alcantir', 'vilamar', LARGE_REALM.id]) {
      const root = release(realm);
      for (const path of builtPages(root)) {
        const page = join(path, 'index.html').slice(1);
        expect(
          pageAssets(root, [page], { dynamic: false }).filter((a) => isMapLibre(root, a)),
          `${realm} ${page}`,
        ).toEqual([]);
        const html = readFileSync(join(root, page), 'utf8');
        for (const island of html.matchAll(/<astro-island[^>]*component-url="\/_astro\/(AssociationsMap|PlaceMap)[^"]*"[^>]*>/g)) {
          expect(island[0], `${realm} ${page}: the ${island[1]} island`).toMatch(/\sclient="visible"/);
        }
      }
    }
  });

  test("a large town's A–Z pages stay within 150 KB in Brotli with all they load, however many associations it has", () => {
    // Each page holds the letters with their counts and at most one page of cards: its size does not grow with
    // the town. The generated town's A fills its first page, the largest any town's directory page can be.
    const root = release(LARGE_REALM.id);
    const pages = [
      'asociaciones/index.html',
      ...builtPages(root)
        .filter((p) => p.startsWith('/asociaciones/letra/'))
        .map((p) => `${p.slice(1)}/index.html`),
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = readFileSync(join(root, page));
      expect((html.toString().match(/class="card association-card"/g) ?? []).length, page).toBeLessThanOrEqual(CARDS_PER_PAGE);
      const loaded = pageAssets(root, [page], { dynamic: false }).filter((a) => /\.(js|css)$/.test(a));
      const bytes = brotliCompressSync(html).length + loaded.reduce((sum, a) => sum + brotliCompressSync(readFileSync(join(root, a))).length, 0);
      expect(bytes, `${page}: ${(bytes / KB).toFixed(1)} KB in Brotli`).toBeLessThanOrEqual(150 * KB);
    }
    const first = readFileSync(join(root, 'asociaciones/index.html'), 'utf8');
    expect((first.match(/class="card association-card"/g) ?? []).length).toBe(CARDS_PER_PAGE);
  });

  for (const page of ['index.html', 'asociaciones/index.html']) {
    test(`${page} loads MapLibre only on demand, when its map is shown`, () => {
      const root = release();
      expect(pageAssets(root, [page], { dynamic: false }).filter((a) => isMapLibre(root, a))).toEqual([]);
      expect(pageAssets(root, [page]).filter((a) => isMapLibre(root, a)).length).toBeGreaterThan(0);
    });
  }

  test('every page names in its head each module it runs as it loads, and none it imports only on demand', () => {
    // Read off the built files here, not from the bundle's graph the build used (src/data/module-preload.ts).
    const staticImports = (root: string, src: string) =>
      [...readFileSync(join(root, src), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => `/_astro/${m[1]}`);
    let checked = 0;
    for (const sample of PAGE_SAMPLES) {
      for (const lang of realmLanguages(sample.realm)) {
        const root = release(sample.realm);
        const page = builtFile(sample, lang);
        const html = readFileSync(join(root, page), 'utf8');
        const [head = '', body = ''] = html.split('</head>');
        const wanted = new Set([...body.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!));
        for (const src of wanted) for (const dep of staticImports(root, src)) wanted.add(dep);
        const preloaded = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
        expect(preloaded.length, `${sample.realm} ${page}: a module preloaded twice`).toBe(new Set(preloaded).size);
        expect(preloaded.sort(), `${sample.realm} ${page}`).toEqual([...wanted].sort());
        checked += preloaded.length ? 1 : 0;
      }
    }
    expect(checked).toBeGreaterThan(PAGE_SAMPLES.length);
  });

  test('no spreadsheet code reaches visitors', () => {
    const root = release();
    for (const page of ['index.html', 'asociaciones/index.html']) {
      for (const asset of weight(page).assets.filter((a) => a.endsWith('.js'))) {
        expect(readFileSync(join(root, asset), 'utf8')).not.toMatch(/SheetJS|sheetjs|XLSX\.utils/);
      }
    }
  });
});
