import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { resolveRealm } from '../../../src/realm/resolve.ts';
import { oldAddressTarget, rewriteOf } from '../../../src/realm/rewrites.ts';
import { securityHeaders } from '../../../src/realm/security.ts';
import { contentType } from '../../files/mime.ts';
import { chooseEncoding, compressed } from '../compress.ts';

export interface SiteOptions {
  distDir: string;
  realms: () => RealmConfig[];
}

/**
 * Files of a release that are for the host, not for visitors: the CDN's headers and redirects files. Matched on
 * the file a path resolves to, so no spelling of a name (`/%5Fheaders`, `//_headers`, `/_astro/../_headers`) reaches it.
 */
const HOST_FILES = new Set(['_headers', '_redirects']);

function fileIn(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // No NULs, and no dot-files (the release's own metadata is not for visitors).
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded)) return undefined;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    if (HOST_FILES.has(relative(root, candidate))) return undefined;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Serves each realm's published site (`dist/<id>/`, a link to its current release) by Host, `?realm=`
 * (remembered in a cookie) or the default realm, as a CDN with host routing would.
 */
export function siteRoutes({ distDir, realms }: SiteOptions) {
  const app = new Hono();
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const list = realms();
    const queryRealm = url.searchParams.get('realm');
    const realm = resolveRealm({ host: c.req.header('host'), query: queryRealm, remembered: getCookie(c, 'realm') }, list);
    if (queryRealm && realm === queryRealm.toLowerCase()) setCookie(c, 'realm', realm, { path: '/', sameSite: 'Lax', httpOnly: true });
    // The same headers as the CDN's _headers file and the nginx example, from the realm's configuration.
    const config = list.find((r) => r.id === realm);
    if (config) for (const [name, value] of Object.entries(securityHeaders(config))) c.header(name, value);

    const link = join(distDir, realm);
    if (!existsSync(link)) {
      c.header('Retry-After', '5');
      c.header('Refresh', '5');
      return c.html(
        `<!doctype html><html lang="es"><meta charset="utf-8"><title>Generando el portal…</title><p>El portal de <strong>${realm}</strong> se está generando. Esta página se recargará sola en unos segundos.</p></html>`,
        503,
      );
    }
    const root = realpathSync(link);
    // A request's page is the one follow-up page, whatever its reference (src/realm/rewrites.ts), as on a CDN.
    const rewrite = config && rewriteOf(url.pathname, config.languages);
    const file = fileIn(root, url.pathname) ?? (rewrite ? fileIn(root, rewrite) : undefined);
    if (file) {
      const type = contentType(file);
      const immutable = url.pathname.startsWith('/_astro/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      // Compressed as a CDN would: Brotli or gzip for text, by what the browser accepts.
      const body = readFileSync(file);
      const encoding = chooseEncoding(c.req.header('accept-encoding'), type, body.length);
      if (!encoding) return c.body(body, 200, { 'Content-Type': type, Vary: 'Accept-Encoding' });
      return c.body(compressed(file, body, encoding), 200, { 'Content-Type': type, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
    }
    // A page of another language asked for by its old Spanish address: to its own words' address, as on a CDN.
    const moved = config && oldAddressTarget(url.pathname, config.languages);
    if (moved) return c.redirect(`${moved}${url.search}`, 301);
    const lang = url.pathname.split('/')[1] ?? '';
    const notFound = config?.languages.slice(1).includes(lang as never) ? join(root, lang, '404', 'index.html') : join(root, '404', 'index.html');
    const body = existsSync(notFound) ? readFileSync(notFound) : 'Not found';
    return c.body(body, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  return app;
}
