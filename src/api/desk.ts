/**
 * The staff desk's calls (docs/requests-api.md, "The staff desk"), one function per call over the one client.
 * They go to the realm's `requests` endpoint (the same origin's `/api` by default), with the session cookie. Reads
 * take a signal: a view left behind stops asking, retries included.
 */
import * as v from 'valibot';
import {
  ActionRefusalSchema,
  DeskBulkAnswerSchema,
  DeskInboxSchema,
  DeskPreferencesAnswerSchema,
  DeskRequestSchema,
  DeskStaffSchema,
  QueuePageSchema,
  type ActionRefusal,
  type DeskRequest,
} from '../domain/desk/desk-answers.ts';
import { deskQueryString, type DeskQuery } from '../domain/desk/desk-query.ts';
import type { DeskAction, DeskBulk } from '../schemas/desk-action.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import { isFailure, resolveUrl, type ApiClient, type ApiResult } from './client.ts';

export type Endpoints = Pick<RealmConfig, 'id' | 'endpoints'>;

export type { ActionRefusal };

/**
 * An answer checked against its schema (desk-answers.ts): one that does not fit is a parse error, as an answer
 * that is not JSON is. A refusal (a status other than 200 and 201) is checked as a refusal, against `refusal`
 * (the desk's own by default; the counter's calls of cita previa give theirs, src/api/desk-appointments.ts).
 */
export function checked<S extends v.GenericSchema>(schema: S, url: string, method = 'GET', refusal: v.GenericSchema = ActionRefusalSchema) {
  return (answer: ApiResult<unknown>): ApiResult<v.InferOutput<S>> => {
    if (isFailure(answer)) return answer;
    const httpStatus = (answer as { httpStatus?: number }).httpStatus;
    const parsed = httpStatus === undefined ? v.safeParse(schema, answer) : v.safeParse(refusal, answer);
    if (!parsed.success) {
      return {
        error: true,
        status: 'parse-error',
        httpStatus: httpStatus ?? 200,
        statusText: `answer not as expected: ${v.summarize(parsed.issues)}`,
        parseError: true,
        url,
        method,
      };
    }
    // A refusal keeps its status and its code, by which the desk tells signed out from not staff and the rest (refusalOf).
    return (httpStatus === undefined ? parsed.output : { ...(parsed.output as object), httpStatus }) as ApiResult<v.InferOutput<S>>;
  };
}

export function deskApi(client: ApiClient, realm: Endpoints) {
  const at = (family: 'requests' | 'auth', path: string) => resolveUrl(realm.endpoints[family] ?? '/api', path, client.origin);
  const desk = (path: string) => at('requests', `${realm.id}/desk/${path}`);
  const request = (reference: string) => desk(`requests/${encodeURIComponent(reference)}`);

  return {
    /** Who is signed in and the realm's staff; 401 signed out, 403 not staff. */
    staff: (signal?: AbortSignal) => client.request<unknown>(desk('staff'), { retry: 2, signal }).then(checked(DeskStaffSchema, desk('staff'))),
    queue: (query: DeskQuery, signal?: AbortSignal) => {
      const url = desk(`requests${deskQueryString(query)}`);
      return client.request<unknown>(url, { retry: 2, signal }).then(checked(QueuePageSchema, url));
    },
    request: (reference: string, signal?: AbortSignal) =>
      client.request<unknown>(request(reference), { retry: 2, signal }).then(checked(DeskRequestSchema, request(reference))),
    /** An action; never retried (a retry after a lost answer is a conflict, which shows what happened). */
    act: (reference: string, action: DeskAction): Promise<ApiResult<DeskRequest | ActionRefusal>> =>
      client
        .request<unknown>(`${request(reference)}/actions`, { method: 'POST', body: action })
        .then(checked(DeskRequestSchema, `${request(reference)}/actions`, 'POST')),
    /** What is new since the member's last visit, and their replies unread; asking counts as a look at the queue. */
    inbox: (signal?: AbortSignal) => client.request<unknown>(desk('inbox'), { retry: 2, signal }).then(checked(DeskInboxSchema, desk('inbox'))),
    /** Whether the member gets the desk's notices by e-mail. */
    preferences: (signal?: AbortSignal) =>
      client.request<unknown>(desk('preferences'), { retry: 2, signal }).then(checked(DeskPreferencesAnswerSchema, desk('preferences'))),
    setPreferences: (mail: boolean) =>
      client.request<unknown>(desk('preferences'), { method: 'POST', body: { mail } }).then(checked(DeskPreferencesAnswerSchema, desk('preferences'), 'POST')),
    /** An action on a selection of the queue; never retried (the answer says what was done). */
    bulk: (action: DeskBulk) =>
      client.request<unknown>(desk('requests/bulk'), { method: 'POST', body: action }).then(checked(DeskBulkAnswerSchema, desk('requests/bulk'), 'POST')),
    /** The filtered queue as a file, in the page's language. */
    exportUrl: (format: 'xlsx' | 'csv', query: DeskQuery, lang: string) => desk(`requests.${format}${deskQueryString({ ...query, page: 1 }, { lang })}`),
    attachmentUrl: (reference: string, uploadId: string) => `${request(reference)}/attachments/${encodeURIComponent(uploadId)}`,
    /** Signs out of this realm (docs/product-spec.md §7 `/{realm}/logout`). */
    logout: () => client.request(at('auth', `${realm.id}/logout`)),
  };
}
export type DeskApi = ReturnType<typeof deskApi>;
