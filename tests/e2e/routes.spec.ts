/**
 * Routes and audio guides (docs/routes.md): a route downloaded for offline use, then the network cut and the
 * browser closed and opened again on the same profile: its stop page shows, plays its audio and shows the map with
 * the visitor's position; a stop page opened from its panel's QR code; every route and transcript without
 * JavaScript; the track's files read by independent parsers (fast-xml-parser, @placemarkio/check-geojson); the
 * profile's figures the same as its table's and the track's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check } from '@placemarkio/check-geojson';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import type { FeatureCollection } from 'geojson';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { CHROMIUM_ARGS, e2eChromiumPath } from '../../scripts/chromium.ts';
import { t } from '../../src/i18n/index.ts';
import type { Language } from '../../src/schemas/languages.ts';
import type { Route } from '../../src/schemas/routes.ts';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin, siteFile, inLanguage } from './helpers.ts';

const demo = (realm: string) => JSON.parse(readFileSync(`realms/${realm}/demo/rutas.json`, 'utf8')) as Route[];
const ALCANTIR = demo('alcantir');
const VILAMAR = demo('vilamar');
const text = (value: Route['title'], lang: string) => (typeof value === 'string' ? value : (value as Record<string, string>)[lang]!);

/** Consent to precise geolocation given before, as the map's own button would record it. */
const GEOLOCATION_CONSENT = JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: false } });

/** Where the visitor stands: the church square of Alcantir, on the route. */
const HERE = { latitude: 38.9878, longitude: -0.5198 };

async function persistentContext(dir: string, offline: boolean): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    // The run's own Chromium and flags (playwright.config.ts), as every other test's browser.
    executablePath: e2eChromiumPath(),
    args: CHROMIUM_ARGS,
    viewport: test.info().project.use.viewport ?? { width: 1280, height: 800 },
    offline,
    geolocation: HERE,
    permissions: ['geolocation'],
  });
  await context.addInitScript((consent) => localStorage.setItem('consent', consent), GEOLOCATION_CONSENT);
  return context;
}

/** The audio of the page plays: play() resolves and its clock moves. */
async function expectAudioPlays(page: Page) {
  const audio = page.locator('audio[data-stop-audio]');
  await expect(audio).toBeVisible();
  const played = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    const start = element.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    element.pause();
    return { start, now: element.currentTime, duration: element.duration };
  });
  expect(played.now).toBeGreaterThan(played.start);
  expect(played.duration).toBeGreaterThan(1);
}

