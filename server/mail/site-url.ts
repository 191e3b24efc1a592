/**
 * Where a realm's site is, for links in messages: `https://` and the realm's first host (its canonical one) or the
 * host named in the message's language (`languageHosts`), or, where the site is served elsewhere (a local run, the
 * e2e server), `PORTAL_SITE_URL` with `{realm}` in it, e.g. `http://{realm}.localhost:4321`. The realm's first language is at the root, the others under
 * `/<lang>`, as the build publishes them.
 */
import { localPath } from '../../src/i18n/addresses.ts';
import { isLanguage } from '../../src/schemas/languages.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';

export type SiteRealm = Pick<RealmConfig, 'id' | 'hosts' | 'languages'> & Partial<Pick<RealmConfig, 'languageHosts'>>;

/** Checks a `PORTAL_SITE_URL` template at start, so a typo stops the server instead of every link. */
export function checkSiteUrlTemplate(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const sample = template.replaceAll('{realm}', 'realm');
  if (!/^https?:\/\/[^/?#]+$/.test(sample.replace(/\/+$/, '')) || !URL.canParse(sample)) {
    throw new Error(`PORTAL_SITE_URL must be an origin like "http://{realm}.localhost:4321" (scheme, host, optional port), not "${template}"`);
  }
  return template.replace(/\/+$/, '');
}

/** The site's origin; with `lang`, the host named in that language's words when the realm has one (`languageHosts`). */
export function siteOrigin(realm: SiteRealm, template: string | undefined, lang?: string): string {
  if (template) return template.replaceAll('{realm}', realm.id);
  const own = lang && isLanguage(lang) ? realm.languageHosts?.[lang] : undefined;
  return `https://${own ?? realm.hosts[0]}`;
}

/**
 * A page of the site in `lang`, from its Spanish address: `/mis-solicitudes/…` at the root for the first language,
 * `/va/les-meues-sollicituds/…` for another, in its own words (src/i18n/addresses.ts) and on its own host.
 */
export function sitePage(realm: SiteRealm, template: string | undefined, lang: string, path: string): string {
  return `${siteOrigin(realm, template, lang)}${pathIn(realm, lang, path)}`;
}

/**
 * A page of the staff desk (or one a clerk opens from it) in `lang`, on the realm's first host whatever the
 * language's: the desk is one place, where the staff's session is, and a session belongs to one host.
 */
export function deskPage(realm: SiteRealm, template: string | undefined, lang: string, path: string): string {
  return `${siteOrigin(realm, template)}${pathIn(realm, lang, path)}`;
}

function pathIn(realm: SiteRealm, lang: string, path: string): string {
  const prefix = lang === realm.languages[0] ? '' : `/${lang}`;
  return `${prefix}${isLanguage(lang) ? localPath(lang, path) : path}`;
}

/**
 * The page where a citizen follows a request; with a follow-up key, the private link: the key goes in the
 * fragment, which a browser never sends, so it reaches no server log and no Referer.
 */
export function followUpLink(realm: SiteRealm, template: string | undefined, lang: string, reference: string, key?: string): string {
  const page = sitePage(realm, template, lang, `/mis-solicitudes/${encodeURIComponent(reference)}`);
  return key ? `${page}#clave=${key}` : page;
}
