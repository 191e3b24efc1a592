import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';
const port = process.argv[2];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const consent = {
  name: 'consent',
  value: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: false, preciseGeolocation: false, deviceFingerprinting: false } }),
};
async function shoot(user: string, pass: string, paths: string[], width: number, tag: string) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: { cookies: [], origins: [{ origin: `http://alcantir.localhost:${port}`, localStorage: [consent] }] },
  });
  const page = await context.newPage();
  await page.goto(`http://alcantir.localhost:${port}/cuenta`);
  const form = page.locator('[data-form="sign-in"]');
  await form.locator('input[type=email], input[name=email], input[autocomplete=username]').first().fill(user);
  await form.locator('input[type=password]').first().fill(pass);
  await form.locator('button[type=submit]').first().click();
  await page.locator('[data-account-menu]').waitFor();
  for (const p of paths) {
    await page.goto(`http://alcantir.localhost:${port}${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const out = `/tmp/shots/${tag}-${p.replace(/[^a-z]/g, '_')}-${width}.png`;
    await page.screenshot({ path: out, fullPage: false });
    console.log(out);
  }
  await context.close();
}
await shoot('gestor', 'alcantir-gestor', ['/gestion', '/va/gestion'], 1280, 'gestor');
await shoot('gestor', 'alcantir-gestor', ['/gestion'], 375, 'gestor');
await browser.close();
