/**
 * Places of interest (docs/places.md): the list with the places open now first at a clock Playwright fixes, the
 * order computed from the demo content by the domain's own rule; the category filters with and without script; a
 * place's page with this week's hours, prices, accessibility and its structured data; the open data and the
 * DCAT-AP-ES catalogue read by independent parsers. Desktop and 375 px, with axe.
 */
import { readFileSync } from 'node:fs';
import { check } from '@placemarkio/check-geojson';
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { DateTime } from 'luxon';
import { Parser } from 'n3';
import Papa from 'papaparse';
import * as v from 'valibot';
import { placesNow, PLACE_ZONE } from '../../src/domain/places/places.ts';
import { pick } from '../../src/i18n/pick.ts';
import { PlaceSchema } from '../../src/schemas/places.ts';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin, siteFile, waitForIslands } from './helpers.ts';

const demo = <T>(realm: string, file: string): T => JSON.parse(readFileSync(`realms/${realm}/demo/${file}`, 'utf8')) as T;
const places = v.parse(v.array(PlaceSchema), demo('alcantir', 'lugares.json'));
const holidays = new Set(demo<Array<{ date: string }>>('alcantir', 'citaprevia_festivos.json').map((h) => h.date));
const name = (slug: string, lang = 'es') => pick(places.find((p) => p.slug === slug)!.name, lang);

/** Tomorrow at 11:00 and at 21:30 in Madrid: within the days the build computed, the museum's and the market's hours apart. */
const tomorrow = DateTime.now().setZone(PLACE_ZONE).plus({ days: 1 }).startOf('day');
const MOMENTS = [tomorrow.set({ hour: 11 }), tomorrow.set({ hour: 21, minute: 30 })];

const listNames = (page: import('@playwright/test').Page) => page.locator('ul.place-list > li h3').allTextContents();

