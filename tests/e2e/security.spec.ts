import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { origin, waitForIslands } from './helpers.ts';
import { watchScripts } from './csp.ts';

// Every page type's headers, policy and the browser's violation reports are checked on its visit in frame.spec.ts.

test('the live parts run under the policy: the directory filters as the visitor types', async ({ page }) => {
  const watch = await watchScripts(page);
  await page.goto(`${origin('alcantir')}/asociaciones`);
  await waitForIslands(page);
  // The directory's own search (a combobox, src/browser/directory-search.ts), which suggests associations as the visitor types.
  await page.locator('main').getByRole('combobox').first().fill('Asoc');
  await expect(page.locator('main').getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.violations).toEqual([]);
  expect(watch.cspConsole).toEqual([]);
});

test('the policy blocks an inline script injected into a built page, and the watch sees it', async ({ page }) => {
  const watch = await watchScripts(page);
  await page.goto(`${origin('alcantir')}/`);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __ran?: boolean }).__ran ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => watch.violations.join('\n')).toMatch(/^script-src-elem inline/);
});

test('a third-party video, once the visitor asks for it, is allowed by frame-src', async ({ page }) => {
  const watch = await watchScripts(page);
  await page.goto(`${origin('alcantir')}/asociaciones/6650a1000000000000000001`);
  const play = page.locator('[data-embed-play]').first();
  await play.click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(watch.violations).toEqual([]);
});

test('every built page carries the hash of each of its inline scripts and styles, and nothing else lets inline code run', () => {
  let pages = 0;
  for (const realm of ['alcantir', 'vilamar']) {
    const root = join(E2E_STATE, 'dist', realm);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      pages++;
      const file = join(entry.parentPath, entry.name);
      const html = readFileSync(file, 'utf8');
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
      expect(policy, file).toBeTruthy();
      const loose = policy!
        .split(';')
        .map((d) => d.trim())
        .filter((d) => /'unsafe-(inline|eval)'/.test(d))
        .map((d) => d.split(' ')[0]);
      expect(loose, file).toEqual(['style-src-attr']);
      expect(html, file).not.toMatch(/\son[a-z]+\s*=\s*["']?[^"'\s>]/i); // no inline event handlers at all
      for (const [, tag, body] of html.matchAll(/<(script|style)\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/\1>/g)) {
        const hash = createHash('sha256').update(body!).digest('base64');
        expect(policy, `${file}: inline ${tag} "${body!.slice(0, 60)}…"`).toContain(`'sha256-${hash}'`);
      }
    }
  }
  expect(pages).toBeGreaterThan(100);
});
