import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { E2E_PORT, E2E_STATE } from '../../playwright.config.ts';
import { e2eDatabase, origin } from './helpers.ts';

test('after a rebuild with changed guide text, the next visit shows the new text, through the service worker too', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin('alcantir')}/recursos`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // An editor changes the guide in the provider's content (the local API's database).
  const marker = 'Texto nuevo de la guía tras la reconstrucción.';
  const db = e2eDatabase();
  const row = db.prepare("SELECT id, doc FROM documents WHERE realm = 'alcantir' AND collection = 'articulos'").get() as { id: string; doc: string };
  const guide = JSON.parse(row.doc);
  guide.voidGroup[0].body = { ...guide.voidGroup[0].body, es: `${guide.voidGroup[0].body.es}<p>${marker}</p>` };
  db.prepare("UPDATE documents SET doc = ? WHERE realm = 'alcantir' AND collection = 'articulos' AND id = ?").run(JSON.stringify(guide), row.id);
  db.close();

  execFileSync(process.execPath, ['scripts/build.ts', '--realm', 'alcantir', '--api-origin', `http://127.0.0.1:${E2E_PORT}`], {
    env: { ...process.env, PORTAL_DIST_DIR: `${E2E_STATE}/dist`, PORTAL_CACHE_DIR: `${E2E_STATE}/cache` },
    stdio: 'pipe',
  });

  await page.goto(`${origin('alcantir')}/recursos`);
  await expect(page.getByText(marker)).toBeVisible();
  await context.close();
});
