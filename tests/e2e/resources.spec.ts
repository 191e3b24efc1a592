import { expect, test } from '@playwright/test';
import { PHONE, expectNoAxeViolations, origin, siteFile } from './helpers.ts';

test.describe('the resources guide', () => {
  test('entries open and close with the keyboard, and an anchor opens its entry', PHONE, async ({ page }) => {
    await page.goto('/recursos');
    const menu = page.getByRole('navigation', { name: 'Secciones de la guía' });
    expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(8);
    const entry = page.locator('details.resource-entry').first();
    const summary = entry.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(entry).toHaveAttribute('open', '');
    await expectNoAxeViolations(page, 'guide with an entry open');
    await page.keyboard.press('Enter');
    await expect(entry).not.toHaveAttribute('open', '');

    const id = await page.locator('details.resource-entry .entry-anchor').nth(2).getAttribute('id');
    await page.goto(`/recursos#${id}`);
    const target = page.locator('details.resource-entry').nth(2);
    await expect(target).toHaveAttribute('open', '');
    await expect(target.locator('summary')).toBeFocused();
  });

  test('without JavaScript a link to an entry opens it, its title in view', PHONE, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? undefined });
    const page = await context.newPage();
    await page.goto(`${origin('alcantir')}/recursos`);
    const entry = page.locator('details.resource-entry').nth(3);
    const id = await entry.locator('.entry-anchor').getAttribute('id');
    // Arriving from elsewhere, as from a shared link.
    await page.goto('about:blank');
    await page.goto(`${origin('alcantir')}/recursos#${id}`);
    await expect(entry).toHaveAttribute('open', '');
    await expect(entry.locator('summary')).toBeInViewport();
    await expect(entry.locator('.prose')).toBeInViewport();
    await context.close();
  });

  test('states the guide facts: at least three founders and the fees', async ({ page }) => {
    await page.goto('/recursos');
    const text = (await page.locator('main').textContent())!.replace(/\s+/g, ' ');
    expect(text).toMatch(/tres personas/i);
    expect(text).toMatch(/35 euros/);
    expect(text).toMatch(/10,20 euros/);
  });
});

test.describe('offline', () => {
  test('the guide and visited pages open offline; an unvisited page shows the offline page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('alcantir')}/noticias`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto(`${origin('alcantir')}/noticias`);
    await context.setOffline(true);
    await page.goto(`${origin('alcantir')}/va/recursos`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca-valencia');
    // The footer's logos come from the worker's cache too: every one is drawn, none broken.
    const logos = page.locator('.footer-logos img');
    expect(await logos.count()).toBeGreaterThan(0);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await page.goto(`${origin('alcantir')}/noticias`);
    await expect(page.locator('h1')).toHaveText('Noticias');
    await page.goto(`${origin('alcantir')}/contacto`);
    await expect(page.locator('h1')).toHaveText('Sin conexión');
    await context.setOffline(false);
    await context.close();
  });
});

test('the contact page shows the contact with e-mail and phone links', async ({ page }) => {
  await page.goto('/contacto');
  await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
});

test('each language has a web app manifest in the realm colours', async ({ page }) => {
  const manifest = await (await page.request.get(siteFile('vilamar', '/ca/manifest.webmanifest'))).json();
  expect(manifest.lang).toBe('ca');
  expect(manifest.start_url).toBe('/ca/');
  expect(manifest.theme_color.toLowerCase()).toBe('#0b5c8a');
});
