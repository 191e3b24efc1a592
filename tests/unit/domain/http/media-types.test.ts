/**
 * One media-type table (src/domain/http/media-types.ts): the server and the deploy send what the build's routes
 * declare, for every open-data file and feed, and a JSON Schema goes out as `application/schema+json`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../../server/http/compress.ts';
import { contentType } from '../../../../server/files/mime.ts';
import { siteRoutes } from '../../../../server/http/routes/site.ts';
import { OPEN_DATA_FORMATS, OPEN_DATA_TYPES, openDataFileNames } from '../../../../src/data/downloads.ts';
import { essenceOf, MEDIA_TYPES, mediaTypeOf, UNKNOWN_MEDIA_TYPE } from '../../../../src/domain/http/media-types.ts';
import { loadRealms, realmsDir } from '../../../../src/realm/load.ts';

describe('the media-type table', () => {
  it('types a file by its longest known ending', () => {
    expect(mediaTypeOf('descargas/asociaciones-alcantir.schema.json')).toBe('application/schema+json');
    expect(mediaTypeOf('descargas/asociaciones-alcantir.json')).toBe('application/json; charset=utf-8');
    expect(mediaTypeOf('/va/noticias/rss.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(mediaTypeOf('rss.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(mediaTypeOf('sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(mediaTypeOf('_astro/index.B7x.min.JS')).toBe('text/javascript; charset=utf-8');
    expect(mediaTypeOf('v1.2/LICENSE')).toBe(UNKNOWN_MEDIA_TYPE);
    expect(mediaTypeOf('archive.tar.gz')).toBe(UNKNOWN_MEDIA_TYPE);
    expect(essenceOf(MEDIA_TYPES.csv)).toBe('text/csv');
  });

  it('gives the server the type the build declares for every open-data file, a schema as application/schema+json', () => {
    const names = openDataFileNames('es', 'Alcantir');
    for (const format of OPEN_DATA_FORMATS) expect(contentType(`alcantir/descargas/${names[format]}`), format).toBe(OPEN_DATA_TYPES[format]);
    expect(contentType(names['schema.json'])).toBe('application/schema+json');
  });

  it('serves a published schema file as application/schema+json, compressed like other JSON', async () => {
    const realm = loadRealms(realmsDir())[0]!;
    const dist = mkdtempSync(join(tmpdir(), 'media-types-'));
    const name = openDataFileNames('es', 'Alcantir')['schema.json'];
    mkdirSync(join(dist, realm.id, 'descargas'), { recursive: true });
    writeFileSync(
      join(dist, realm.id, 'descargas', name),
      JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'x'.repeat(4000) }),
    );
    const app = siteRoutes({ distDir: dist, realms: () => [realm] });
    const response = await app.request(`/descargas/${name}?realm=${realm.id}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/schema+json');
    expect(chooseEncoding('gzip', MEDIA_TYPES['schema.json'], 50_000)).toBe('gzip');
  });
});
