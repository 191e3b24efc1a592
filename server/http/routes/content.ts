import { Hono, type Context } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryError, overlaps, parseQuery, runQuery } from '../../core/query-language.ts';
import { APPOINTMENT_COLLECTIONS } from '../../../src/schemas/appointments.ts';
import { ROUTE_COLLECTION } from '../../../src/schemas/routes.ts';
import { NOTICES_COLLECTION } from '../../../src/schemas/notices.ts';
import { PLACE_COLLECTION } from '../../../src/schemas/places.ts';
import { VOUCHER_COLLECTION } from '../../../src/schemas/vouchers.ts';
import { contentType } from '../../files/mime.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { jsonError } from '../errors.ts';

/**
 * Collections every realm has, even when empty (an unknown one answers 404); appointments' five
 * (`citaprevia_*`, docs/appointments.md) are named by their schemas' table, rooms' `salas` is docs/rooms.md's,
 * pharmacies' three are docs/pharmacies.md's, the town hall's notices (`avisos`) docs/notices.md's,
 * places of interest (`lugares`) docs/places.md's.
 * local-shop voucher campaigns (`bonos`) docs/vouchers.md's.
 */
export const COLLECTIONS = [
  'settings',
  'asociaciones',
  'asociaciones_multimedia',
  'asociaciones_eventos',
  'articulos',
  'callejero',
  'encuestas',
  ...Object.keys(APPOINTMENT_COLLECTIONS),
  'salas',
  'farmacias_zonas',
  'farmacias',
  'farmacias_guardias',
  NOTICES_COLLECTION,
  PLACE_COLLECTION,
  VOUCHER_COLLECTION,
  ROUTE_COLLECTION,
];

/**
 * Collections the store holds for the write side that the public content API must never serve: mailbox
 * definitions have their own call, and anything private lives in its own tables anyway.
 */
export const PRIVATE_COLLECTIONS = ['mailboxes', 'census', 'users', 'requests'];

/**
 * A draft (`isPublished: false`: a news item or event not yet published, a survey not yet announced) is the
 * town hall's own: the public API serves it no more than the site shows it (src/domain/content/news.ts `isVisible`).
 * A document without the flag is published, as the schemas read it.
 */
const published = (doc: Record<string, unknown>) => doc.isPublished !== false;

export interface ApiOptions {
  store: DocumentStore;
  /** Realm ids the API answers for. */
  realms: () => string[];
  /** Folder of `realms/<id>/demo/assets`. */
  realmsRoot: string;
}

function rawQuery(c: Context): string {
  const url = c.req.url;
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** The read side of the provider's content API (docs/product-spec.md §7) over the local document store. */
export function contentRoutes({ store, realms, realmsRoot }: ApiOptions) {
  const api = new Hono();
  const knownRealm = (realm: string) => realms().includes(realm);
  const knownCollection = (realm: string, collection: string) =>
    !PRIVATE_COLLECTIONS.includes(collection) && (COLLECTIONS.includes(collection) || store.hasCollection(realm, collection));

  api.get('/regions/collections/all', (c) => {
    const query = parseQuery(rawQuery(c));
    return c.json({ items: runQuery(store.all('regions', 'all'), query) });
  });

  api.get('/:realm/collections/:collection/between', (c) => {
    const { realm, collection } = c.req.param();
    if (!knownRealm(realm)) return jsonError(c, 404, `Unknown realm "${realm}"`);
    if (!knownCollection(realm, collection)) return jsonError(c, 404, `Unknown collection "${collection}" in realm "${realm}"`);
    const query = parseQuery(rawQuery(c));
    if (!query.start || !query.end) return jsonError(c, 400, 'between needs both start and end dates');
    const start = Date.parse(query.start);
    const end = Date.parse(query.end);
    if (end < start) return jsonError(c, 400, 'between: end is before start');
    return c.json({ items: runQuery(store.all(realm, collection).filter(published), query, (doc) => overlaps(doc, start, end)) });
  });

  api.get('/:realm/collections/:collection/:id', (c) => {
    const { realm, collection, id } = c.req.param();
    if (!knownRealm(realm)) return jsonError(c, 404, `Unknown realm "${realm}"`);
    if (!knownCollection(realm, collection)) return jsonError(c, 404, `Unknown collection "${collection}" in realm "${realm}"`);
    const query = parseQuery(rawQuery(c));
    const doc = store.get(realm, collection, id);
    if (!doc || !published(doc)) return jsonError(c, 404, `No document "${id}" in ${realm}/${collection}`);
    // The spec's detail call asks `fields=revisions` to *add* revisions; a detail answer is always the whole document.
    void query;
    return c.json(doc);
  });

  api.get('/:realm/collections/:collection', (c) => {
    const { realm, collection } = c.req.param();
    if (!knownRealm(realm)) return jsonError(c, 404, `Unknown realm "${realm}"`);
    if (!knownCollection(realm, collection)) return jsonError(c, 404, `Unknown collection "${collection}" in realm "${realm}"`);
    const query = parseQuery(rawQuery(c));
    return c.json({ items: runQuery(store.all(realm, collection).filter(published), query) });
  });

  api.get('/:realm/:collection/assets1/:file', (c) => {
    const { realm, file } = c.req.param();
    if (!knownRealm(realm)) return jsonError(c, 404, `Unknown realm "${realm}"`);
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) return jsonError(c, 404, 'No such asset');
    const path = join(realmsRoot, realm, 'demo', 'assets', file);
    if (!existsSync(path)) return jsonError(c, 404, 'No such asset');
    return c.body(readFileSync(path), 200, {
      'Content-Type': contentType(file),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    });
  });

  api.onError((error, c) => {
    if (error instanceof QueryError) return jsonError(c, 400, error.message);
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}`);
    return jsonError(c, 500, 'Internal error');
  });
  api.notFound((c) => jsonError(c, 404, 'No such API route'));
  return api;
}