/** The stop's map: MapLibre's canvas, the stop's numbered marker, and the visitor's position once asked for. */
async function expectMapWithPosition(page: Page, lang: Language) {
  const map = page.locator('.place-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(map.locator('[data-place-marker]')).toHaveCount(1);
  await page.getByRole('button', { name: t(lang, 'map.locate') }).click();
  await expect(page.locator('[data-here-marker]')).toBeVisible();
}

test.describe('a route kept for offline use', () => {
  // Not tagged @phone: one launch of a persistent browser is enough, and the phone width is the frame's visit.
  test('after the download, with the network cut and the browser restarted, its stop page plays its audio and shows the map', async () => {
    test.slow(); // two launches of a browser and MapLibre, on shared cores
    const dir = mkdtempSync(join(tmpdir(), 'routes-offline-'));
    try {
      const route = ALCANTIR.find((r) => r.slug === 'centro-historico')!;
      const online = await persistentContext(dir, false);
      const page = online.pages()[0] ?? (await online.newPage());
      await page.goto(`${origin('alcantir')}/va/rutes/${route.slug}`);
      const section = page.locator('[data-route-offline]');
      // The size is stated before anything is kept.
      await expect(section.locator('[data-offline-status]')).toHaveText(/^Ocuparà [\d,]+ (kB|MB) \(\d+ arxius\)\.$/);
      const bundle = (await (await page.request.get(siteFile('alcantir', `/va/rutes/${route.slug}/sin-conexion.json`))).json()) as {
        files: Array<{ url: string }>;
      };
      for (const n of route.stops.keys()) expect(bundle.files.map((f) => f.url)).toContain(`/va/rutes/${route.slug}/parada/${n + 1}`);
      expect(bundle.files.some((f) => /maplibre-gl-worker/.test(f.url))).toBe(true);
      await section.getByRole('button', { name: t('va', 'routes.offline.download') }).click();
      // What is stored is shown after, with a way to remove it.
      await expect(section.locator('[data-offline-status]')).toHaveText(
        new RegExp(`^Guardada en este dispositiu: ${bundle.files.length} arxius, [\\d,]+ (kB|MB)\\.`),
        {
          timeout: 60_000,
        },
      );
      await expect(section.getByRole('button', { name: t('va', 'routes.offline.remove') })).toBeVisible();
      await online.close();

      // Flight mode, and the browser opened again on the same profile.
      const offline = await persistentContext(dir, true);
      const again = offline.pages()[0] ?? (await offline.newPage());
      await again.goto(`${origin('alcantir')}/va/rutes/${route.slug}/parada/2`);
      await expect(again.locator('h1')).toHaveText(text(route.stops[1]!.name, 'va'));
      await expect(again.locator('.stop-transcript')).toContainText(route.stops[1]!.audio.va!.transcript);
      // The photo came from the kept files too.
      const photo = again.locator('img.route-stop-photo');
      await expect(photo).toHaveAttribute('alt', (route.stops[1]!.photo as { alt: Record<string, string> }).alt.va!);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expectAudioPlays(again);
      await expectMapWithPosition(again, 'va');
      // The route's own page too, saying what is kept.
      await again.goto(`${origin('alcantir')}/va/rutes/${route.slug}`);
      await expect(again.locator('[data-offline-status]')).toHaveText(/^Guardada en este dispositiu/);
      await offline.close();
    } finally {
      // The browser's helpers may still write to the profile for a moment: a leftover temporary folder is no failure.
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {}
    }
  });
});

test('a stop page opened from its QR code on the panel sheet', PHONE, async ({ page }) => {
  const route = ALCANTIR.find((r) => r.slug === 'molinos-del-riu')!;
  await page.goto(`${origin('alcantir')}/rutas/${route.slug}/codigos`);
  const cards = page.locator('.qr-card');
  await expect(cards).toHaveCount(route.stops.length);
  const code = cards.nth(1).locator('.qr-code svg');
  await expect(code).toHaveAttribute('role', 'img');
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  expect(read).toBe(`https://asociaciones.alcantir.es/rutas/${route.slug}/parada/2`);
  // The same address on this test's server.
  await page.goto(read!.replace('https://asociaciones.alcantir.es', origin('alcantir')));
  await expect(page.locator('h1')).toHaveText(text(route.stops[1]!.name, 'es'));
  await expect(page.locator('.stop-audio-label')).toHaveText(/^Audioguía \(\d+ segundos\)$/);
  await expect(page.locator('.stop-transcript')).toContainText(route.stops[1]!.audio.es!.transcript);
  await expect(page.getByRole('link', { name: `Siguiente parada: 3. ${text(route.stops[2]!.name, 'es')}` })).toHaveAttribute(
    'href',
    `/rutas/${route.slug}/parada/3`,
  );
  await expectAudioPlays(page);
});

test.describe('accessible at 1280 and 375 px, in Spanish and Valencian', () => {
  for (const path of ['/rutas', '/rutas/centro-historico', '/rutas/centro-historico/parada/2', '/rutas/centro-historico/codigos']) {
    for (const lang of ['es', 'va']) {
      test(inLanguage(lang, path), async ({ page }) => {
        test.slow(); // axe beside a WebGL map, on shared cores
        await page.goto(`${origin('alcantir')}${inLanguage(lang, path)}`);
        await expect(page.locator('h1')).toHaveCount(1);
        const map = page.locator('.place-map');
        if ((await map.count()) > 0) {
          await map.scrollIntoViewIfNeeded();
          await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 45_000 });
        }
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page, inLanguage(lang, path));
      });
    }
  }
});

