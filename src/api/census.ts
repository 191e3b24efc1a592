/** The census calls (docs/product-spec.md §7 `census2`): a census's questions, and whether a citizen's answers are on it. */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import { answered, type ApiClient, type ApiResult } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export interface CensusDefinition {
  questions: Array<{ id: string; label: unknown }>;
  info?: unknown;
}

/** What the census check answers: `ok`, or words and a code that say the answers are not on the census. */
export interface CensusCheck {
  ok?: boolean;
  err?: string;
  errCode?: ApiErrorCode;
}

/**
 * Whether the citizen's answers are on the census: an answer that is no refusal and carries neither `err` nor
 * `errCode` nor `ok: false` (docs/product-spec.md §7: an API of the contract may say no in a 200).
 */
export function censusPassed(answer: ApiResult<CensusCheck>): boolean {
  const checked = answered(answer);
  return checked !== undefined && !checked.err && !checked.errCode && checked.ok !== false;
}

export function censusApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  const id = encodeURIComponent;
  return {
    census: (census: string) => client.request<CensusDefinition>(at('census', `${realm.id}/census2/${id(census)}`)),
    checkCensus: (census: string, value: { id: string; answers: Record<string, string> }) =>
      client.request<CensusCheck>(at('census', `${realm.id}/census2/${id(census)}`), {
        method: 'POST',
        body: { census: value },
      }),
  };
}
