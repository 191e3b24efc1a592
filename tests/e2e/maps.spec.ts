import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { CATEGORIES } from '../../src/domain/content/categories.ts';
import type { MapData } from '../../src/domain/maps/map.ts';
import { isVisible } from '../../src/domain/content/news.ts';
import type { NewsEvent } from '../../src/schemas/event.ts';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, firstIds, origin, siteFile } from './helpers.ts';

/** Requests that left the machine: the built-in style must need none. */
function offline(page: Page): string[] {
  const outside: string[] = [];
  void page.route('**/*', (route) => {
    const { hostname, port } = new URL(route.request().url());
    if ((hostname.endsWith('.localhost') || hostname === '127.0.0.1') && port === String(E2E_PORT)) return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

async function mapData(page: Page, path = '/asociaciones/mapa.json'): Promise<MapData> {
  return (await page.request.get(siteFile('alcantir', path))).json();
}

/** Opens a page and waits until its map has drawn and placed its markers. */
async function openMap(page: Page, path: string) {
  await page.goto(`${origin('alcantir')}${path}`);
  const map = page.locator('[data-associations-map]');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
  await expect(map.locator('[data-marker], [data-cluster]').first()).toBeVisible({ timeout: 15_000 });
  return map;
}

/** Opens the category filters where they start folded (phones). */
async function openFilters(page: Page) {
  const filters = page.locator('details.map-filters');
  if ((await filters.getAttribute('open')) === null) await filters.locator('summary').click();
  await expect(filters).toHaveAttribute('open', '');
}

/** How many associations the map shows: single markers plus the counts of the clusters. */
async function markedCount(page: Page): Promise<number> {
  const clusters = await page.locator('[data-cluster]').evaluateAll((els) => els.reduce((sum, el) => sum + Number(el.getAttribute('data-cluster')), 0));
  return clusters + (await page.locator('[data-marker]').count());
}

test.describe('associations map', () => {
  test('renders every association with coordinates, with no network beyond the site', async ({ page }) => {
    const outside = offline(page);
    const data = await mapData(page);
    expect(data.items.length).toBeGreaterThan(20);
    await openMap(page, '/asociaciones');
    await expect(page.getByRole('list', { name: 'Asociaciones del mapa' }).getByRole('listitem')).toHaveCount(data.items.length);
    await expect.poll(() => markedCount(page)).toBe(data.items.length);
    await expect(page.locator('[data-map-status]')).toHaveText(`Se muestran ${data.items.length} de ${data.items.length} asociaciones`);
    expect(outside).toEqual([]);
  });

  test('unticking a category removes its associations from the list and the map, and Todos restores them', PHONE, async ({ page }) => {
    const data = await mapData(page);
    const cultural = CATEGORIES.indexOf('Cultural');
    const kept = data.items.filter((item) => item.categories.some((c) => c !== cultural));
    const gone = data.items.filter((item) => !kept.includes(item));
    expect(gone.length).toBeGreaterThan(0);
    await openMap(page, '/asociaciones');
    await openFilters(page);

    await page.getByRole('checkbox', { name: /^Cultural/ }).uncheck();
    const list = page.getByRole('list', { name: 'Asociaciones del mapa' });
    await expect(list.getByRole('listitem')).toHaveCount(kept.length);
    await expect(page.locator('[data-map-status]')).toHaveText(`Se muestran ${kept.length} de ${data.items.length} asociaciones`);
    for (const item of gone) await expect(list.getByRole('link', { name: item.title, exact: true })).toHaveCount(0);
    await expect.poll(() => markedCount(page)).toBe(kept.length);
    const markers = await page.locator('[data-marker]').evaluateAll((els) => els.map((el) => el.getAttribute('data-marker')));
    expect(markers.filter((id) => gone.some((item) => item.id === id))).toEqual([]);

    const all = page.getByRole('checkbox', { name: 'Todos' });
    await expect(all).not.toBeChecked();
    await all.check();
    await expect(list.getByRole('listitem')).toHaveCount(data.items.length);
    await expect.poll(() => markedCount(page)).toBe(data.items.length);
    await all.uncheck();
    await expect(list.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText('No hay asociaciones en las categorías elegidas.')).toBeVisible();
  });

  test('a list button flies to the association and opens its popup, which links to its page', async ({ page }) => {
    const data = await mapData(page);
    const item = data.items[Math.floor(data.items.length / 2)]!;
    await openMap(page, '/asociaciones');
    await page.getByRole('button', { name: `Ver ${item.title} en el mapa` }).click();
    const popup = page.locator(`[data-popup="${item.id}"]`);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: item.title })).toHaveAttribute('href', `/asociaciones/${item.id}`);
    // At the fly-to zoom (17) the association is no longer inside a cluster: its own marker shows.
    await expect(page.locator(`[data-marker="${item.id}"]`)).toBeVisible({ timeout: 10_000 });
    await popup.locator('xpath=ancestor::div[contains(@class,"maplibregl-popup")]').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(popup).toHaveCount(0);
  });

  test('markers are buttons a keyboard reaches, named after their association', async ({ page }) => {
    const data = await mapData(page);
    await openMap(page, '/asociaciones');
    await page.getByRole('button', { name: 'Centrar el mapa' }).click();
    const marker = page.locator('[data-marker]').first();
    const id = await marker.getAttribute('data-marker');
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-popup="${id}"]`)).toContainText(data.items.find((i) => i.id === id)!.title);
  });

  test('denied geolocation shows the spec message', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'consent',
        JSON.stringify({ isAccepted: true, proposals: { deviceStorage: false, preciseGeolocation: true, deviceFingerprinting: false } }),
      ),
    );
    await page.context().clearPermissions();
    await openMap(page, '/asociaciones');
    await page.getByRole('button', { name: 'Mi ubicación' }).click();
    await expect(page.locator('[data-locate-status]')).toHaveText('Comprueba los permisos de acceso al GPS.');
  });

  test('without consent the location button asks first; allowing it records the choice and finds the visitor', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: origin('alcantir') });
    await context.setGeolocation({ latitude: 38.9871, longitude: -0.5222 });
    await openMap(page, '/va/');
    await page.getByRole('button', { name: 'La meua ubicació' }).click();
    await expect(page.getByText(/necessitem el seu permís per a usar la ubicació precisa/)).toBeVisible();
    await page.getByRole('button', { name: 'Permetre la ubicació precisa' }).click();
    await expect(page.getByRole('img', { name: 'La seua ubicació' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}'));
    expect(stored.proposals.preciseGeolocation).toBe(true);
    expect(stored.proposals.deviceFingerprinting).toBe(false);
  });

  test('the map page is accessible and fits the screen', PHONE, async ({ page }) => {
    test.slow(); // axe over the whole directory (hundreds of cards) besides a WebGL map, on two shared cores
    await openMap(page, '/asociaciones');
    await expectNoAxeViolations(page, 'directory with its map');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Ocultar la lista' }).click();
    await expect(page.getByRole('list', { name: 'Asociaciones del mapa' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mostrar la lista' })).toHaveAttribute('aria-expanded', 'false');
  });

  // On a phone the map's island starts on screen (its filters) while the map itself is a scroll away.
  for (const [label, path] of [
    ['the home page', '/'],
    ['the directory', '/asociaciones'],
  ] as const) {
    test(`${label} loads MapLibre and the map's data only when its map comes near the screen`, async ({ page }) => {
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (/maplibre|mapa\.json/i.test(request.url())) loaded.push(request.url());
      });
      await page.goto(`${origin('alcantir')}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(loaded).toEqual([]);
      await page.locator('[data-associations-map]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-associations-map] canvas.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
      expect(loaded.some((url) => /maplibre-gl\.[\w-]+\.js$/.test(url))).toBe(true);
      expect(loaded.some((url) => /\/asociaciones\/mapa\.json$/.test(url))).toBe(true);
    });
  }
});

test.describe('maps on association and news pages', () => {
  test('an association with coordinates shows its place on a small map', async ({ page }) => {
    test.slow(); // axe besides a WebGL map
    const { association } = await firstIds(page, 'alcantir');
    await page.goto(`${origin('alcantir')}/asociaciones/${association}`);
    // Until it is seen, the map's place holds the point and a link to see it elsewhere; seen, it becomes the map.
    const place = page.locator('main [data-map]');
    await place.scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'Mapa de ubicación' });
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
    await expect(map.locator('[data-place-marker]')).toBeVisible();
    // People read the address; the coordinates are only for machines (data attributes, structured data).
    await expect(page.locator('main')).not.toContainText(/\d+\.\d{5}, -?\d+\.\d{5}/);
    await expectNoAxeViolations(page, 'association page with its map');
  });

  test('a news item without coordinates has no map and loads no MapLibre', async ({ page }) => {
    const news = await (
      await page.request.get(
        `http://127.0.0.1:${E2E_PORT}/api/alcantir/collections/asociaciones_eventos?isPublished=true&limit=200&fields=coordinates,title,isPublished,publishPeriod`,
      )
    ).json();
    // Only items inside their publishing period have a page (src/domain/content/news.ts).
    const published = (news.items as NewsEvent[]).filter((item) => isVisible(item));
    const without = published.find((item) => !item.coordinates);
    const withPlace = published.find((item) => item.coordinates);
    expect(without, 'the demo has a published item without coordinates').toBeDefined();
    expect(withPlace, 'the demo has a published item with coordinates').toBeDefined();
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/maplibre/i.test(request.url())) loaded.push(request.url());
    });
    const response = await page.goto(`${origin('alcantir')}/noticias/${without!._id}`);
    expect(response?.status()).toBe(200);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-map]')).toHaveCount(0);
    expect(loaded).toEqual([]);
    const placed = await page.goto(`${origin('alcantir')}/noticias/${withPlace!._id}`);
    expect(placed?.status()).toBe(200);
    await expect(page.locator('[data-map]')).toHaveCount(1);
  });
});
