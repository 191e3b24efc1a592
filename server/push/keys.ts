/** The server's VAPID key pair (`PushStore.vapidKeys`), made with web-push the first time it is needed. */
import webpush from 'web-push';
import type { PushStore } from '../store/push.ts';

export const vapidKeysOf = (push: PushStore) => push.vapidKeys(() => webpush.generateVAPIDKeys());
