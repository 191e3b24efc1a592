/**
 * Cross-site request forgery guard of the write API. Session cookies are SameSite=Lax, which already keeps
 * them off cross-site POSTs in current browsers; this is the second lock, for older browsers and for the
 * "simple" requests (a form, text/plain) that need no CORS preflight: a state-changing call from a browser
 * must come from the API's own origin or from one of the realms' own hosts.
 *
 * A call that carries neither Origin nor Sec-Fetch-Site is not a browser's (the build, curl, a test), and
 * cannot ride a citizen's cookies: it passes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser asked (`http://alcantir.localhost:4321`), from the Host and the scheme it came over. */
function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const https = url.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  return `${https ? 'https' : 'http'}://${(c.req.header('host') ?? url.host).toLowerCase()}`;
}

/**
 * Whether an Origin belongs to a realm: one of its configured hosts, or `<id>.localhost` for local runs. Only
 * exact names count: the looser host guessing of the site (`asociaciones.<id>.…`) is not proof here, since
 * anyone can name their own domain that way.
 */
export function realmOrigin(origin: string, realms: readonly RealmConfig[]): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return realms.some((r) => r.hosts.some((h) => h.toLowerCase().replace(/:\d+$/, '') === host) || host === `${r.id}.localhost`);
}

/** Why a call is refused, or undefined when it may go on. */
export function crossSiteProblem(c: Context, realms: readonly RealmConfig[]): string | undefined {
  const site = c.req.header('sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return undefined;
  const origin = c.req.header('origin');
  if (origin === undefined) return site === undefined ? undefined : `Sec-Fetch-Site ${site} without Origin`;
  if (origin === ownOrigin(c) || realmOrigin(origin, realms)) return undefined;
  return `Origin ${origin.slice(0, 100)}`;
}

/**
 * Guards every state-changing call, and the logout calls too: the spec makes logout a GET, and a page
 * elsewhere should not be able to log a citizen out in the middle of a form.
 */
export function crossSiteGuard(realms: () => RealmConfig[]): MiddlewareHandler {
  return async (c, next) => {
    const changes = !SAFE_METHODS.has(c.req.method) || /\/logout$/.test(c.req.path);
    if (changes && crossSiteProblem(c, realms())) throw new ApiError('crossSite');
    return next();
  };
}
