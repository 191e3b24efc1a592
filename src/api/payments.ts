/** The payment calls (docs/product-spec.md §7): a new payment, its status, and the gateway page it is paid on. */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';
import type { CreateAnswer } from './requests.ts';

/** A payment as `payments/new` and the status call answer it (docs/product-spec.md §3 "Payment"; `pay` means paid). */
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

export function paymentsApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** `POST {host}/{realm}/payments/new`: amount (euros) and concept for a mailbox → a pending payment and its token. */
    newPayment: (mailbox: string, amount: number, concept: string, idempotencyKey: string) =>
      client.request<PaymentAnswer>(at('payments', `${realm.id}/payments/new`), {
        method: 'POST',
        body: { mailbox, amount, concept },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** `GET {payments-api}/{realm}/payments/{paymentId}`: its status (polled, so not counted as loading). */
    payment: (paymentId: string) =>
      client.request<PaymentAnswer>(at('payments', `${realm.id}/payments/${encodeURIComponent(paymentId)}`), { background: true }),
    /** The gateway page, opened with the token, the realm and the forward URL the citizen returns to (docs/product-spec.md §7). */
    gatewayUrl: (token: string, forward: string, lang: string) =>
      `${at('payments', 'payments/gateway')}?${new URLSearchParams({ token, realm: realm.id, forward, lang })}`,
  };
}
