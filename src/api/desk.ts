/**
 * The staff desk's calls (docs/requests-api.md, "The staff desk"), one function per call over the one client.
 * They go to the realm's `requests` endpoint (the same origin's `/api` by default), with the session cookie. Reads
 * take a signal: a view left behind stops asking, retries included.
 */
import type { ApiErrorCode } from '../domain/api-errors.ts';
import type { DeskRequest, DeskStaff, QueuePage } from '../domain/desk-answers.ts';
import { deskQueryString, type DeskQuery } from '../domain/desk-query.ts';
import type { DeskAction } from '../schemas/desk-action.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import { resolveUrl, type ApiClient } from './client.ts';

export type Endpoints = Pick<RealmConfig, 'id' | 'endpoints'>;

/** A refused action: `conflict` carries the request as it is now. */
export interface ActionRefusal {
  err?: string;
  errCode?: ApiErrorCode;
  current?: DeskRequest;
}

export function deskApi(client: ApiClient, realm: Endpoints) {
  const at = (family: 'requests' | 'auth', path: string) => resolveUrl(realm.endpoints[family] ?? '/api', path, client.origin);
  const desk = (path: string) => at('requests', `${realm.id}/desk/${path}`);
  const request = (reference: string) => desk(`requests/${encodeURIComponent(reference)}`);

  return {
    /** Who is signed in and the realm's staff; 401 signed out, 403 not staff. */
    staff: (signal?: AbortSignal) => client.request<DeskStaff>(desk('staff'), { retry: 2, signal }),
    queue: (query: DeskQuery, signal?: AbortSignal) => client.request<QueuePage>(desk(`requests${deskQueryString(query)}`), { retry: 2, signal }),
    request: (reference: string, signal?: AbortSignal) => client.request<DeskRequest>(request(reference), { retry: 2, signal }),
    /** An action; never retried (a retry after a lost answer is a conflict, which shows what happened). */
    act: (reference: string, action: DeskAction) =>
      client.request<DeskRequest | ActionRefusal>(`${request(reference)}/actions`, { method: 'POST', body: action }),
    /** The filtered queue as a file, in the page's language. */
    exportUrl: (format: 'xlsx' | 'csv', query: DeskQuery, lang: string) => desk(`requests.${format}${deskQueryString({ ...query, page: 1 }, { lang })}`),
    attachmentUrl: (reference: string, uploadId: string) => `${request(reference)}/attachments/${encodeURIComponent(uploadId)}`,
    /** Signs out of this realm (spec §7 `/{realm}/logout`). */
    logout: () => client.request(at('auth', `${realm.id}/logout`)),
  };
}
export type DeskApi = ReturnType<typeof deskApi>;
