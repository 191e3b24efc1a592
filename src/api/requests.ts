/**
 * The request form's calls of spec §7 (auth, mailbox, captcha, assets, census, geocode, payments, requests), one
 * function per call over the one client. Each endpoint family has its own base in the realm config,
 * `/api` on the same origin by default (as on municipal hosts).
 */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import type { Coordinates } from '../schemas/common.ts';
import type { RequestBody } from '../domain/requests/request-rules.ts';
import { resolveUrl, type ApiClient, type ApiResult } from './client.ts';

export type Endpoints = Pick<RealmConfig, 'id' | 'endpoints'>;

/** A user as the auth calls answer it (spec §3 "User"). */
export interface SessionUser {
  _id: string;
  realm?: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  email?: string;
  deviceId?: string;
  /** The client's address as the server sees it; the device id is built from it. */
  remote?: string;
  admin?: boolean;
  /** Staff of this realm's desk (issue 19). */
  staff?: boolean;
  emailVerified?: boolean;
}

export interface CensusDefinition {
  questions: Array<{ id: string; label: unknown }>;
  info?: unknown;
}

export interface CreateAnswer {
  _id?: string;
  iid?: number;
  /** What the citizen reads and says (`ALC-2026-7KX4-M9QP`); docs/requests-api.md. */
  reference?: string;
  /** Only for a request sent without an account, only in this answer: the key of its private follow-up link. */
  followUpKey?: string;
  err?: string;
  errCode?: ApiErrorCode;
  errors?: Array<{ field: string; key: string; params?: Record<string, string>; message?: string }>;
}

/** A payment as `payments/new` and the status call answer it (spec §3 "Payment"; `pay` means paid). */
export interface PaymentAnswer {
  _id?: string;
  /** Only from `payments/new`: the secret the gateway window opens with. */
  token?: string;
  status?: string;
  amount?: number;
  concept?: string;
  used?: boolean;
  /** Pay and send: the reference of the request the server sent once the payment was confirmed. */
  reference?: string;
  /** Pay and send, without an account: the private link's key of the request to come (only in the checkout's answer). */
  followUpKey?: string;
  err?: string;
  errCode?: ApiErrorCode;
  /** The server's checks of the request (as `create` answers them), when it refused it before any payment. */
  errors?: CreateAnswer['errors'];
}

export interface UploadAnswer {
  _id?: string;
  name?: string;
  size?: number;
  mime?: string;
  err?: string;
}

