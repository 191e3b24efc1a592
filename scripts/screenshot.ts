/**
 * `node scripts/screenshot.ts URL OUT.png [width] [--full] [--no-banner]`: a headless Chromium screenshot, for looking at
 * screens during development and for the README's screenshot.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.ts URL OUT.png [width] [--full] [--no-banner]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 812 : 900 } });
// --no-banner: a visitor who has already answered the cookie banner (for the README's picture).
if (flags.includes('--no-banner'))
  await context.addInitScript(() =>
    localStorage.setItem(
      'consent',
      JSON.stringify({ isAccepted: false, proposals: { deviceStorage: false, preciseGeolocation: false, deviceFingerprinting: false } }),
    ),
  );
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(out);
