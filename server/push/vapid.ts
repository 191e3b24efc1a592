/**
 * Who the server says it is to the push services (RFC 8292 §2.1, the JWT's `sub`): a realm's contact address from
 * its portal settings (`footer.contacto.email` of the `asociaciones` settings document, the address the site's
 * contact page shows), as `mailto:`. A push service writes there when the server misbehaves, so an address nobody
 * reads is refused: one on a domain reserved for examples and tests (RFC 2606, RFC 6761: `example.com`, `.net`,
 * `.org`, the TLDs `.example`, `.test`, `.invalid`, `.localhost`, and `localhost`) is a placeholder. The demo
 * realms carry such addresses on purpose; a server in push test mode (`LOCAL_API_PUSH_TEST=1`, tests and the e2e
 * server only, docs/notices.md "Delivery") takes them, as it takes the loopback test push service.
 */
import { assetUrl } from '../../src/api/assets.ts';
import type { Asset } from '../../src/schemas/common.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { siteOrigin } from '../mail/site-url.ts';
import type { DocumentStore } from '../store/documents.ts';

const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

export class VapidSubjectError extends Error {
  override name = 'VapidSubjectError';
}

/** Whether `domain` is reserved for examples and tests: a contact there is a placeholder. */
export const isPlaceholderDomain = (domain: string) => RESERVED.test(domain.trim().replace(/\.$/, ''));

/** The contact address of a realm's portal settings, or undefined. */
export function realmContact(store: DocumentStore, realm: string): string | undefined {
  const settings = store.all(realm, 'settings').find((doc) => doc.name === 'asociaciones');
  const footer = settings?.footer as { contacto?: { email?: unknown } } | undefined;
  const email = footer?.contacto?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : undefined;
}

/**
 * The VAPID subject of a realm (`mailto:<contact>`), or a `VapidSubjectError` that says what to fix: no contact
 * address, one that is not an address, or a placeholder outside test mode.
 */
export function vapidSubject(store: DocumentStore, realm: string, { testMode = false }: { testMode?: boolean } = {}): string {
  const email = realmContact(store, realm);
  if (!email)
    throw new VapidSubjectError(
      `Realm ${realm} has no contact e-mail (footer.contacto.email of its "asociaciones" settings): push notices need one as their VAPID subject.`,
    );
  const at = email.lastIndexOf('@');
  if (at < 1 || /[\s<>"]/.test(email) || !email.slice(at + 1).includes('.')) {
    throw new VapidSubjectError(`Realm ${realm}'s contact "${email}" is not an e-mail address: push notices need one as their VAPID subject.`);
  }
  if (!testMode && isPlaceholderDomain(email.slice(at + 1))) {
    throw new VapidSubjectError(
      `Realm ${realm}'s contact ${email} is a placeholder (a domain reserved for examples and tests): push services write to the VAPID subject, so give the realm a real contact address, or run in push test mode (LOCAL_API_PUSH_TEST=1) for tests.`,
    );
  }
  return `mailto:${email}`;
}

/** The icon of a realm's notifications: its favicon, as its site serves it (absolute), or undefined. */
export function realmIcon(store: DocumentStore, realm: RealmConfig, siteUrl: string | undefined): string | undefined {
  const settings = store.all(realm.id, 'settings').find((doc) => doc.name === 'asociaciones');
  const url = assetUrl(realm.endpoints.assets ?? '/api', realm.id, 'settings', settings?.favicon as Asset | undefined);
  if (!url) return undefined;
  return url.startsWith('/') ? `${siteOrigin(realm, siteUrl)}${url}` : url;
}
