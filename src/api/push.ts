/**
 * The notices' push calls (docs/notices.md "Delivery"): the server's VAPID key, subscribing a device or changing its
 * topics, unsubscribing, and the signed-in citizen's last choice (401 when nobody is signed in). Also the e-mail
 * subscription of the /avisos page, on the same server.
 */
import type { PushSubscriptionJson } from '../domain/notices/push-subscription.ts';
import type { NoticeTopic, PublicTopic } from '../domain/notices/topics.ts';
import { resolveUrl, type ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export function pushApi(client: ApiClient, realm: Endpoints) {
  const at = (path: string) => endpointUrl(client, realm)('auth', `${realm.id}/push/${path}`);
  return {
    key: () => client.request<{ publicKey: string }>(at('key')),
    subscribe: (subscription: PushSubscriptionJson, topics: NoticeTopic[], language: string) =>
      client.request<{ topics: NoticeTopic[]; linked: boolean }>(at('subscription'), { method: 'POST', body: { subscription, topics, language } }),
    unsubscribe: (endpoint: string) => client.request<{ unsubscribed: boolean }>(at('unsubscribe'), { method: 'POST', body: { endpoint } }),
    /** The signed-in citizen's topics; a 401 refusal when nobody is signed in. */
    mine: () => client.request<{ topics: NoticeTopic[] | null }>(at('topics'), { background: true }),
  };
}

/** Where the e-mail subscription goes: the /avisos form's `action` without script, the script's call with it. */
export const noticeEmailUrl = (client: ApiClient | undefined, realm: Endpoints) =>
  resolveUrl(realm.endpoints.auth ?? '/api', `${realm.id}/notices/email`, client?.origin);

/**
 * Asks for an address's subscription to public topics: 202 `{ requested: true }` for any address (the confirmation
 * link goes out, or not, without the answer saying which); 400 `invalid` for an address or topics it cannot take.
 * Never retried: the confirmations an address gets are capped.
 */
export function noticeEmailApi(client: ApiClient, realm: Endpoints) {
  return {
    subscribe: (email: string, topics: PublicTopic[], language: string) =>
      client.request<{ requested: boolean }>(noticeEmailUrl(client, realm), { method: 'POST', body: { email, topics, language } }),
  };
}
export type NoticeEmailApi = ReturnType<typeof noticeEmailApi>;
