import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response } from '@playwright/test';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { E2E_PORT, E2E_STATE } from '../../playwright.config.ts';
import { t } from '../../src/i18n/index.ts';
import { address, DEMO_ACCOUNTS, type PageSample, pageTypes } from '../support/page-types.ts';

/** A realm's site as the browser reaches it (Chromium resolves *.localhost to loopback). */
export const origin = (realm: string) => `http://${realm}.localhost:${E2E_PORT}`;

/** The local API's collections of a realm, for requests made from the test (Node does not resolve *.localhost). */
export const api = (realm: string) => `http://127.0.0.1:${E2E_PORT}/api/${realm}/collections`;

/** A file of a realm's site, for requests made from the test: the realm chosen by ?realm= instead of the host. */
export const siteFile = (realm: string, path: string) => `http://127.0.0.1:${E2E_PORT}${path}?realm=${realm}`;

/**
 * One or more pages of each type of the site, from the routes of src/pages (tests/support/page-types.ts), each
 * in its realm's first language; `pageUrl` gives one in any language of its realm.
 */
export const PAGE_SAMPLES: readonly PageSample[] = pageTypes();

/** A sample page's address in `lang`, on its realm's host. */
export const pageUrl = (sample: PageSample, lang: string) => `${origin(sample.realm)}${address(sample, lang)}`;

/**
 * Opens every sample page in `lang` signed out, then the pages for a signed-in user again as the demo account
 * each is for (tests/support/page-types.ts), once their islands have loaded what they show that user; `check`
 * looks at each page as opened (a redirect stub followed to where it lands).
 */
export async function visitEveryPageType(
  page: Page,
  lang: string,
  check: (url: string, sample: PageSample, response: Response | null) => Promise<void>,
): Promise<void> {
  const open = async (sample: PageSample, signedIn: boolean) => {
    const url = pageUrl(sample, lang);
    const response = await page.goto(url);
    await followRedirectStub(page, url);
    if (signedIn) {
      await expect(page.locator('[data-account-menu]'), `${url}: the header shows the account signed in`).toBeVisible();
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
    }
    await check(url, sample, response);
  };
  for (const sample of PAGE_SAMPLES) await open(sample, false);
  for (const who of Object.keys(DEMO_ACCOUNTS) as Array<keyof typeof DEMO_ACCOUNTS>) {
    const signedInto = new Set<string>();
    for (const sample of PAGE_SAMPLES.filter((s) => s.signedIn === who)) {
      if (!signedInto.has(sample.realm)) await signIn(page, sample.realm, DEMO_ACCOUNTS[who]);
      signedInto.add(sample.realm);
      await open(sample, true);
    }
    await page.context().clearCookies();
  }
}

/** Signs in to a realm's site through its sign-in page's form, as a citizen would, and waits for the header to say so. */
async function signIn(page: Page, realm: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${origin(realm)}/cuenta`);
  const form = page.locator('[data-form="sign-in"]');
  await form.getByLabel(t('es', 'account.field.email')).fill(account.email);
  await form.getByLabel(t('es', 'account.field.password'), { exact: true }).fill(account.password);
  await form.getByRole('button', { name: t('es', 'account.signIn.submit') }).click();
  await expect(page.locator('[data-account-menu]'), `${account.email} signs in to ${realm}`).toBeVisible();
}

/**
 * Waits until the e2e server has published each realm's site (`dist/<realm>`, a link its first build makes): the
 * server answers as soon as the default realm is up, while the others still build.
 */
export async function waitForReleases(realms: Iterable<string>): Promise<void> {
  for (const realm of realms) await expect.poll(() => existsSync(`${E2E_STATE}/dist/${realm}`), { message: `${realm} published`, timeout: 120_000 }).toBe(true);
}

/** The ids the local API has, to visit pages that exist. */
export async function firstIds(page: Page, realm: string): Promise<{ association: string; news: string }> {
  const collections = api(realm);
  const associations = await (await page.request.get(`${collections}/asociaciones?estado=Activa&sort=title&limit=1&fields=title`)).json();
  const news = await (
    await page.request.get(`${collections}/asociaciones_eventos?nodeTypes=/noticia/i&isPublished=true&!section&limit=1&sort=-date&fields=title`)
  ).json();
  return { association: associations.items[0]._id, news: news.items[0]._id };
}

/** Runs axe with the WCAG 2.0/2.1 A and AA rules and fails listing each violation and where. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** The page has no horizontal scrolling (reflow). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The old directory address (`/directorio`) sends the visitor on at once with a meta refresh: after going there,
 * wait until it has, or the page changes under whatever the test checks next ("execution context was destroyed").
 */
export async function followRedirectStub(page: Page, path: string): Promise<void> {
  if (path.endsWith('/directorio')) await page.waitForURL((url) => url.pathname.endsWith('/asociaciones'), { waitUntil: 'load' });
}

/**
 * Waits until every island of the page has hydrated: those that load at once, and those that wait to be seen
 * (`client:visible`, e.g. a map below the fold), which are scrolled into view one by one.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    if ((await island.getAttribute('client')) === 'visible') await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The e2e server's database, opened beside the running server: waits up to 5 s for the server's write lock
 * instead of failing at once with "database is locked" when a test reaches in while the server writes.
 */
export function e2eDatabase(options: { readOnly?: boolean } = {}): DatabaseSync {
  const db = new DatabaseSync(`${E2E_STATE}/db.sqlite`, options);
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}
