import type { UiKey } from '../../i18n/index.ts';
import { NOTICE_TOPICS } from '../../domain/notices/topics.ts';
import type { NoticeSubscriptionProps } from './NoticeSubscription.tsx';

/**
 * The "Activar avisos" control's texts in one language, from the UI strings: the page passes them to the island
 * (which ships no dictionaries), and its examples use the same.
 */
export function noticeSubscriptionLabels(t: (key: UiKey) => string): NoticeSubscriptionProps['labels'] {
  const key = (name: string) => t(`delivery.push.${name}` as UiKey);
  return {
    title: key('title'),
    intro: key('intro'),
    topicsLegend: key('topics'),
    activate: key('activate'),
    save: key('save'),
    stop: key('stop'),
    busy: key('busy'),
    on: key('on'),
    saved: key('saved'),
    stopped: key('stopped'),
    noTopic: key('noTopic'),
    denied: key('denied'),
    deniedHelp: key('deniedHelp'),
    unsupported: key('unsupported'),
    ios: key('ios'),
    error: key('error'),
    consent: key('consent'),
    personalHint: key('personalHint'),
    topics: Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, t(`delivery.topic.${topic}` as UiKey)])) as NoticeSubscriptionProps['labels']['topics'],
  };
}
