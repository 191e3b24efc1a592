import { t } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';
import { fileSlug } from '../domain/directory/directory.ts';
import { MEDIA_TYPES } from '../domain/http/media-types.ts';

/** The directory spreadsheet's file name in a language: `asociaciones-alcantir.xlsx`, `associacions-alcantir.xlsx`. */
export function directoryFileName(lang: Language, municipio: string): string {
  return `${fileSlug(t(lang, 'directory.fileName', { municipio }))}.xlsx`;
}

/** The formats the build writes the directory in, under `/descargas/`. */
export const OPEN_DATA_FORMATS = ['xlsx', 'csv', 'json', 'schema.json', 'geojson'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

/** Every open-data file name of a language, by format: `{ csv: 'asociaciones-alcantir.csv', … }`. */
export function openDataFileNames(lang: Language, municipio: string): Record<OpenDataFormat, string> {
  const base = fileSlug(t(lang, 'directory.fileName', { municipio }));
  return Object.fromEntries(OPEN_DATA_FORMATS.map((format) => [format, `${base}.${format}`])) as Record<OpenDataFormat, string>;
}

/** Media types of the open-data files, as the server and the CDN send them: those of src/domain/http/media-types.ts. */
export const OPEN_DATA_TYPES: Record<OpenDataFormat, string> = {
  xlsx: MEDIA_TYPES.xlsx,
  csv: MEDIA_TYPES.csv,
  json: MEDIA_TYPES.json,
  'schema.json': MEDIA_TYPES['schema.json'],
  geojson: MEDIA_TYPES.geojson,
};
