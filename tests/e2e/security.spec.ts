import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { firstIds, followRedirectStub, origin, waitForIslands } from './helpers.ts';
import { watchScripts } from './csp.ts';

/** Every page type, as language-neutral paths; `{association}` and `{news}` are real ids. */
const PAGES = [
  '/',
  '/asociaciones',
  '/asociaciones/{association}',
  '/noticias',
  '/noticias/{news}',
  '/agenda',
  '/recursos',
  '/contacto',
  '/aviso-legal',
  '/politica-privacidad',
  '/accesibilidad',
  '/offline',
  '/directorio',
  '/no-existe',
  '/datos-abiertos',
  '/buscar',
  '/buzon/incidencias',
  '/buzon/subvenciones',
  '/gestion',
  '/cuenta',
  '/cuenta/perfil',
  '/cuenta/verificar',
  '/cuenta/contrasena',
];

async function settle(page: Page) {
  // Islands hydrate after load; a violation from hydration would come then.
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
}

for (const [realm, second] of [
  ['alcantir', 'va'],
  ['vilamar', 'ca'],
] as const) {
  test(`${realm}: every page type runs with its policy and the browser reports no violation (es and ${second})`, async ({ page }) => {
    test.setTimeout(90_000);
    const watch = await watchScripts(page);
    const ids = await firstIds(page, realm);
    for (const prefix of ['', `/${second}`]) {
      for (const template of PAGES) {
        const path = `${prefix}${template.replace('{association}', ids.association).replace('{news}', ids.news)}`;
        const response = await page.goto(`${origin(realm)}${path}`);
        const headers = response!.headers();
        expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'self'/);
        expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
        await followRedirectStub(page, path);
        const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
        expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
        expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
        await settle(page);
      }
    }
    // The live parts: the directory's search island filters, the video player loads only after a click.
    await page.goto(`${origin(realm)}/asociaciones`);
    await settle(page);
    const search = page.getByRole('searchbox').first();
    if (await search.count()) await search.fill('a');
    expect(watch.violations).toEqual([]);
    expect(watch.cspConsole).toEqual([]);
  });
}

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
  test.skip(test.info().project.name === 'mobile', 'reads files: one run is enough');
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
