import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, firstIds, origin } from './helpers.ts';

const ROUTES = [
  '/',
  '/asociaciones',
  '/asociaciones/:association',
  '/recursos',
  '/agenda',
  '/noticias',
  '/noticias/:news',
  '/contacto',
  '/aviso-legal',
  '/politica-privacidad',
  '/accesibilidad',
  '/datos-abiertos',
  '/buscar',
  '/buzon/incidencias',
];

for (const lang of ['es', 'va'] as const) {
  test(`every route of alcantir answers in ${lang} with one h1, the right lang and no axe violations`, async ({ page }) => {
    test.setTimeout(90_000);
    const ids = await firstIds(page, 'alcantir');
    for (const route of ROUTES) {
      const path = route.replace(':association', ids.association).replace(':news', ids.news);
      const url = `${origin('alcantir')}${lang === 'es' ? '' : '/va'}${path === '/' && lang !== 'es' ? '/' : path}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'es' ? 'es' : 'ca-valencia');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: lang === 'es' ? 'Menú principal' : 'Menú principal' }).first()).toBeAttached();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, url);
    }
  });
}

test('the breadcrumb starts at home and ends with the current page, not a link', async ({ page }) => {
  await page.goto('/noticias');
  const crumbs = page.getByRole('navigation', { name: 'Está en' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(2);
  await expect(crumbs.first().getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(crumbs.last().getByRole('link')).toHaveCount(0);
  await expect(crumbs.last()).toHaveText('Noticias');
  await expect(crumbs.last()).toHaveCSS('text-transform', 'uppercase');
});

test('the language selector goes to the same page in Valencian and the home then remembers it', async ({ page }) => {
  await page.goto('/agenda');
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('link', { name: 'Valencià' }).first().click();
  await expect(page).toHaveURL(/\/va\/agenda$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca-valencia');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('va');
  await page.goto('/');
  await expect(page).toHaveURL(/\/va\/$/);
});

test('a visitor whose browser speaks Catalan lands on the Valencian home', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ca-ES' });
  const page = await context.newPage();
  await page.goto(`${origin('alcantir')}/`);
  await expect(page).toHaveURL(/\/va\/$/);
  await context.close();
});

test('the menu gets its sticky styling after 120 px and the scroll-to-top button brings the page back', async ({ page }) => {
  await page.goto('/recursos');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/is-scrolled/);
  const toTop = page.getByRole('button', { name: 'Volver arriba' });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(html).toHaveClass(/is-scrolled/);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the phone menu is a dialog that keeps focus and closes with Escape', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'the hamburger menu exists below 769 px');
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Abrir el menú' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Menú principal' });
  await expect(dialog).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('the footer links home, the legal notice, the privacy policy and the administration portal', async ({ page }) => {
  await page.goto('/va/noticias');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/va/', '/va/aviso-legal', '/va/politica-privacidad'])
    await expect(footer.locator(`a[href="${href}"]:not([data-consent-open])`)).toHaveCount(1);
  await expect(footer.locator('a[href^="https://gestion."]')).toHaveCount(1);
});

test('vilamar is white-labelled: its own colour, Catalan, and no agenda in the menu', async ({ page }) => {
  await page.goto(`${origin('vilamar')}/ca/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  const nav = page.getByRole('navigation', { name: 'Menú principal' }).first();
  await expect(nav.locator('a[href="/ca/agenda"]')).toHaveCount(0);
  await expect(nav.locator('a[href="/ca/noticias"]')).toBeAttached();
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  expect(primary.toLowerCase()).toBe('#0b5c8a');
});

test('an unknown page answers the localised 404 page, which offers the directory', async ({ page }) => {
  const response = await page.goto('/va/asociaciones/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca-valencia');
  await expect(page.locator('main a[href="/va/asociaciones"]')).toBeVisible();
});

test('/directorio leads to the directory', async ({ page }) => {
  await page.goto('/directorio');
  await expect(page).toHaveURL(/\/asociaciones$/);
});

test('?realm= chooses the realm on a host that names none, and is remembered', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${new URL(origin('x')).port}/?realm=vilamar`);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'vilamar');
  await page.goto(`http://127.0.0.1:${new URL(origin('x')).port}/noticias`);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'vilamar');
});
