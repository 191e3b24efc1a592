/**
 * The notices' Web Push calls (docs/notices.md "Delivery"): the server's VAPID public key, subscribing a device
 * (its `PushSubscription` JSON, the topics chosen, the language) or changing its topics with the same call,
 * unsubscribing it, the topics a signed-in citizen chose last (so a new device of theirs starts with them), and
 * for the desk a notice's counters. A device signed in to the realm is linked to the account: only then may it take
 * the personal topics. Endpoints are checked by src/domain/notices/push-subscription.ts; nothing a caller sends
 * is logged.
 */
import { Hono } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { readChoice } from '../../../src/domain/notices/push-subscription.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { vapidKeysOf } from '../../push/keys.ts';
import { noticeDeliveryCounts } from '../../push/notice-delivery.ts';
import type { NoticeDelivery } from '../../../src/schemas/notices.ts';
import type { PushStore } from '../../store/push.ts';
import type { Sessions } from '../../store/sessions.ts';
import { readJson } from '../guards/body.ts';
import { NO_STORE, type StaffAccess } from '../guards/staff-access.ts';
import { sessionOf } from '../session-cookie.ts';

export interface PushRouteOptions {
  realms: () => RealmConfig[];
  sessions: Sessions;
  push: PushStore;
  staff: StaffAccess;
  /** The realm's VAPID subject, or throws when it has none fit for one (server/push/vapid.ts). */
  subjectOf: (realm: string) => string;
  /** Push test mode (`LOCAL_API_PUSH_TEST=1`): the loopback test push service is a valid endpoint. */
  testMode?: boolean | undefined;
  now?: (() => number) | undefined;
}

export function pushRoutes({ realms, sessions, push, staff, subjectOf, testMode = false, now = Date.now }: PushRouteOptions) {
  const api = new Hono();
  const realmOf = (id: string) => {
    const realm = realmById(realms(), id);
    if (!realm) throw new ApiError('noRealm', { headers: NO_STORE });
    return realm;
  };
  const userOf = (c: Parameters<typeof sessionOf>[0], realm: string) => sessions.userOf(sessionOf(c, sessions), realm) ?? null;

  // The same for every realm and every visitor: the browser's applicationServerKey.
  api.get('/:realm/push/key', (c) => {
    const realm = realmOf(c.req.param('realm'));
    try {
      subjectOf(realm.id);
    } catch {
      throw new ApiError('pushUnavailable', { headers: NO_STORE });
    }
    return c.json({ publicKey: vapidKeysOf(push).publicKey }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  api.post('/:realm/push/subscription', async (c) => {
    const realm = realmOf(c.req.param('realm'));
    try {
      subjectOf(realm.id);
    } catch {
      throw new ApiError('pushUnavailable', { headers: NO_STORE });
    }
    const userId = userOf(c, realm.id);
    const choice = readChoice(await readJson(c), { languages: realm.languages, signedIn: userId !== null, testMode });
    if ('problem' in choice) {
      const name = ({ subscription: 'pushSubscription', topics: 'pushTopics', language: 'pushLanguage', personal: 'pushPersonal' } as const)[choice.problem];
      throw new ApiError(name, { headers: NO_STORE });
    }
    const { endpoint, keys } = choice.subscription;
    push.subscribe(realm.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, { topics: choice.topics, language: choice.language, userId }, now());
    return c.json({ topics: [...choice.topics].sort(), linked: userId !== null }, 200, NO_STORE);
  });

  api.post('/:realm/push/unsubscribe', async (c) => {
    const realm = realmOf(c.req.param('realm'));
    const { endpoint } = await readJson(c);
    if (typeof endpoint !== 'string' || endpoint.length > 1000) throw new ApiError('pushSubscription', { headers: NO_STORE });
    // The same answer whether it was subscribed or not: the call says nothing about other people's endpoints.
    push.unsubscribe(realm.id, endpoint);
    return c.json({ unsubscribed: true }, 200, NO_STORE);
  });

  api.get('/:realm/push/topics', (c) => {
    const realm = realmOf(c.req.param('realm'));
    const userId = userOf(c, realm.id);
    if (!userId) throw new ApiError('notSignedIn', { headers: NO_STORE });
    return c.json({ topics: push.topicsOfUser(realm.id, userId) ?? null }, 200, NO_STORE);
  });

  // The desk's counters of one notice's copies (the notices' desk shows them).
  api.get('/:realm/desk/notices/:id/delivery', (c) => {
    const realm = c.req.param('realm');
    staff(c, realm);
    const counts = noticeDeliveryCounts(push.db, realm, c.req.param('id'));
    if (!counts) throw new ApiError('noticeDeliveryNotFound', { headers: NO_STORE });
    return c.json(counts satisfies NoticeDelivery, 200, NO_STORE);
  });

  return api;
}
