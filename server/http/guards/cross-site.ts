/**
 * Cross-site request forgery guard of the write API. Session cookies are SameSite=Lax, which already keeps
 * them off cross-site POSTs in current browsers; this is the second lock, for older browsers and for the
 * "simple" requests (a form, text/plain) that need no CORS preflight: a state-changing call from a browser
 * must come from the API's own origin or from one of the realms' own sites, compared as whole origins (scheme,
 * host and port): `http://` or another port of a realm's host is another site. `localhost` names (`<id>.localhost`,
 * a realm host under `.localhost`) are trusted only when the server is told it runs for development
 * (`LOCAL_API_DEVELOPMENT=1`, docs/write-side.md): on a public server they name whatever runs on the visitor's
 * own machine.
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

export interface CrossSiteOptions {
  /** Trust `localhost` origins of the realms (`<id>.localhost`, any scheme and port): a developer's machine only. */
  development?: boolean | undefined;
}

const isLocalName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * Whether an Origin is one of a realm's sites: `https://` and one of its configured hosts exactly as configured
 * (a port only if the host names one). With `development`, also `<id>.localhost` and the realm's hosts under
 * `.localhost`, over http or https and on any port. Only exact names count: the looser host guessing of the site
 * (`asociaciones.<id>.…`) is not proof here, since anyone can name their own domain that way.
 */
export function realmOrigin(origin: string, realms: readonly RealmConfig[], { development = false }: CrossSiteOptions = {}): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An Origin is a scheme, a host and a port, nothing more: anything else is not one a browser sends.
  if (url.origin === 'null' || url.origin !== origin.toLowerCase()) return false;
  if (isLocalName(url.hostname)) {
    if (!development || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
    return realms.some((r) => url.hostname === `${r.id}.localhost` || r.hosts.some((h) => h.toLowerCase().replace(/:\d+$/, '') === url.hostname));
  }
  return url.protocol === 'https:' && realms.some((r) => r.hosts.some((h) => h.toLowerCase() === url.host));
}

/** Why a call is refused, or undefined when it may go on. */
export function crossSiteProblem(c: Context, realms: readonly RealmConfig[], options: CrossSiteOptions = {}): string | undefined {
  const site = c.req.header('sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return undefined;
  const origin = c.req.header('origin');
  if (origin === undefined) return site === undefined ? undefined : `Sec-Fetch-Site ${site} without Origin`;
  if (origin === ownOrigin(c) || realmOrigin(origin, realms, options)) return undefined;
  return `Origin ${origin.slice(0, 100)}`;
}

/**
 * Guards every state-changing call, and the logout calls too: the spec makes logout a GET, and a page
 * elsewhere should not be able to log a citizen out in the middle of a form.
 */
export function crossSiteGuard(realms: () => RealmConfig[], options: CrossSiteOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const changes = !SAFE_METHODS.has(c.req.method) || /\/logout$/.test(c.req.path);
    if (changes && crossSiteProblem(c, realms(), options)) throw new ApiError('crossSite');
    return next();
  };
}
