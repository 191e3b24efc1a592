import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { PHONE, api as apiOf, expectNoAxeViolations, inLanguage } from './helpers.ts';

const api = apiOf('alcantir');

test.describe('the directory', () => {
  for (const lang of ['es', 'va'] as const) {
    test(`a letter scrolls to its section and letters without associations are greyed and not focusable (${lang})`, PHONE, async ({ page }) => {
      await page.goto(`${inLanguage(lang, '/asociaciones')}`);
      const letters = page.getByRole('navigation', { name: lang === 'es' ? 'Índice alfabético' : /alfabètic/ });
      const greyed = letters.locator('span[role="img"]');
      expect(await greyed.count()).toBeGreaterThan(0);
      await expect(greyed.locator('a, [tabindex]')).toHaveCount(0);
      await expect(greyed.first()).toHaveCSS('color', 'rgb(118, 118, 118)');
      const letter = letters.getByRole('link').nth(3);
      const target = (await letter.getAttribute('href'))!;
      await letter.click();
      await expect(page.locator(`${target} h2`)).toBeInViewport();
      await expect(page.locator(`${target} h2`)).toBeFocused();
    });

    test(`keyboard search reaches an association page, ignoring accents and the middle dot (${lang})`, async ({ page }) => {
      await page.goto(`${inLanguage(lang, '/asociaciones')}`);
      await page.waitForSelector('form[data-directory-search][data-enhanced]', { state: 'attached' });
      const box = page.getByRole('main').getByRole('combobox');
      await expect(box).toHaveAttribute('placeholder', lang === 'es' ? 'Escribe en la casilla para buscar tu asociación' : /casella/);
      await box.focus();
      await page.keyboard.type('collectiu riu');
      const options = page.getByRole('option');
      await expect(options.first()).toContainText('Col·lectiu');
      await expect(page.getByRole('status').filter({ hasText: /1 / })).toBeAttached();
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/asociaciones/')}[0-9a-f]{24}$`));
      await expect(page.locator('h1')).toContainText('Col·lectiu');
    });
  }

  test('the search box is on the home page too', async ({ page }) => {
    await page.goto('/');
    await page.waitForSelector('form[data-directory-search][data-enhanced]', { state: 'attached' });
    await page.getByRole('main').getByRole('combobox').fill('union musical');
    await expect(page.getByRole('option').first()).toContainText('Unión Musical de Alcantir');
    await expectNoAxeViolations(page, 'home with the search open');
  });

  test('the spreadsheet download has the five columns and one row per active association', async ({ page }) => {
    const active = (await (await page.request.get(`${api}/asociaciones?estado=Activa&fields=title&limit=10000`)).json()).items.length;
    await page.goto('/asociaciones');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Descargar el listado/ }).click()]);
    expect(download.suggestedFilename()).toBe('asociaciones-alcantir.xlsx');
    const rows = await readSheet(await download.path());
    expect(rows[0]).toEqual(['Asociación', 'Subtipos', 'Domicilio', 'Teléfono', 'Email']);
    expect(rows.length - 1).toBe(active);
    expect(rows.slice(1).every((row) => typeof row[0] === 'string' && row[0].length > 0)).toBe(true);
  });

  test('an inactive association has no page: its URL answers the 404 page', async ({ page }) => {
    const inactive = (await (await page.request.get(`${api}/asociaciones?estado=/^(Inactiva|Baja)$/&fields=title&limit=1`)).json()).items[0];
    const response = await page.goto(`/asociaciones/${inactive._id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Ir al directorio de asociaciones' })).toBeVisible();
  });
});

test.describe('an association page', () => {
  test('the gallery lightbox wraps around, follows the arrow keys and gives focus back', PHONE, async ({ page }) => {
    const media = (await (await page.request.get(`${api}/asociaciones_multimedia?images&fields=section,images&limit=1000`)).json()).items.find(
      (m: { images: unknown[] }) => m.images.length >= 3,
    );
    await page.goto(`/asociaciones/${media.section}`);
    const total = media.images.length;
    const thumbnails = page.locator('[data-gallery-item]');
    // Each picture with a description shows it as its caption.
    const described = media.images.find((image: { alt?: { es?: string } }) => image.alt?.es);
    if (described) await expect(page.locator('.gallery figcaption', { hasText: described.alt.es }).first()).toBeVisible();
    await thumbnails.first().click();
    const dialog = page.getByRole('dialog', { name: 'Galería de imágenes' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Imagen 1 de ${total}`);
    await expectNoAxeViolations(page, 'lightbox open');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(`Imagen ${total} de ${total}`);
    await dialog.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect(dialog).toContainText(`Imagen 1 de ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`Imagen 2 de ${total}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();
  });

  test('shows the contact, the last update and schema.org Organization data', async ({ page }) => {
    const association = (await (await page.request.get(`${api}/asociaciones?estado=Activa&contacto&fields=title,contacto,revisions&limit=1`)).json()).items[0];
    await page.goto(`/va/associacions/${association._id}`);
    await expect(page.getByText(/Última actualització|Darrera actualització/)).toBeVisible();
    await expect(page.getByRole('link', { name: association.contacto.email })).toHaveAttribute('href', `mailto:${association.contacto.email}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBeTruthy();
  });

  test('a third-party video loads only after an explicit click', async ({ page }) => {
    const media = (await (await page.request.get(`${api}/asociaciones_multimedia?videos&fields=section,videos&limit=1000`)).json()).items.find(
      (m: { videos: Array<{ uri?: string }> }) => m.videos.some((v) => v.uri?.includes('youtube')),
    );
    expect(media, 'the demo content has an association with a YouTube video').toBeTruthy();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`/asociaciones/${media.section}`);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests.some((url) => /youtube/.test(url))).toBe(false);
    await page.route(/youtube/, (route) => route.fulfill({ status: 200, body: '<title>video</title>' }));
    await page
      .getByRole('button', { name: /Ver el vídeo en YouTube/ })
      .first()
      .click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });
});
