/**
 * How a realm's messages look and speak: the town hall's name on its primary colour (realm.json's theme, else the
 * provider's portal settings, else the spec's default) in one of its languages. Every message, a request's or an
 * account's, starts from here.
 */
import { DEFAULT_PRIMARY } from '../../src/domain/text/color.ts';
import { isLanguage } from '../../src/schemas/languages.ts';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { MailLook } from './layout.ts';

/** `wanted` when the realm speaks it, else the realm's first language. */
export function mailLanguage(realm: RealmConfig, wanted: string | undefined): Language {
  return isLanguage(wanted) && realm.languages.includes(wanted) ? wanted : realm.languages[0]!;
}

export function realmLook(store: DocumentStore, realm: RealmConfig, lang: Language): MailLook & { lang: Language } {
  const settings = store.all(realm.id, 'settings').find((doc) => doc.name === 'asociaciones') as { primaryColor?: unknown } | undefined;
  const fromApi = typeof settings?.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(settings.primaryColor) ? settings.primaryColor : undefined;
  return { name: realm.name, colour: realm.theme.primaryColor ?? fromApi ?? DEFAULT_PRIMARY, lang };
}
