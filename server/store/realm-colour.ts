/** A realm's main colour as its site shows it: realm.json's theme, else the API's settings, else the spec's default. */
import { DEFAULT_PRIMARY } from '../../src/domain/text/color.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { DocumentStore } from './documents.ts';

export function realmColour(store: DocumentStore, realm: RealmConfig): string {
  const settings = store.all(realm.id, 'settings').find((doc) => doc.name === 'asociaciones') as { primaryColor?: unknown } | undefined;
  const fromApi = typeof settings?.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(settings.primaryColor) ? settings.primaryColor : undefined;
  return realm.theme.primaryColor ?? fromApi ?? DEFAULT_PRIMARY;
}
