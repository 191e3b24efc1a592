import type { RealmConfig } from '../schemas/realm.ts';

/**
 * The security policy of one realm's site, built from its configuration in one place. Every page carries the
 * Content-Security-Policy in a `<meta>` element (Astro's `security.csp` adds `script-src` and `style-src` with
 * the hashes of the page's own scripts and styles, see astro.config.mjs); the local server, the CDN's `_headers`
 * file and the example nginx config send the same response headers, from `securityHeaders()`.
 */

/** Hosts of the third-party video players Media.astro embeds, only after the visitor clicks play. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Where the named CDN map styles (spec: "from a CDN") fetch their style, tiles, glyphs and sprites. `builtin` needs
 * nothing; a style given as a URL adds its own origin. Keep this table in step with the map island's styles.
 */
export const MAP_STYLE_ORIGINS: Record<string, string[]> = {
  builtin: [],
  default: ['https://basemaps.cartocdn.com', 'https://tiles.basemaps.cartocdn.com'],
  voyager: ['https://basemaps.cartocdn.com', 'https://tiles.basemaps.cartocdn.com'],
  voyager_nolabels: ['https://basemaps.cartocdn.com', 'https://tiles.basemaps.cartocdn.com'],
  nonames: ['https://basemaps.cartocdn.com', 'https://tiles.basemaps.cartocdn.com'],
  mapbox: ['https://api.mapbox.com', 'https://events.mapbox.com'],
  jawg: ['https://api.jawg.io', 'https://tile.jawg.io'],
};

function originOf(url: string): string | undefined {
  return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

/** Origins of the realm's API endpoints that are not the site's own (`/api` is same-origin: 'self'). */
export function endpointOrigins(realm: Pick<RealmConfig, 'endpoints'>): string[] {
  const origins = Object.values(realm.endpoints ?? {}).map((url) => (url ? originOf(url) : undefined));
  return [...new Set(origins.filter((o): o is string => !!o))].sort();
}

function mapOrigins(realm: Pick<RealmConfig, 'mapStyle'>): string[] {
  const style = realm.mapStyle ?? 'builtin';
  return MAP_STYLE_ORIGINS[style] ?? [originOf(style)].filter((o): o is string => !!o);
}

/**
 * The policy's directives other than `script-src` and `style-src` (Astro owns those, with hashes), each with
 * the reason it is what it is. `frame-ancestors` is not here: browsers ignore it in a `<meta>` element, so it
 * goes in the response headers only.
 */
export function cspDirectives(realm: Pick<RealmConfig, 'endpoints' | 'mapStyle'>): string[] {
  const api = endpointOrigins(realm);
  const map = mapOrigins(realm);
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    // Anything not named below comes from the site itself.
    "default-src 'self'",
    // The islands call the realm's API endpoints (content, auth, requests, payments, census…), on this origin
    // (/api) or on the provider's hosts; the map fetches its style and tiles.
    `connect-src ${list("'self'", ...api, ...map)}`,
    // Editors' bodies may show images from any https host (the sanitiser allows http(s) images); the request
    // form previews photos as blob: URLs and the captcha may be a data: image; MapLibre decodes images as blobs.
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...api)}`,
    // Audio and video files of associations come from the asset endpoint or, for audio, any https URI.
    `media-src ${list("'self'", 'blob:', 'https:', ...api)}`,
    // Only the video players, and only after the visitor's click.
    `frame-src ${list(...VIDEO_PLAYER_ORIGINS)}`,
    // MapLibre's worker is a self-hosted file, and it builds a helper worker from a blob.
    "worker-src 'self' blob:",
    "font-src 'self'",
    "manifest-src 'self'",
    // No plugins, and no <base> that would re-point every relative link.
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post to the site or the realm's endpoints (the payment gateway's redirect form among them).
    `form-action ${list("'self'", ...api)}`,
  ];
}

/** Who may frame the site: only itself (clickjacking). Header-only. */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * The response headers of every file of a realm's site. The Content-Security-Policy header repeats the page
 * policy without `default-src` (which would also govern scripts and styles, whose hashes only the page knows)
 * and adds `frame-ancestors`; a browser enforces both policies, so the header cannot loosen the page's.
 */
export function securityHeaders(realm: Pick<RealmConfig, 'endpoints' | 'mapStyle'>): Record<string, string> {
  const directives = cspDirectives(realm).filter((d) => !d.startsWith('default-src'));
  return {
    'Content-Security-Policy': [...directives, FRAME_ANCESTORS].join('; '),
    // Browsers ignore it over plain http (the local server), and keep to https for a year once they saw it.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for the map's "near me" and the request form's location, on this site only; payments on the
    // site itself; nothing else the portal does not use.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(self), usb=()',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
