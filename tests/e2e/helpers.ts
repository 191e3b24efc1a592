import { expect, type Page, type Response } from '@playwright/test';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { E2E_PORT, E2E_STATE } from '../../playwright.config.ts';
import { axeOn } from './axe.ts';
import { localPath } from '../../src/i18n/addresses.ts';
import { t } from '../../src/i18n/index.ts';
import { isLanguage } from '../../src/schemas/languages.ts';
import { address, DEMO_ACCOUNTS, type PageSample, pageTypes, realmLanguages } from '../support/page-types.ts';

/** A realm's site as the browser reaches it (Chromium resolves *.localhost to loopback). */
/**
 * The phone project (playwright.config.ts) runs only the tests tagged with this: those whose phone layout or touch
 * differs (the menu, the banner, forms and lists at 375 px, one journey per kind of form). The rest are the same
 * code and server on a phone: checking them twice only doubled the suite's time.
 */
export const PHONE = { tag: '@phone' } as const;
/** Tests of what exists only on a phone (the menu button below 769 px): the phone runs them, the desktop leaves them out. */
export const PHONE_ONLY = { tag: ['@phone', '@phone-only'] };

export const origin = (realm: string) => `http://${realm}.localhost:${E2E_PORT}`;

/** A page's Spanish path in `lang` of a demo realm (Spanish first): its prefix and its words (src/i18n/addresses.ts). */
export const inLanguage = (lang: string, path: string) => (isLanguage(lang) && lang !== 'es' ? `/${lang}${localPath(lang, path)}` : path);

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

/** How a sample page is opened by a test: signed out, or as the demo account it is for (tests/support/page-types.ts). */
export interface PageVisit {
  sample: PageSample;
  signedIn: boolean;
  /** The language it is visited in: the one asked for, or the realm's own at the same place (Vilamar's `ca` for `va`). */
  lang: string;
  /** Unique among the visits of one language: the realm, the address and who is signed in. */
  name: string;
  /**
   * The first sample of its page type in its realm, or a request form (each form is its own page: its fields and
   * their labels come from the mailbox). The other samples of a page type (the further services of cita previa,
   * surveys, letter pages, news items) share its layout and its words, and differ only in content: the checks of
   * the frame visit them in the first language at 1280 px, and leave the second language and the phone to the
   * representative.
   */
  representative: boolean;
}

/**
 * Every sample page in `lang`, signed out, and the pages for a signed-in user once more as the demo account each is
 * for. A spec defines one test per visit (`for (const visit of pageVisits(lang)) test(…)`): each page gets its own
 * time-out and report, and the two workers share them.
 */
export function pageVisits(lang: string): PageVisit[] {
  const representatives = new Set(
    PAGE_SAMPLES.filter(
      (sample, i) =>
        sample.route === '/buzon/[mailbox]' || PAGE_SAMPLES.findIndex((other) => other.route === sample.route && other.realm === sample.realm) === i,
    ),
  );
  const visit = (sample: PageSample, signedIn: boolean): PageVisit => {
    const own = ownLanguage(sample.realm, lang);
    const name = `${sample.realm} ${address(sample, own)}${signedIn ? ` as ${sample.signedIn}` : ''}`;
    return { sample, signedIn, lang: own, name, representative: representatives.has(sample) };
  };
  const visits = PAGE_SAMPLES.map((sample) => visit(sample, false));
  for (const sample of PAGE_SAMPLES.filter((s) => s.signedIn)) visits.push(visit(sample, true));
  return visits;
}

/** `lang` when the realm has it, else the realm's language at the same place (its first, or its second for `va`). */
function ownLanguage(realm: string, lang: string): string {
  const languages = realmLanguages(realm);
  if (languages.includes(lang)) return lang;
  const second = languages[1];
  return lang === 'es' || !second ? languages[0]! : second;
}

/**
 * Opens a visit's page (signing in first when it is for a signed-in user, then waiting until its islands have loaded
 * what they show that user), a redirect stub followed to where it lands; answers its address and response.
 */
export async function openVisit(page: Page, visit: PageVisit, lang: string): Promise<{ url: string; response: Response | null }> {
  const url = pageUrl(visit.sample, lang);
  if (visit.signedIn && visit.sample.signedIn) await signIn(page, visit.sample.realm, DEMO_ACCOUNTS[visit.sample.signedIn]);
  const response = await page.goto(url);
  await followRedirectStub(page, url);
  await signedInShown(page, visit, url);
  return { url, response };
}

/** Loads a visit's page again where it is (after a change of viewport), waiting as `openVisit` does. */
export async function reopenVisit(page: Page, visit: PageVisit): Promise<void> {
  await page.reload();
  await signedInShown(page, visit, page.url());
}

/** For a signed-in visit, waits until the header shows the account and the islands have loaded what they show it. */
async function signedInShown(page: Page, visit: PageVisit, url: string): Promise<void> {
  if (!visit.signedIn) return;
  await expect(page.locator('[data-account-menu]'), `${url}: the header shows the account signed in`).toBeVisible();
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
}

/** Signs in to a realm's site through its sign-in page's form, as a citizen would, and waits for the header to say so. */
export async function signIn(page: Page, realm: string, account: { email: string; password: string }): Promise<void> {
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
  await animationsSettled(page);
  const results = await axeOn(page).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * Waits until every animation of the page that ends has ended (a dialog fading in, src/islands/widgets/widgets.css):
 * axe measures colour contrast with the opacity of the moment, so text still fading in fails it. Animations that
 * never end (a loading indicator) are not waited for, and a cancelled one counts as ended.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
  if (path.endsWith('/directorio')) await page.waitForURL((url) => /\/(asociaciones|associacions|associations)$/.test(url.pathname), { waitUntil: 'load' });
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
