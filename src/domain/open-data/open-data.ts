import { toJsonSchema } from '@valibot/to-json-schema';
import type { Association } from '../../schemas/association.ts';
import type { Language } from '../../schemas/realm.ts';
import { OPEN_ASSOCIATION_FIELDS, OpenDirectorySchema, type OpenAssociation, type OpenDirectory } from '../../schemas/open-data.ts';
import { pick, t } from '../../i18n/index.ts';
import { localProvince, localStreet } from '../../i18n/vocabulary.ts';
import { sortedByTitle } from '../directory/directory.ts';
import { emailAddress } from '../directory/contact.ts';

export { csv } from '../text/csv.ts';

/** Where the association's page is, absolute: `https://host/va/associacions/a001`. */
export type PageUrl = (association: Association) => string;

/** One association as an open-data record (see `OpenAssociationSchema`). */
export function openAssociation(a: Association, lang: Language, pageUrl: PageUrl): OpenAssociation {
  const address = a.address
    ? {
        street: a.address.street ? localStreet(a.address.street, lang) : null,
        postalCode: a.address.zipCode ?? null,
        city: a.address.city ?? null,
        province: a.address.province ? localProvince(a.address.province, lang) : null,
      }
    : null;
  return {
    id: a._id,
    name: pick(a.title, lang),
    url: pageUrl(a),
    categories: a.nodeTypes.map((id) => ({ id, label: t(lang, `category.${id}`) })),
    address,
    phones: a.telephones.map((p) => p.value),
    emails: a.emails.map((e) => emailAddress(e.uri)),
    latitude: a.coordinates?.lat ?? null,
    longitude: a.coordinates?.lng ?? null,
    updated:
      a.revisions
        .map((r) => r.date)
        .sort()
        .at(-1) ?? null,
  };
}

export interface DirectoryMeta {
  schemaUrl: string;
  title: string;
  publisher: string;
  licence: string;
  source: string;
  updated: string;
  language: Language;
}

/** The directory's JSON file: metadata and every association, sorted by name in the file's language. */
export function openDirectory(associations: Association[], meta: DirectoryMeta, pageUrl: PageUrl): OpenDirectory {
  const { schemaUrl, ...rest } = meta;
  return { $schema: schemaUrl, ...rest, associations: sortedByTitle(associations, meta.language).map((a) => openAssociation(a, meta.language, pageUrl)) };
}

type JsonSchemaNode = { properties?: Record<string, JsonSchemaNode>; items?: JsonSchemaNode; description?: string; title?: string };

/** The JSON file's JSON Schema (draft 2020-12 shape from the valibot schema), each field described in `lang`. */
export function openDirectoryJsonSchema(lang: Language, id: string): Record<string, unknown> {
  const schema = toJsonSchema(OpenDirectorySchema, { target: 'draft-2020-12' }) as JsonSchemaNode & Record<string, unknown>;
  schema.title = t(lang, 'directory.title');
  for (const key of Object.keys(schema.properties ?? {})) schema.properties![key]!.description = t(lang, `openData.meta.${key}`);
  const record = schema.properties!.associations!.items!;
  for (const key of OPEN_ASSOCIATION_FIELDS) record.properties![key]!.description = t(lang, `openData.field.${key}`);
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: id, ...schema };
}

export interface GeoJsonFeature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { name: string; categories: string[]; address: string; url: string };
}

/**
 * The associations that have a place, as a GeoJSON FeatureCollection (RFC 7946: WGS 84, longitude first),
 * for map tools such as QGIS or uMap.
 */
export function associationsGeoJson(associations: Association[], lang: Language, pageUrl: PageUrl, address: (a: Association) => string) {
  const features: GeoJsonFeature[] = sortedByTitle(associations, lang)
    .filter((a) => a.coordinates)
    .map((a) => ({
      type: 'Feature',
      id: a._id,
      geometry: { type: 'Point', coordinates: [a.coordinates!.lng, a.coordinates!.lat] },
      properties: { name: pick(a.title, lang), categories: a.nodeTypes.map((id) => t(lang, `category.${id}`)), address: address(a), url: pageUrl(a) },
    }));
  return { type: 'FeatureCollection' as const, features };
}

const LICENCES: Record<string, string> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
};

/** The text of a licence a realm names, when it is one of the well-known ones. */
export function licenceUrl(licence: string): string | undefined {
  return LICENCES[licence.trim()];
}
