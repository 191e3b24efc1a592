/** The census calls (docs/product-spec.md §7 `census2`): a census's questions, and whether a citizen's answers are on it. */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export interface CensusDefinition {
  questions: Array<{ id: string; label: unknown }>;
  info?: unknown;
}

export function censusApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  const id = encodeURIComponent;
  return {
    census: (census: string) => client.request<CensusDefinition>(at('census', `${realm.id}/census2/${id(census)}`)),
    checkCensus: (census: string, value: { id: string; answers: Record<string, string> }) =>
      client.request<{ ok?: boolean; err?: string; errCode?: ApiErrorCode }>(at('census', `${realm.id}/census2/${id(census)}`), {
        method: 'POST',
        body: { census: value },
      }),
  };
}