test.describe('the places list', () => {
  for (const at of MOMENTS) {
    test(`at ${at.toFormat('cccc HH:mm')} the places open now come first, as the hours say`, async ({ page }) => {
      await page.clock.setFixedTime(at.toJSDate());
      await page.goto(`${origin('alcantir')}/lugares`);
      const expected = placesNow(places, holidays, at.toJSDate(), (p) => pick(p.name, 'es'));
      await expect(page.getByText(/^Los lugares abiertos en este momento aparecen primero/)).toBeVisible();
      expect(await listNames(page)).toEqual(expected.map((p) => pick(p.place.name, 'es')));
      const open = expected.filter((p) => p.state.open).length;
      await expect(page.getByText(`Abiertos ahora: ${open} de ${places.length}.`)).toBeVisible();
      const first = page.locator('ul.place-list > li').first();
      await expect(first.locator('.place-status')).toHaveText(expected[0]!.state.open ? /^Abierto/ : /^Cerrado ahora/);
      await waitForIslands(page);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `places at ${at.toISO()}`);
    });
  }

  test('a category filter narrows the list and the map, with script', PHONE, async ({ page }) => {
    await page.goto(`${origin('alcantir')}/lugares`);
    const churches = places.filter((p) => p.category === 'iglesia-ermita');
    await page
      .getByRole('navigation', { name: 'Tipo de lugar' })
      .getByRole('link', { name: `Iglesias y ermitas (${churches.length})` })
      .click();
    await expect(page).toHaveURL(/\/lugares\/categoria\/iglesia-ermita$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iglesias y ermitas');
    await expect(page.getByRole('link', { name: `Iglesias y ermitas (${churches.length})` })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('ul.place-list > li')).toHaveCount(churches.length);
    expect((await listNames(page)).sort()).toEqual(churches.map((p) => pick(p.name, 'es')).sort());
    await expectNoAxeViolations(page, 'a category');
  });

  test('without script the list shows every place with today’s hours, and the filters still work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin('alcantir')}/lugares`);
    await expect(page.getByText(/^Cada lugar muestra su horario de hoy, .+ Con JavaScript activado, los lugares abiertos/)).toBeVisible();
    const names = await listNames(page);
    expect(names).toEqual(places.map((p) => pick(p.name, 'es')).sort((a, b) => a.localeCompare(b, 'es-ES')));
    // A place with hours says today's; the fountain, without doors, says it has none.
    await expect(page.locator('ul.place-list > li', { hasText: name('museo-etnologico') }).locator('.place-status')).toHaveText(/^Hoy: /);
    await expect(page.locator('ul.place-list > li', { hasText: name('fuente-doce-canos') }).locator('.place-status')).toHaveText('Acceso libre, sin horario');
    await page.getByRole('link', { name: /^Museos \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/lugares\/categoria\/museo$/);
    expect(await listNames(page)).toEqual([name('museo-etnologico')]);
    await context.close();
  });

  test('in Valencian, and Vilamar’s beaches in Catalan', async ({ page }) => {
    await page.goto(`${origin('alcantir')}/va/llocs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Llocs d'interés");
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca-valencia');
    await expect(page.getByRole('link', { name: name('museo-etnologico', 'va') })).toHaveAttribute('href', '/va/llocs/museo-etnologico');
    await page.goto(`${origin('vilamar')}/ca/llocs/categoria/platja`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platges');
    await expect(page.locator('ul.place-list > li')).toHaveCount(2);
    await expectNoAxeViolations(page, 'Vilamar’s beaches');
  });
});

test.describe('a place’s page', () => {
  test('the museum: this week’s hours with today marked, prices, accessibility, contact and TouristAttraction data', async ({ page }) => {
    await page.goto(`${origin('alcantir')}/lugares/museo-etnologico`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museo Etnológico');
    const week = page.locator('table.place-week');
    await expect(week.locator('caption')).toHaveText(/^Semana del \d+ de \S+ de \d{4} al \d+ de \S+ de \d{4}$/);
    await expect(week.locator('tbody tr')).toHaveCount(7);
    // The e2e server built the site when it started: today (or yesterday, just after midnight) is the marked row.
    const marked = week.locator('tbody tr[aria-current="date"]');
    await expect(marked).toHaveCount(1);
    await expect(marked.locator('th')).toContainText('(hoy)');
    await expect(week.locator('tbody tr').first().locator('th')).toHaveText(/^Lunes \d+/);
    await expect(week.locator('tbody tr').first().locator('td')).toHaveText('cerrado');
    const prices = page.locator('dl.place-prices');
    await expect(prices.locator('dd')).toHaveText(['3 €', '1,50 €', 'gratis']);
    await expect(page.getByRole('listitem').filter({ hasText: 'Bucle magnético para audífonos' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: '962 27 30 15' })).toHaveAttribute('href', 'tel:+34962273015');
    await expect(page.getByRole('img', { name: /cocina de la casa de labradores/ })).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Museo Etnológico',
      geo: { '@type': 'GeoCoordinates', latitude: 38.9879, longitude: -0.5219 },
      isAccessibleForFree: false,
    });
    // Tuesday to Saturday twice a day, Sunday once, less the week's holidays: never more than eleven stretches.
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(data.openingHoursSpecification.length).toBeLessThanOrEqual(11);
    await waitForIslands(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'the museum');
  });

  test('a fountain without doors says it has no hours and is free; in Valencian', async ({ page }) => {
    await page.goto(`${origin('alcantir')}/va/llocs/fuente-doce-canos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Font dels Dotze Canons');
    await expect(page.getByText('Este lloc no té horari: es pot visitar a qualsevol hora.')).toBeVisible();
    await expect(page.getByText('Entrada gratuïta.')).toBeVisible();
    await expect(page.locator('table.place-week')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the fountain in Valencian');
  });
});

test.describe('places as open data and the catalogue', () => {
  test('the GeoJSON and the CSV hold every place, read by independent parsers', async ({ request }) => {
    const geo = check(await (await request.get(siteFile('alcantir', '/lugares/datos/lugares.geojson'))).text());
    expect(geo.type === 'FeatureCollection' && geo.features.map((f) => f.id).sort()).toEqual(places.map((p) => p.slug).sort());
    const csv = await request.get(siteFile('alcantir', '/lugares/datos/lugares.csv'));
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const parsed = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), { header: true, delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => r.nombre_va).sort()).toEqual(places.map((p) => pick(p.name, 'va')).sort());
  });

  test('the DCAT-AP-ES catalogue lists every dataset of the open-data page, with what DCAT-AP-ES asks', async ({ page, request }) => {
    await page.goto(`${origin('alcantir')}/datos-abiertos`);
    const ids = (await page.locator('main section h2[id^="dataset-"]').evaluateAll((hs) => hs.map((h) => h.id.replace(/^dataset-/, '')))).filter(
      (id) => id !== 'catalogo',
    );
    expect(ids).toContain('lugares');
    const turtle = await request.get(siteFile('alcantir', '/datos-abiertos/catalogo.ttl'));
    expect(turtle.headers()['content-type']).toMatch(/^text\/turtle/);
    const quads = new Parser().parse(await turtle.text());
    const DCAT = 'http://www.w3.org/ns/dcat#';
    const DCT = 'http://purl.org/dc/terms/';
    const of = (s: string, p: string) => quads.filter((q) => q.subject.value === s && q.predicate.value === p).map((q) => q.object);
    const [catalogue] = quads.filter((q) => q.object.value === `${DCAT}Catalog`).map((q) => q.subject.value);
    expect(catalogue).toBe('https://asociaciones.alcantir.es/datos-abiertos/catalogo');
    for (const p of ['title', 'description', 'publisher', 'issued', 'modified', 'language', 'license'])
      expect(of(catalogue!, `${DCT}${p}`).length, p).toBeGreaterThan(0);
    const datasets = of(catalogue!, `${DCAT}dataset`).map((o) => o.value);
    expect(datasets.map((d) => d.replace(/^.*#/, ''))).toEqual(ids);
    for (const d of datasets) {
      for (const p of ['title', 'description', 'publisher', 'issued', 'modified', 'accrualPeriodicity'])
        expect(of(d, `${DCT}${p}`).length, `${d} ${p}`).toBeGreaterThan(0);
      expect(
        of(d, `${DCT}title`)
          .map((o) => (o as { language: string }).language)
          .sort(),
        d,
      ).toEqual(['ca-valencia', 'es']);
      expect(of(d, `${DCAT}theme`)[0]?.value, d).toMatch(/^http:\/\/datos\.gob\.es\/kos\/sector-publico\/sector\//);
      const distributions = of(d, `${DCAT}distribution`);
      expect(distributions.length, d).toBeGreaterThan(0);
      for (const dist of distributions) {
        const [url] = of(dist.value, `${DCAT}accessURL`);
        expect(of(dist.value, `${DCAT}mediaType`).length, dist.value).toBe(1);
        // Every file the catalogue names is served.
        const path = new URL(url!.value).pathname;
        expect((await request.get(siteFile('alcantir', path))).status(), path).toBe(200);
      }
    }
    // The RDF/XML is well-formed XML with the same datasets.
    const rdf = await request.get(siteFile('alcantir', '/datos-abiertos/catalogo.rdf'));
    expect(rdf.headers()['content-type']).toMatch(/^application\/rdf\+xml/);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await rdf.text());
    const descriptions = xml['rdf:RDF']['rdf:Description'] as Array<Record<string, unknown>>;
    const typed = descriptions.filter((d) => (d['rdf:type'] as { 'rdf:resource': string })?.['rdf:resource'] === `${DCAT}Dataset`);
    expect(typed.map((d) => String(d['rdf:about']).replace(/^.*#/, ''))).toEqual(ids);
  });
});
