/**
 * Where a realm's site is, for links in messages: `https://` and the realm's first host (its canonical one),
 * or, where the site is served elsewhere (a local run, the e2e server), `PORTAL_SITE_URL` with `{realm}` in
 * it, e.g. `http://{realm}.localhost:4321`. The realm's first language is at the root, the others under
 * `/<lang>`, as the build publishes them.
 */
import type { RealmConfig } from '../../src/schemas/realm.ts';

export type SiteRealm = Pick<RealmConfig, 'id' | 'hosts' | 'languages'>;

/** Checks a `PORTAL_SITE_URL` template at start, so a typo stops the server instead of every link. */
export function checkSiteUrlTemplate(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const sample = template.replaceAll('{realm}', 'realm');
  if (!/^https?:\/\/[^/?#]+$/.test(sample.replace(/\/+$/, '')) || !URL.canParse(sample)) {
    throw new Error(`PORTAL_SITE_URL must be an origin like "http://{realm}.localhost:4321" (scheme, host, optional port), not "${template}"`);
  }
  return template.replace(/\/+$/, '');
}

export function siteOrigin(realm: SiteRealm, template: string | undefined): string {
  return template ? template.replaceAll('{realm}', realm.id) : `https://${realm.hosts[0]}`;
}

/** A page of the site in `lang`: `/mis-solicitudes/…` at the root for the first language, `/va/…` for another. */
export function sitePage(realm: SiteRealm, template: string | undefined, lang: string, path: string): string {
  const prefix = lang === realm.languages[0] ? '' : `/${lang}`;
  return `${siteOrigin(realm, template)}${prefix}${path}`;
}

/**
 * The page where a citizen follows a request; with a follow-up key, the private link: the key goes in the
 * fragment, which a browser never sends, so it reaches no server log and no Referer.
 */
export function followUpLink(realm: SiteRealm, template: string | undefined, lang: string, reference: string, key?: string): string {
  const page = sitePage(realm, template, lang, `/mis-solicitudes/${encodeURIComponent(reference)}`);
  return key ? `${page}#clave=${key}` : page;
}
