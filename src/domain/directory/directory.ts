import type { Association } from '../../schemas/association.ts';
import { pick, t } from '../../i18n/index.ts';
import { localProvince, localStreet } from '../../i18n/vocabulary.ts';
import type { Language } from '../../schemas/realm.ts';
import type { IndexEntry } from '../search/search.ts';
import { spanishCollator } from '../text/alphabet.ts';
import { emailAddress } from './contact.ts';

/** The spreadsheet's columns (docs/product-spec.md §2 "Directory"), as keys of the UI strings. */
export const DIRECTORY_COLUMNS = [
  'directory.columns.name',
  'directory.columns.subtypes',
  'directory.columns.address',
  'directory.columns.phone',
  'directory.columns.email',
] as const;

/** An association's address on one line in `lang`, its street type and province in that language. */
export function formatAddress(a: Association, lang: string): string {
  if (!a.address) return '';
  const { street, zipCode, city, province } = a.address;
  return [street && localStreet(street, lang), [zipCode, city].filter(Boolean).join(' '), province && localProvince(province, lang)].filter(Boolean).join(', ');
}

/** Associations sorted by their title in `lang`, with Spanish collation. */
export function sortedByTitle(associations: Association[], lang: string): Association[] {
  return [...associations].sort((a, b) => spanishCollator.compare(pick(a.title, lang), pick(b.title, lang)));
}

/** One row per association: name, subtypes, address, phones, e-mails. */
export function directoryRows(associations: Association[], lang: Language): string[][] {
  return sortedByTitle(associations, lang).map((a) => [
    pick(a.title, lang),
    a.nodeTypes.map((type) => t(lang, `category.${type}`)).join(', '),
    formatAddress(a, lang),
    a.telephones.map((p) => p.value).join(', '),
    a.emails.map((e) => emailAddress(e.uri)).join(', '),
  ]);
}

/** The search index: [id, title, first category label] per association. */
export function searchIndex(associations: Association[], lang: Language): IndexEntry[] {
  return sortedByTitle(associations, lang).map((a) => [a._id, pick(a.title, lang), a.nodeTypes[0] ? t(lang, `category.${a.nodeTypes[0]}`) : '']);
}

/** A file-name-safe slug: "Alcantir" → "alcantir", "La Vall d'Uixó" → "la-vall-d-uixo". */
export function fileSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
