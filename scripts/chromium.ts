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
