/**
 * The notices' push calls (docs/notices.md "Delivery"): the server's VAPID key, subscribing a device or changing its
 * topics, unsubscribing, and the signed-in citizen's last choice (401 when nobody is signed in).
 */
import type { PushSubscriptionJson } from '../domain/notices/push-subscription.ts';
import type { NoticeTopic } from '../domain/notices/topics.ts';
import type { ApiClient } from './client.ts';
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
