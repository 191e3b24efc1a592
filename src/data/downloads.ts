import { t } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';
import { fileSlug } from '../domain/directory.ts';

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

/** Media types of the open-data files, as the server and the CDN send them. */
export const OPEN_DATA_TYPES: Record<OpenDataFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  'schema.json': 'application/schema+json',
  geojson: 'application/geo+json',
};
