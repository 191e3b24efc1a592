import { useEffect, useId, useMemo, useState } from 'react';
import { createApiClient, refusalOf } from '../../api/client.ts';
import type { Endpoints } from '../../api/endpoints.ts';
import { pushApi } from '../../api/push.ts';
import { NOTICE_TOPICS, PUBLIC_TOPICS, type NoticeTopic } from '../../domain/notices/topics.ts';
import { allows } from '../../stores/consent.ts';
import { browserPush, type PushEnvironment } from './device-push.ts';

/** The spec's local storage keys (docs/product-spec.md §3): the device's push endpoint, whether push is on, its topics. */
export const PUSH_TOKEN_KEY = 'push token';
export const PUSH_ENABLED_KEY = 'native push enabled';
export const SUBSCRIPTIONS_KEY = 'subscriptions';

export interface NoticeSubscriptionProps {
  realm: Endpoints;
  lang: string;
  labels: {
    title: string;
    intro: string;
    topicsLegend: string;
    activate: string;
    save: string;
    stop: string;
    busy: string;
    on: string;
    saved: string;
    stopped: string;
    noTopic: string;
    denied: string;
    deniedHelp: string;
    unsupported: string;
    ios: string;
    error: string;
    consent: string;
    personalHint: string;
    topics: Record<NoticeTopic, string>;
  };
  /** The browser's push, unless an example or a test gives its own. */
  environment?: PushEnvironment | undefined;
}

type Phase = 'starting' | 'unsupported' | 'ios' | 'denied' | 'off' | 'on';
type Message = { kind: 'saved' | 'stopped' | 'noTopic' | 'error' | 'personal'; text: string } | undefined;

/** What the device remembers, only with consent to device storage (src/stores/consent.ts). */
function remember(endpoint: string | null, topics: readonly NoticeTopic[]) {
  if (!allows('deviceStorage')) return;
  try {
    if (endpoint) {
      localStorage.setItem(PUSH_TOKEN_KEY, endpoint);
      localStorage.setItem(PUSH_ENABLED_KEY, 'true');
      localStorage.setItem(SUBSCRIPTIONS_KEY, JSON.stringify(topics));
    } else {
      for (const key of [PUSH_TOKEN_KEY, SUBSCRIPTIONS_KEY]) localStorage.removeItem(key);
      localStorage.setItem(PUSH_ENABLED_KEY, 'false');
    }
  } catch {
    // Storage full or blocked: the subscription works all the same.
  }
}

