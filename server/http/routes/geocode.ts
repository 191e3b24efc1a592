/**
 * The geocoding call the form uses to turn an address into coordinates (docs/product-spec.md §7 "places geocode
 * service"), answered from the realm's own street directory in the shape of the usual geocoding services.
 */
import { Hono } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { geocode } from '../../core/streets.ts';
import type { DocumentStore } from '../../store/documents.ts';

export function geocodeRoutes(store: DocumentStore, knownRealm: (realm: string) => boolean) {
  const api = new Hono();
  api.get('/:realm/geocode', (c) => {
    const realm = c.req.param('realm');
    if (!knownRealm(realm)) throw new ApiError('noRealm');
    const address = (c.req.query('address') ?? '').trim();
    if (!address || address.length > 200) throw new ApiError('addressMissing');
    const results = geocode(store.all(realm, 'callejero'), address);
    return c.json({ status: results.length ? 'OK' : 'ZERO_RESULTS', results });
  });
  return api;
}
