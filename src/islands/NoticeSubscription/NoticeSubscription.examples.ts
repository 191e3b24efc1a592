/**
 * The "Activar avisos" control's states (docs/notices.md "Delivery"): a browser without push (the spec's words), an
 * iPhone's Safari not added to the home screen, permission denied, push off for a visitor (public topics only),
 * on for a signed-in citizen (personal topics too), and the click that asks for permission and subscribes.
 */
import { translator } from '../../i18n/index.ts';
import type { PushSubscriptionJson } from '../../domain/notices/push-subscription.ts';
import { CONSENT_KEY } from '../../stores/consent.ts';
import { type IslandExamples, ok, sameOriginEndpoints, status } from '../examples.ts';
import type { PushEnvironment, PushPermission, PushSupport } from './device-push.ts';
import type { NoticeSubscriptionProps } from './NoticeSubscription.tsx';
import { noticeSubscriptionLabels } from './labels.ts';

const SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/ejemplo',
  keys: { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/** A browser's push as an example needs it: what it supports, the permission, and the answer to asking. */
export function fakePush(support: PushSupport, permission: PushPermission, { subscribed = false, answer = 'granted' as PushPermission } = {}): PushEnvironment {
  let now = permission;
  let current = subscribed ? SUBSCRIPTION : null;
  return {
    support: () => support,
    permission: () => now,
    requestPermission: async () => {
      now = answer;
      return answer;
    },
    current: async () => current,
    subscribe: async () => {
      current = SUBSCRIPTION;
      return SUBSCRIPTION;
    },
    unsubscribe: async () => {
      const endpoint = current?.endpoint ?? null;
      current = null;
      return endpoint;
    },
    remember: async () => {},
  };
}

const props = (environment: PushEnvironment, lang = 'es'): NoticeSubscriptionProps => ({
  realm: { id: 'alcantir', endpoints: sameOriginEndpoints },
  lang,
  labels: noticeSubscriptionLabels(translator(lang as 'es')),
  environment,
});

const ANONYMOUS = { 'GET /api/alcantir/push/topics': status(401, { err: 'No ha iniciado sesión.', errCode: 'not-signed-in' }) } as const;
const ACCEPTED = {
  local: { [CONSENT_KEY]: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: true } }) },
};

export const noticeSubscriptionExamples = {
  unsupported: { name: 'a browser without service workers or push', props: props(fakePush('unsupported', 'default')) },
  ios: { name: "an iPhone's Safari, the portal not added to the home screen", props: props(fakePush('ios-not-installed', 'default')) },
  denied: { name: 'the permission was denied before', props: props(fakePush('supported', 'denied')) },
  off: { name: 'push off for a visitor: public topics to choose', props: props(fakePush('supported', 'default')), api: ANONYMOUS },
  citizenOn: {
    name: 'on for a signed-in citizen, in Valencian, with the topics chosen last',
    props: props(fakePush('supported', 'granted', { subscribed: true }), 'va'),
    api: { 'GET /api/alcantir/push/topics': ok({ topics: ['mis-citas', 'urgentes'] }) },
  },
  activated: {
    name: 'the click asks for permission, which is granted, and subscribes the device',
    props: props(fakePush('supported', 'default')),
    device: ACCEPTED,
    api: {
      ...ANONYMOUS,
      'GET /api/alcantir/push/key': ok({ publicKey: `B${'A'.repeat(86)}` }),
      'POST /api/alcantir/push/subscription': ok({ topics: ['agenda', 'urgentes'], linked: false }),
    },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Agenda de actividades' }));
      await user.click(screen.getByRole('button', { name: 'Activar avisos' }));
    },
  },
  refused: {
    name: 'the click asks for permission, which is denied',
    props: props(fakePush('supported', 'default', { answer: 'denied' })),
    api: ANONYMOUS,
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('button', { name: 'Activar avisos' }));
    },
  },
} satisfies IslandExamples<NoticeSubscriptionProps>;
