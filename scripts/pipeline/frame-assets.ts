import { assetUrl } from '../../src/api/assets.ts';
import { RETRY_DELAY_MS } from '../../src/api/client.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { PortalSettings } from '../../src/schemas/settings.ts';
import { RealmPullError } from './pull.ts';

/** How long a frame asset may take to answer before the build calls it broken. */
export const ASSET_TIMEOUT_MS = 20_000;

/** One GET of an asset: undefined when it is a usable image, else what is wrong with it. */
async function check(url: string, timeout: number): Promise<{ problem?: string; transient?: boolean }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeout) });
    const type = response.headers.get('content-type') ?? '';
    await response.body?.cancel();
    if (!response.ok) return { problem: `${response.status} ${response.statusText}`.trim(), transient: response.status >= 500 || response.status === 429 };
    if (!type.startsWith('image/')) return { problem: `not an image (${type || 'no Content-Type'})` };
    return {};
  } catch (error) {
    const cause = error as Error & { cause?: Error };
    return { problem: cause.name === 'TimeoutError' ? `no answer within ${timeout} ms` : (cause.cause?.message ?? cause.message), transient: true };
  }
}

/**
 * Checks that the frame's images (logo, favicon) answer 200 with an image, retrying twice with back-off like
 * every read. Every page shows them and the service worker precaches them: one that answers 404 makes the
 * worker's install fail, so the realm would lose its offline pages. Content images (thousands per realm) are
 * not checked: a broken one spoils one picture, not the site.
 */
export async function probeFrameAssets(
  assets: Array<{ label: string; url: string }>,
  origin: string,
  options: { timeout?: number; retryDelay?: number } = {},
): Promise<void> {
  const timeout = options.timeout ?? ASSET_TIMEOUT_MS;
  const delay = options.retryDelay ?? RETRY_DELAY_MS;
  for (const { label, url } of assets) {
    const absolute = new URL(url, origin).toString();
    let result = await check(absolute, timeout);
    for (let i = 0; i < 2 && result.transient; i++) {
      await new Promise((resolve) => setTimeout(resolve, delay * 2 ** i));
      result = await check(absolute, timeout);
    }
    if (result.problem) throw new RealmPullError(`the ${label} asset is broken: [GET] "${absolute}": ${result.problem}`);
  }
}

/**
 * Checks a realm's frame images (its logo, favicon and footer logos, where its settings name them) and returns
 * those served from the realm's own origin, which the service worker precaches.
 */
export async function checkFrameAssets(
  realm: RealmConfig,
  settings: PortalSettings,
  origin: string,
  options: { timeout?: number; retryDelay?: number } = {},
): Promise<string[]> {
  const base = realm.endpoints.assets ?? '/api';
  // The footer's logos (Generalitat, Diputació) are on every page too, the offline guide's included.
  const frame: Array<readonly [string, PortalSettings['logo']]> = [
    ['logo', settings.logo],
    ['favicon', settings.favicon],
    ...(settings.footer?.logos ?? []).map((logo, i) => [`footer logo ${i + 1}`, logo.image] as const),
  ];
  const assets = frame
    .map(([label, asset]) => ({ label: `settings ${label}`, url: assetUrl(base, realm.id, 'settings', asset) }))
    .filter((asset): asset is { label: string; url: string } => !!asset.url);
  await probeFrameAssets(assets, origin, options);
  return assets.map((asset) => asset.url).filter((url) => url.startsWith('/'));
}
