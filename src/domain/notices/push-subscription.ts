/**
 * What the subscription calls take (docs/notices.md "Delivery"), one set of rules for the island and the server: a
 * browser's `PushSubscription.toJSON()` (an endpoint and its two keys) with the topics chosen and the language.
 *
 * The server POSTs to whatever endpoint it is given, so an endpoint is checked as strictly as a link a stranger
 * hands in: `https:` on the default port, a host name (never an address, never `localhost`) under one of the
 * browsers' push services (`PUSH_SERVICE_DOMAINS`), no credentials, no fragment, at most 1,000 characters. Only a
 * server in push test mode (`LOCAL_API_PUSH_TEST=1`) also takes `http://127.0.0.1:<port>/…`, the test push service
 * of tests/fixtures/push-service.ts. The keys are those of RFC 8291 §3.2: `p256dh` an uncompressed P-256 point
 * (65 bytes, first byte 4), `auth` 16 bytes, both base64url.
 */
import { isPublicTopic, NOTICE_TOPICS, type NoticeTopic } from './topics.ts';

/** The push services of the browsers that matter (Chrome and Edge on FCM or WNS, Firefox, Safari), by domain. */
export const PUSH_SERVICE_DOMAINS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com', 'push.microsoft.com'] as const;
export const MAX_ENDPOINT_LENGTH = 1000;

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionChoice {
  subscription: PushSubscriptionJson;
  topics: NoticeTopic[];
  language: string;
}

/** Bytes of a base64url text, or undefined when it is not one. */
export function base64urlLength(text: string): number | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return undefined;
  return Math.floor((bare.length * 3) / 4);
}

/** The first byte of a base64url text. */
const firstByte = (text: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return (alphabet.indexOf(text[0] ?? '') << 2) | (alphabet.indexOf(text[1] ?? '') >> 4);
};

/** Whether the server may send to `endpoint`; `testMode` also admits the loopback test push service. */
export function endpointAllowed(endpoint: string, { testMode = false }: { testMode?: boolean } = {}): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password || url.hash) return false;
  if (testMode && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Whether the keys are RFC 8291's: an uncompressed P-256 public key and a 16-byte auth secret. */
export function keysValid(keys: { p256dh?: unknown; auth?: unknown } | undefined): boolean {
  if (!keys || typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string') return false;
  return base64urlLength(keys.p256dh) === 65 && firstByte(keys.p256dh) === 4 && base64urlLength(keys.auth) === 16;
}

export type ChoiceProblem = 'subscription' | 'topics' | 'language' | 'personal';

/**
 * Reads a subscribe call's body: the choice, or the first problem. Personal topics need `signedIn`; at least one
 * topic (no topic is unsubscribing), each once.
 */
export function readChoice(
  body: Record<string, unknown>,
  { languages, signedIn, testMode = false }: { languages: readonly string[]; signedIn: boolean; testMode?: boolean },
): SubscriptionChoice | { problem: ChoiceProblem } {
  const subscription = body.subscription as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | undefined;
  if (
    !subscription ||
    typeof subscription !== 'object' ||
    typeof subscription.endpoint !== 'string' ||
    !endpointAllowed(subscription.endpoint, { testMode }) ||
    !keysValid(subscription.keys)
  )
    return { problem: 'subscription' };
  const topics = body.topics;
  if (
    !Array.isArray(topics) ||
    topics.length === 0 ||
    topics.length > NOTICE_TOPICS.length ||
    new Set(topics).size !== topics.length ||
    !topics.every((t) => typeof t === 'string' && (NOTICE_TOPICS as readonly string[]).includes(t))
  )
    return { problem: 'topics' };
  if (!signedIn && !topics.every((t) => isPublicTopic(t as string))) return { problem: 'personal' };
  if (typeof body.language !== 'string' || !languages.includes(body.language)) return { problem: 'language' };
  const keys = subscription.keys as { p256dh: string; auth: string };
  return {
    subscription: { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    topics: topics as NoticeTopic[],
    language: body.language,
  };
}