function rememberedTopics(): NoticeTopic[] | undefined {
  try {
    const raw = localStorage.getItem(SUBSCRIPTIONS_KEY);
    const topics = raw ? (JSON.parse(raw) as unknown) : undefined;
    return Array.isArray(topics) ? topics.filter((t): t is NoticeTopic => (NOTICE_TOPICS as readonly string[]).includes(t)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Activar avisos" (docs/notices.md "Delivery"): the device's Web Push subscription to the town hall's notices. The
 * visitor chooses topics, and only the click on "Activar avisos" asks the browser for permission; the same control
 * changes the topics or stops the notices. A signed-in citizen also sees the personal topics, and a new device of
 * theirs starts with the topics they chose last. It says so when the browser cannot (the spec's words), when the
 * permission was denied, and on an iPhone's Safari how to add the portal to the home screen first.
 */
export default function NoticeSubscription({ realm, lang, labels, environment }: NoticeSubscriptionProps) {
  const push = useMemo(() => environment ?? browserPush(), [environment]);
  const api = useMemo(() => pushApi(createApiClient({ language: lang }), realm), [lang, realm]);
  const [phase, setPhase] = useState<Phase>('starting');
  const [signedIn, setSignedIn] = useState(false);
  const [chosen, setChosen] = useState<NoticeTopic[]>(['urgentes']);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>();
  const legendId = useId();

  useEffect(() => {
    let live = true;
    (async () => {
      const support = push.support();
      if (support !== 'supported') return live && setPhase(support === 'ios-not-installed' ? 'ios' : 'unsupported');
      if (push.permission() === 'denied') return live && setPhase('denied');
      const mine = await api.mine();
      const account = refusalOf(mine) === undefined ? (mine as { topics: NoticeTopic[] | null }).topics : undefined;
      if (!live) return;
      setSignedIn(refusalOf(mine) === undefined);
      const current = push.permission() === 'granted' ? await push.current().catch(() => null) : null;
      const topics = rememberedTopics() ?? account ?? undefined;
      if (!live) return;
      if (topics?.length) setChosen(topics);
      setPhase(current ? 'on' : 'off');
    })().catch(() => live && setPhase('off'));
    return () => {
      live = false;
    };
  }, [api, push]);

  const toggle = (topic: NoticeTopic) => setChosen((now) => (now.includes(topic) ? now.filter((t) => t !== topic) : [...now, topic]));

  async function activate() {
    setMessage(undefined);
    if (chosen.length === 0) return setMessage({ kind: 'noTopic', text: labels.noTopic });
    setBusy(true);
    try {
      const permission = push.permission() === 'granted' ? 'granted' : await push.requestPermission();
      if (permission !== 'granted') {
        setPhase(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const key = await api.key();
      if (refusalOf(key)) throw new Error('key');
      const { publicKey } = key as { publicKey: string };
      const subscription = (await push.current()) ?? (await push.subscribe(publicKey));
      const answer = await api.subscribe(subscription, chosen, lang);
      const refusal = refusalOf(answer);
      if (refusal?.code === 'not-signed-in') {
        setSignedIn(false);
        setChosen((now) => now.filter((t) => (PUBLIC_TOPICS as readonly string[]).includes(t)));
        return setMessage({ kind: 'personal', text: labels.personalHint });
      }
      if (refusal) throw new Error('refused');
      remember(subscription.endpoint, chosen);
      if (allows('deviceStorage')) await push.remember({ realm: realm.id, publicKey, topics: chosen, language: lang }).catch(() => {});
      setPhase('on');
      setMessage({ kind: 'saved', text: labels.saved });
    } catch {
      setMessage({ kind: 'error', text: labels.error });
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    setMessage(undefined);
    setBusy(true);
    try {
      const endpoint = await push.unsubscribe();
      if (endpoint) await api.unsubscribe(endpoint);
      remember(null, []);
      await push.remember(null).catch(() => {});
      setPhase('off');
      setMessage({ kind: 'stopped', text: labels.stopped });
    } catch {
      setMessage({ kind: 'error', text: labels.error });
    } finally {
      setBusy(false);
    }
  }

  const topics = signedIn ? NOTICE_TOPICS : PUBLIC_TOPICS;
  return (
    <section className="notice-subscription" aria-labelledby={`${legendId}-title`}>
      <h2 id={`${legendId}-title`}>{labels.title}</h2>
      {phase === 'unsupported' && <p role="status">{labels.unsupported}</p>}
      {phase === 'ios' && <p role="status">{labels.ios}</p>}
      {phase === 'denied' && (
        <div role="alert">
          <p>{labels.denied}</p>
          <p>{labels.deniedHelp}</p>
        </div>
      )}
      {(phase === 'off' || phase === 'on') && (
        <>
          <p>{phase === 'on' ? labels.on : labels.intro}</p>
          <fieldset>
            <legend>{labels.topicsLegend}</legend>
            {topics.map((topic) => (
              <label key={topic} className="notice-subscription__topic">
                <input type="checkbox" checked={chosen.includes(topic)} onChange={() => toggle(topic)} disabled={busy} /> {labels.topics[topic]}
              </label>
            ))}
          </fieldset>
          {!signedIn && <p className="notice-subscription__hint">{labels.personalHint}</p>}
          {!allows('deviceStorage') && phase === 'off' && <p className="notice-subscription__hint">{labels.consent}</p>}
          <div className="notice-subscription__actions">
            <button type="button" className="button" onClick={activate} disabled={busy} aria-busy={busy}>
              {busy ? labels.busy : phase === 'on' ? labels.save : labels.activate}
            </button>
            {phase === 'on' && (
              <button type="button" className="button secondary" onClick={stop} disabled={busy}>
                {labels.stop}
              </button>
            )}
          </div>
        </>
      )}
      <p role={message?.kind === 'error' ? 'alert' : 'status'}>{message?.text}</p>
    </section>
  );
}
