import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright's own download does not work on these machines). Never add
 * --disable-software-rasterizer: MapLibre needs WebGL2, which SwiftShader provides.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  return path;
}

/**
 * The browser the e2e tests drive: Debian's headless shell of Chromium when it is installed (`apt-get install -y
 * chromium-headless-shell`), the same engine and version without the desktop browser around it (the headless mode
 * Playwright itself runs by default), else Chromium. `CHROMIUM_PATH` chooses another. Lighthouse and the bench's
 * browser rows keep the full Chromium, as a visitor's browser.
 */
export function e2eChromiumPath(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
