/**
 * Where a realm's calls go: each endpoint family (auth, requests, assets, census, payments…) has its own base in
 * the realm config, `/api` on the same origin by default (as on municipal hosts).
 */
import type { RealmConfig } from '../schemas/realm.ts';
import { resolveUrl, type ApiClient } from './client.ts';

export type Endpoints = Pick<RealmConfig, 'id' | 'endpoints'>;

/** A call's URL: the path on its family's base, resolved against the client's origin outside the browser. */
export function endpointUrl(client: ApiClient, realm: Endpoints) {
  return (family: keyof RealmConfig['endpoints'], path: string) => resolveUrl(realm.endpoints[family] ?? '/api', path, client.origin);
}
