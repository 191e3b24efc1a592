/** The places geocoder: an address → its coordinates (docs/product-spec.md §7), from the realm's street directory locally. */
import type { Coordinates } from '../schemas/common.ts';
import type { ApiClient, ApiResult } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export function geocodingApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** The first place the geocoder finds for the address, or null for none (or no answer). */
    geocode: async (address: string): Promise<Coordinates | null> => {
      const answer: ApiResult<{ results?: Array<{ geometry?: { location?: Coordinates } }> }> = await client.request(at('content', `${realm.id}/geocode`), {
        query: { address },
      });
      const location = 'results' in answer ? answer.results?.[0]?.geometry?.location : undefined;
      return location && Number.isFinite(location.lat) && Number.isFinite(location.lng) ? { lat: location.lat, lng: location.lng } : null;
    },
  };
}
