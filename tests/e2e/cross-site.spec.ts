/**
 * Cross-site request forgery in a real browser: a page on another site (served by Playwright at
 * http://evil.example) tries to act for a citizen logged in to alcantir. Chromium sends what it really sends
 * (Origin, Sec-Fetch-Site, the SameSite=Lax cookie on a top-level GET); the API refuses, and the citizen stays
 * logged in. The same-origin form keeps working: request-form.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { origin } from './helpers.ts';

const EVIL = 'http://evil.example';

async function loggedIn(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/alcantir/loggedin', { credentials: 'include' })).status);
}

/** Serves one page of "another site" from Playwright, so no DNS and no server of ours is involved. */
async function evilPage(page: Page, html: string) {
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="en"><title>Another site</title><body>${html}</body></html>` }),
  );
  await page.goto(`${EVIL}/`);
}

test.describe('another site acting for a logged-in citizen', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${origin('alcantir')}/`);
    const status = await page.evaluate(
      async () =>
        (
          await fetch('/api/alcantir/login', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ user: 'vecina', password: 'alcantir-demo' }),
          })
        ).status,
    );
    expect(status).toBe(200);
    expect(await loggedIn(page)).toBe(200);
  });

  test('a link to logout on another site does not log the citizen out', async ({ page, context }) => {
    const evil = await context.newPage();
    await evilPage(evil, `<a href="${origin('alcantir')}/api/alcantir/logout">Win a prize</a>`);
    await evil.getByRole('link', { name: 'Win a prize' }).click();
    await expect(evil.locator('body')).toContainText('Petición rechazada');
    expect(await loggedIn(page)).toBe(200);
  });

  test("a form on another site cannot send a request in the citizen's name", async ({ page, context }) => {
    const evil = await context.newPage();
    // text/plain needs no CORS preflight: the classic way to post "JSON" from a form.
    await evilPage(
      evil,
      `<form method="post" enctype="text/plain" action="${origin('alcantir')}/api/alcantir/requests/incidencias/create">
      <input type="hidden" name='{"body":"forged","x":"' value='"}'><button>Send</button></form>`,
    );
    await evil.getByRole('button', { name: 'Send' }).click();
    await expect(evil.locator('body')).toContainText('Petición rechazada');
    expect(await loggedIn(page)).toBe(200);
  });
});