export function requestsApi(client: ApiClient, realm: Endpoints) {
  const base = (family: keyof RealmConfig['endpoints']) => realm.endpoints[family] ?? '/api';
  const at = (family: keyof RealmConfig['endpoints'], path: string) => resolveUrl(base(family), path, client.origin);
  const id = encodeURIComponent;

  return {
    /** `GET {api}/v2/auth/loggedin`: the user, or a 400/401 answer when logged out (spec §4). */
    loggedIn: () => client.request<SessionUser>(at('auth', 'v2/auth/loggedin'), { background: true }),
    register: (body: Record<string, string>) => client.request<SessionUser>(at('auth', 'v2/auth/register'), { method: 'POST', body }),
    login: (body: Record<string, string>) => client.request<SessionUser>(at('auth', 'v2/auth/login'), { method: 'POST', body }),
    logout: () => client.request(at('auth', 'v2/auth/logout')),
    /** `GET {mail api}/{realm}/mailbox/{mailbox}`: the mailbox definition. */
    mailbox: (mailbox: string) => client.request<unknown>(at('mail', `${realm.id}/mailbox/${id(mailbox)}`)),
    /** The captcha image's URL; `n` busts caches so each refresh shows a new operation. */
    captchaUrl: (n: number) => at('requests', `${realm.id}/requests/captcha?n=${n}`),
    /** The same operation in words, for those who cannot see the image. */
    captchaText: (lang: string) => client.request<{ question: string }>(at('requests', `${realm.id}/requests/captcha`), { query: { format: 'text', lang } }),
    /** `POST {assets-api}/{realm}/{mailbox}/assets2`: one file, multipart; answers its `_id`. */
    upload: (mailbox: string, field: string, file: Blob, name: string, signal?: AbortSignal) => {
      const form = new FormData();
      form.append('field', field);
      form.append('file', file, name);
      return client.request<UploadAnswer>(at('assets', `${realm.id}/${id(mailbox)}/assets2`), { method: 'POST', body: form, signal, timeout: 60_000 });
    },
    /** `POST {requests-api}/{realm}/requests/{mailbox}/create`; the idempotency key makes a retry create nothing new. */
    create: (mailbox: string, body: RequestBody, idempotencyKey: string) =>
      client.request<CreateAnswer>(at('requests', `${realm.id}/requests/${id(mailbox)}/create`), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** `POST {host}/{realm}/payments/new`: amount (euros) and concept for a mailbox → a pending payment and its token. */
    newPayment: (mailbox: string, amount: number, concept: string, idempotencyKey: string) =>
      client.request<PaymentAnswer>(at('payments', `${realm.id}/payments/new`), {
        method: 'POST',
        body: { mailbox, amount, concept },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /**
     * `POST {requests-api}/{realm}/requests/{mailbox}/checkout` ("Pagar y enviar"): the request and its payment
     * together; the server checks the request before the payment exists, and sends it itself once paid.
     */
    checkout: (mailbox: string, request: RequestBody, amount: number, concept: string, idempotencyKey: string) =>
      client.request<PaymentAnswer>(at('requests', `${realm.id}/requests/${id(mailbox)}/checkout`), {
        method: 'POST',
        body: { request, amount, concept },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** `GET {payments-api}/{realm}/payments/{paymentId}`: its status (polled, so not counted as loading). */
    payment: (paymentId: string) => client.request<PaymentAnswer>(at('payments', `${realm.id}/payments/${id(paymentId)}`), { background: true }),
    /** The gateway page, opened with the token, the realm and the forward URL the citizen returns to (spec §7). */
    gatewayUrl: (token: string, forward: string, lang: string) =>
      `${at('payments', 'payments/gateway')}?${new URLSearchParams({ token, realm: realm.id, forward, lang })}`,
    /** `GET {requests-api}/{realm}/requests/mine?page=`: the signed-in citizen's requests, newest first (401 without an account). */
    mine: (page = 1) => client.request<unknown>(at('requests', `${realm.id}/requests/mine`), { query: { page } }),
    /**
     * `GET {requests-api}/{realm}/requests/{reference}`: one request, to its owner's session or with the private
     * link's key, sent as a header so that it never sits in a URL.
     */
    followUp: (reference: string, key?: string) =>
      client.request<unknown>(at('requests', `${realm.id}/requests/${id(reference)}`), key ? { headers: { 'X-Follow-Up-Key': key } } : {}),
    /** `POST {requests-api}/{realm}/requests/{reference}/reply`: the citizen writes to the town hall; answers the request. */
    reply: (reference: string, message: string, key?: string) =>
      client.request<unknown>(at('requests', `${realm.id}/requests/${id(reference)}/reply`), {
        method: 'POST',
        body: { message },
        ...(key ? { headers: { 'X-Follow-Up-Key': key } } : {}),
      }),
    census: (census: string) => client.request<CensusDefinition>(at('census', `${realm.id}/census2/${id(census)}`)),
    checkCensus: (census: string, value: { id: string; answers: Record<string, string> }) =>
      client.request<{ ok?: boolean; err?: string; errCode?: ApiErrorCode }>(at('census', `${realm.id}/census2/${id(census)}`), {
        method: 'POST',
        body: { census: value },
      }),
    /** The places geocoder: an address → its coordinates (spec §7), from the realm's street directory locally. */
    geocode: async (address: string): Promise<Coordinates | null> => {
      const answer: ApiResult<{ results?: Array<{ geometry?: { location?: Coordinates } }> }> = await client.request(at('content', `${realm.id}/geocode`), {
        query: { address },
      });
      const location = 'results' in answer ? answer.results?.[0]?.geometry?.location : undefined;
      return location && Number.isFinite(location.lat) && Number.isFinite(location.lng) ? { lat: location.lat, lng: location.lng } : null;
    },
  };
}
export type RequestsApi = ReturnType<typeof requestsApi>;
