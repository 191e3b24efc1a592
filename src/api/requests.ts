/**
 * The calls on a citizen's requests themselves: create one, pay and send one, list one's own, follow one up and
 * reply to it, on the realm's `requests` endpoint. The form's other calls have their own modules (auth.ts,
 * mailboxes.ts, captcha.ts, uploads.ts, census.ts, geocoding.ts, payments.ts), gathered in request-form.ts.
 */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { RequestBody } from '../domain/requests/request-rules.ts';
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';
import type { PaymentAnswer } from './payments.ts';

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

export function requestsApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  const id = encodeURIComponent;

  return {
    /** `POST {requests-api}/{realm}/requests/{mailbox}/create`; the idempotency key makes a retry create nothing new. */
    create: (mailbox: string, body: RequestBody, idempotencyKey: string) =>
      client.request<CreateAnswer>(at('requests', `${realm.id}/requests/${id(mailbox)}/create`), {
        method: 'POST',
        body,
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
    /** `GET {requests-api}/{realm}/requests/mine?page=`: the signed-in citizen's requests, newest first (401 without an account). */
    mine: (page = 1) => client.request<unknown>(at('requests', `${realm.id}/requests/mine`), { query: { page } }),
    /**
     * `GET {requests-api}/{realm}/requests/{reference}`: one request, to its owner's session or with the private
     * link's key, sent as a header so that it never sits in a URL.
     */
    followUp: (reference: string, key?: string) =>
      client.request<unknown>(at('requests', `${realm.id}/requests/${id(reference)}`), key ? { headers: { 'X-Follow-Up-Key': key } } : {}),
    /**
     * `POST {requests-api}/{realm}/requests/resend-link` ("Reenviarme el enlace"): the link again to the address the
     * request was sent with, when `email` is that address; the answer is the same whether it is or not.
     */
    resendLink: (reference: string, email: string) =>
      client.request<{ message: string }>(at('requests', `${realm.id}/requests/resend-link`), { method: 'POST', body: { reference, email } }),
    /** `POST {requests-api}/{realm}/requests/{reference}/reply`: the citizen writes to the town hall; answers the request. */
    reply: (reference: string, message: string, key?: string) =>
      client.request<unknown>(at('requests', `${realm.id}/requests/${id(reference)}/reply`), {
        method: 'POST',
        body: { message },
        ...(key ? { headers: { 'X-Follow-Up-Key': key } } : {}),
      }),
    /**
     * `POST {requests-api}/{realm}/requests/{reference}/room/cancel`: cancels the request's room booking within its
     * terms (docs/rooms.md "Calls"); answers the request. POST only, never a GET.
     */
    cancelRoom: (reference: string, key?: string) =>
      client.request<unknown>(at('requests', `${realm.id}/requests/${id(reference)}/room/cancel`), {
        method: 'POST',
        body: {},
        ...(key ? { headers: { 'X-Follow-Up-Key': key } } : {}),
      }),
  };
}
