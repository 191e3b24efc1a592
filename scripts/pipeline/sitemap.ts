import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { localPath, spanishPath } from '../../src/i18n/addresses.ts';
import { htmlLang, isLanguage } from '../../src/schemas/languages.ts';

/**
 * Pages that are not content: the 404 and offline pages, the /directorio redirect, the search page, the account
 * pages (`/cuenta…`), a citizen's own requests and the staff desk (noindex all).
 */
const EXCLUDED = new Set(['404', 'offline', 'directorio', 'buscar', 'cuenta', 'mis-solicitudes', 'gestion', 'comercio']);
/**
 * Single pages left out inside a section that is in it: an appointment's private page (docs/appointments.md "The
 * private link"), which shows nothing without the fragment a visitor's link carries, and says noindex; a citizen's
 * vouchers (docs/vouchers.md "Pages"), likewise.
 */
const EXCLUDED_PAGES = new Set(['/cita-previa/cita', '/bonos/mis-bonos']);
/** Paths no crawler has any business in: the offline page, and the citizen's requests (their pages say noindex too). */
const DISALLOWED = ['/offline', '/mis-solicitudes/'];
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The built pages of a release as site paths ("/", "/va/asociaciones/123"). */
export function builtPages(release: string): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(release, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const dir = relative(release, entry.parentPath).split(sep).filter(Boolean);
    pages.push(`/${dir.join('/')}`);
  }
  return pages.sort();
}

/** A built page's address as its canonical link gives it: a language's home is "/va/", like the site's links. */
export function canonicalPath(page: string, languages: string[]): string {
  return languages.slice(1).includes(page.slice(1)) ? `${page}/` : page;
}

/**
 * Writes sitemap.xml (every page once, with hreflang alternates for its other languages and x-default) and
 * robots.txt, with canonical URLs on the realm's primary host.
 */
export function writeSitemap(release: string, host: string, languages: string[], built = builtPages(release)): number {
  const [defaultLang, ...others] = languages;
  const split = (path: string) => {
    const first = path.split('/')[1] ?? '';
    // A page's Spanish address names it in every language (src/i18n/addresses.ts): `/va/bustia/x` is `/buzon/x`.
    const spanish = (lang: string, local: string) => (isLanguage(lang) ? spanishPath(lang, local) : local);
    return others.includes(first)
      ? { lang: first, neutral: spanish(first, path.slice(first.length + 1) || '/') }
      : { lang: defaultLang!, neutral: spanish(defaultLang!, path) };
  };
  const pages = built.filter((path) => {
    const { neutral } = split(path);
    return !EXCLUDED.has(neutral.split('/')[1] ?? '') && !EXCLUDED_PAGES.has(neutral);
  });
  const byNeutral = new Map<string, Map<string, string>>();
  for (const path of pages) {
    const { lang, neutral } = split(path);
    if (!byNeutral.has(neutral)) byNeutral.set(neutral, new Map());
    byNeutral.get(neutral)!.set(lang, path);
  }
  const url = (path: string) => escapeXml(`https://${host}${canonicalPath(path, languages)}`);
  const entries = pages.map((path) => {
    const alternates = byNeutral.get(split(path).neutral)!;
    const links = [...alternates.entries()].map(([lang, alt]) => `<xhtml:link rel="alternate" hreflang="${htmlLang(lang)}" href="${url(alt)}"/>`);
    const fallback = alternates.get(defaultLang!);
    if (fallback) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback)}"/>`);
    return `<url><loc>${url(path)}</loc>${links.join('')}</url>`;
  });
  writeFileSync(
    join(release, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(release, 'robots.txt'),
    `User-agent: *\nAllow: /\n${languages
      .flatMap((lang, i) => DISALLOWED.map((path) => `Disallow: ${i === 0 ? '' : `/${lang}`}${isLanguage(lang) ? localPath(lang, path) : path}\n`))
      .join('')}\nSitemap: https://${host}/sitemap.xml\n`,
  );
  return pages.length;
}
