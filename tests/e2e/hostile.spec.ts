import { expect, test, type Browser } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { TITLE_PREFIX } from '../fixtures/hostile-realm.ts';
import { watchScripts } from './csp.ts';
import { followRedirectStub, origin, waitForIslands, waitForReleases } from './helpers.ts';

/**
 * Content is data, never code: a realm whose every text field holds a hostile input (tests/fixtures/hostile-realm.ts)
 * is served by the e2e server's local API and built by its start-up build with the other realms
 * (tests/fixtures/e2e-realms.ts), and every page of it is opened in Chromium, once with the Content-Security-Policy
 * and once with the browser told to ignore it (so that the sanitiser alone must hold). No script may run: no
 * dialog, no console marker, no request to a planted host.
 */
const REALM = 'hostile';
const ORIGIN = origin(REALM);
const release = () => realpathSync(join(E2E_STATE, 'dist', REALM));

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await waitForReleases([REALM]);
});

/** Every page of the built site, as site paths. */
function builtPages(): string[] {
  const root = release();
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(root, entry.parentPath).split(sep).filter(Boolean).join('/')}`)
    .sort();
}

async function visitAll(browser: Browser, bypassCSP: boolean) {
  const context = await browser.newContext({ bypassCSP });
  const page = await context.newPage();
  const watch = await watchScripts(page);
  const pages = builtPages();
  for (const path of pages) {
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
    await followRedirectStub(page, path);
    await waitForIslands(page);
    // Handlers that need a visitor (hover, focus, toggle…): fire those events at every element of the page.
    await page.evaluate(() => {
      const types = ['mouseover', 'mouseenter', 'pointerenter', 'focus', 'toggle', 'animationstart', 'begin', 'load', 'error'];
      for (const element of document.querySelectorAll('body *')) for (const type of types) element.dispatchEvent(new Event(type));
    });
  }
  await page.waitForTimeout(500);
  await context.close();
  return { watch, pages };
}

test('no hostile input runs on any page, with the policy in force', async ({ browser }) => {
  test.setTimeout(240_000);
  const { watch, pages } = await visitAll(browser, false);
  expect(pages.length).toBeGreaterThan(40);
  expect(watch.dialogs).toEqual([]);
  expect(watch.markers).toEqual([]);
  expect(watch.planted).toEqual([]);
  // Nothing was even tried: the sanitiser removed it before the policy had to block it.
  expect(watch.violations).toEqual([]);
});

test('no hostile input runs on any page even when the browser ignores the policy: the sanitiser holds alone', async ({ browser }) => {
  test.setTimeout(240_000);
  const { watch } = await visitAll(browser, true);
  expect(watch.dialogs).toEqual([]);
  expect(watch.markers).toEqual([]);
  expect(watch.planted).toEqual([]);
});

test('plain-text fields are shown as the text they are, never parsed as HTML', async ({ page }) => {
  const root = release();
  const associations = JSON.parse(readFileSync(join(E2E_STATE, 'realms', REALM, 'demo', 'asociaciones.json'), 'utf8')) as Array<{
    _id: string;
    title: { es: string };
  }>;
  let checked = 0;
  for (const association of associations) {
    if (!existsSync(join(root, 'asociaciones', association._id, 'index.html'))) continue;
    await page.goto(`${ORIGIN}/asociaciones/${association._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(association.title.es);
    expect(association.title.es.startsWith(TITLE_PREFIX)).toBe(true);
    // The title's markup is text: no element of the vector made it into the heading.
    expect(await page.getByRole('heading', { level: 1 }).locator('*').count()).toBe(0);
    checked++;
  }
  expect(checked).toBeGreaterThanOrEqual(5);
});

test('structured data stays data: every JSON-LD block parses and keeps hostile text inside its strings', () => {
  const root = release();
  let blocks = 0;
  for (const path of builtPages()) {
    const html = readFileSync(join(root, path, 'index.html'), 'utf8');
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(json!), path).not.toThrow();
      expect(json, path).not.toMatch(/<\/?script/i);
      blocks++;
    }
  }
  expect(blocks).toBeGreaterThan(5);
});