test.describe('without JavaScript', () => {
  for (const [realm, routes, lang] of [
    ['alcantir', ALCANTIR, 'va'],
    ['vilamar', VILAMAR, 'es'],
  ] as const) {
    test(`${realm}: the list shows every route, and each route page every stop with its transcript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin(realm)}${inLanguage(lang, '/rutas')}`);
      await expect(page.locator('.route-card h2')).toHaveText(routes.map((r) => text(r.title, lang)));
      for (const route of routes) {
        await page.goto(`${origin(realm)}${inLanguage(lang, '/rutas/')}${route.slug}`);
        await expect(page.locator('.route-stop h3')).toHaveText(route.stops.map((s, i) => `${i + 1}. ${text(s.name, lang)}`));
        const transcripts = page.locator('.stop-transcript');
        for (const [i, stop] of route.stops.entries()) await expect(transcripts.nth(i)).toContainText(stop.audio[lang]!.transcript);
        // The offline download says it needs script, and offers the files instead.
        await expect(page.locator('[data-offline-status]')).toHaveText(t(lang, 'routes.offline.noScript'));
      }
      await context.close();
    });
  }
});

/** Metres between two points (haversine), written here again so the page's figure is checked against another sum. */
function metres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

test.describe('the track’s files and figures', () => {
  for (const route of ALCANTIR) {
    test(`${route.slug}: GPX and GeoJSON read by other parsers agree with each other, the page and the profile`, async ({ page, request }) => {
      const gpxAnswer = await request.get(siteFile('alcantir', `/rutas/datos/${route.slug}.gpx`));
      expect(gpxAnswer.headers()['content-type']).toMatch(/^application\/gpx\+xml/);
      const gpx = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await gpxAnswer.text()).gpx;
      const points = [gpx.trk.trkseg.trkpt].flat() as Array<{ lat: string; lon: string; ele: number }>;
      const waypoints = [gpx.wpt].flat();
      expect(waypoints).toHaveLength(route.stops.length);
      for (const p of points) expect(typeof p.ele).toBe('number');

      const geoAnswer = await request.get(siteFile('alcantir', `/rutas/datos/${route.slug}.geojson`));
      const geojson = check(await geoAnswer.text()) as FeatureCollection;
      const line = geojson.features.find((f) => f.geometry?.type === 'LineString')!;
      const coordinates = (line.geometry as { coordinates: number[][] }).coordinates;
      expect(coordinates.map(([lng, lat, ele]) => [lat, lng, ele])).toEqual(points.map((p) => [Number(p.lat), Number(p.lon), p.ele]));
      expect(geojson.features.filter((f) => f.geometry?.type === 'Point')).toHaveLength(route.stops.length);

      let distance = 0;
      for (let i = 1; i < points.length; i++)
        distance += metres([Number(points[i - 1]!.lat), Number(points[i - 1]!.lon)], [Number(points[i]!.lat), Number(points[i]!.lon)]);

      await page.goto(`${origin('alcantir')}/rutas/${route.slug}`);
      const km = Number((await page.locator('[data-figure="distance"]').textContent())!.replace(' km', '').replace(',', '.'));
      expect(km).toBeCloseTo(distance / 1000, 1);
      // The drawing's dots and the table's rows are the same figures.
      const dots = await page.locator('[data-profile] .dot').evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-km'), g.getAttribute('data-ele')]));
      const rows = await page
        .locator('[data-profile-table] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-km'), tr.getAttribute('data-ele')]));
      expect(dots).toEqual(rows);
      const shown = await page
        .locator('[data-profile-table] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.children[0]!.textContent, tr.children[1]!.textContent]));
      expect(shown).toEqual(rows.map(([k, e]) => [Number(k).toFixed(2).replace('.', ','), e]));
      // The last row is the end of the track, at the track's distance.
      expect(Number(rows.at(-1)![0])).toBeCloseTo(distance / 1000, 1);
      expect(Number(rows.at(-1)![1])).toBe(Math.round(points.at(-1)!.ele));
    });
  }

  test('the routes of the realm as GeoJSON and CSV', async ({ request }) => {
    const geojson = check(await (await request.get(siteFile('alcantir', '/rutas/datos/rutas.geojson'))).text()) as FeatureCollection;
    expect(geojson.features.filter((f) => f.properties?.tipo === 'ruta').map((f) => f.properties?.id)).toEqual(ALCANTIR.map((r) => r.slug));
    const csv = await (await request.get(siteFile('alcantir', '/rutas/datos/rutas.csv'))).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id;nombre;descripcion;modo;dificultad;distancia_km;/);
    expect(lines).toHaveLength(ALCANTIR.length + 1);
  });
});
