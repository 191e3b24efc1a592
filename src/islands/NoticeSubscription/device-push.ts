/**
 * What the "Activar avisos" island needs of the browser (docs/notices.md "Delivery"): whether push works here, the
 * notification permission, and the device's push subscription through the service worker (`/sw.js`). An iPhone or
 * iPad's Safari offers push only to a site added to the home screen: there it is `ios-not-installed`. Examples and
 * tests give the island an environment of their own.
 */
import type { PushSubscriptionJson } from '../../domain/notices/push-subscription.ts';

export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';
export type PushPermission = 'granted' | 'denied' | 'default';

/** What the worker keeps to renew a subscription the push service changed (src/sw/worker.js, PUSH_CHOICE). */
export interface WorkerChoice {
  realm: string;
  publicKey: string;
  topics: string[];
  language: string;
}

export interface PushEnvironment {
  support(): PushSupport;
  permission(): PushPermission;
  /** Asks the visitor: only ever called from a click. */
  requestPermission(): Promise<PushPermission>;
  /** The device's subscription, if it has one. */
  current(): Promise<PushSubscriptionJson | null>;
  subscribe(publicKey: string): Promise<PushSubscriptionJson>;
  /** Ends the device's subscription; answers its endpoint, if it had one. */
  unsubscribe(): Promise<string | null>;
  /** Keeps (or with null forgets) what the worker needs to renew the subscription. */
  remember(choice: WorkerChoice | null): Promise<void>;
}

const PUSH_CACHE = 'notices-push';
const PUSH_CHOICE = '/__push-choice';

function isIosBrowserTab(): boolean {
  const ios = /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone;
}

const asJson = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionJson;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}

/** The real browser's. */
export function browserPush(): PushEnvironment {
  const registration = () => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready);
  return {
    support() {
      if (typeof window === 'undefined') return 'unsupported';
      if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
      return isIosBrowserTab() ? 'ios-not-installed' : 'unsupported';
    },
    permission: () => Notification.permission as PushPermission,
    requestPermission: async () => (await Notification.requestPermission()) as PushPermission,
    async current() {
      const found = await (await registration()).pushManager.getSubscription();
      return found ? asJson(found) : null;
    },
    async subscribe(publicKey) {
      const manager = (await registration()).pushManager;
      return asJson(await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    },
    async unsubscribe() {
      const found = await (await registration()).pushManager.getSubscription();
      if (!found) return null;
      await found.unsubscribe();
      return found.endpoint;
    },
    async remember(choice) {
      if (!('caches' in window)) return;
      const cache = await caches.open(PUSH_CACHE);
      if (choice) await cache.put(PUSH_CHOICE, new Response(JSON.stringify(choice), { headers: { 'content-type': 'application/json' } }));
      else await cache.delete(PUSH_CHOICE);
    },
  };
}
