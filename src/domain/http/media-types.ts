/**
 * The media types of the files the portal writes and serves: one table, used by the local server and the
 * deploy (the Content-Type of each file), the build's routes that write open data, feeds and exports, and the
 * tests. A file is typed by its longest known ending, so `asociaciones-alcantir.schema.json` is a JSON Schema
 * (`application/schema+json`), not plain JSON.
 */
export const MEDIA_TYPES = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  'schema.json': 'application/schema+json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  'rss.xml': 'application/rss+xml; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  geojson: 'application/geo+json',
  ics: 'text/calendar; charset=utf-8',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  gpx: 'application/gpx+xml',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  pbf: 'application/x-protobuf',
  rdf: 'application/rdf+xml; charset=utf-8',
  ttl: 'text/turtle; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
} as const;

export type FileEnding = keyof typeof MEDIA_TYPES;

/** What a file of no known ending is sent as. */
export const UNKNOWN_MEDIA_TYPE = 'application/octet-stream';

/**
 * The media type of a file name (or path), by its longest known ending: `x.schema.json` before `x.json`, and
 * the news feed `rss.xml` before `.xml`.
 */
export function mediaTypeOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  // The whole name first (`rss.xml`), then what follows each of its dots, longest first.
  for (let dot = -1; ; dot = name.indexOf('.', dot + 1)) {
    const ending = name.slice(dot + 1);
    if (Object.hasOwn(MEDIA_TYPES, ending)) return MEDIA_TYPES[ending as FileEnding];
    if (name.indexOf('.', dot + 1) === -1) return UNKNOWN_MEDIA_TYPE;
  }
}

/** A media type without its parameters (`text/csv; charset=utf-8` → `text/csv`), as a link's `type` names it. */
export const essenceOf = (mediaType: string) => mediaType.split(';')[0]!.trim();
