/**
 * The topics of the town hall's notices (avisos) and how each one travels: the one contract between the inbox
 * (the notices as content, their pages and the desk that writes them) and their delivery (Web Push and e-mail
 * copies of the inbox, docs/notices.md). Public topics are chosen by anyone on a device or with an address;
 * personal ones carry news of one citizen's own requests and appointments and go only to that citizen.
 *
 * Delivery per topic follows RFC 8030 §5.2 (time to live) and §5.3 (urgency): an urgent notice about a water cut is
 * worth little a day later and should wake a phone; the agenda can wait in the push service for a week. Quiet hours
 * (22:00 to 8:00 in Europe/Madrid) hold back every notice that is not urgent until the morning.
 */
import { DateTime } from 'luxon';

/** Topics anyone may subscribe to, in the order the subscription control lists them. */
export const PUBLIC_TOPICS = ['urgentes', 'agenda', 'noticias', 'farmacias'] as const;
/** Topics about one citizen's own affairs: never published in the inbox, never in a feed. */
export const PERSONAL_TOPICS = ['mis-solicitudes', 'mis-citas'] as const;
export const NOTICE_TOPICS = [...PUBLIC_TOPICS, ...PERSONAL_TOPICS] as const;

export type PublicTopic = (typeof PUBLIC_TOPICS)[number];
export type PersonalTopic = (typeof PERSONAL_TOPICS)[number];
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** RFC 8030 §5.3's urgency values. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface TopicDelivery {
  /** Seconds the push service keeps a message for a device that is off (RFC 8030 §5.2). */
  readonly ttlSeconds: number;
  /** The urgency of an ordinary notice of the topic; an urgent notice always travels as `high`. */
  readonly urgency: PushUrgency;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

export const TOPIC_DELIVERY: Readonly<Record<NoticeTopic, TopicDelivery>> = {
  urgentes: { ttlSeconds: 12 * HOUR, urgency: 'high' },
  agenda: { ttlSeconds: 7 * DAY, urgency: 'low' },
  noticias: { ttlSeconds: 3 * DAY, urgency: 'low' },
  farmacias: { ttlSeconds: 12 * HOUR, urgency: 'normal' },
  'mis-solicitudes': { ttlSeconds: 7 * DAY, urgency: 'normal' },
  'mis-citas': { ttlSeconds: 2 * DAY, urgency: 'normal' },
};

export function isNoticeTopic(value: string): value is NoticeTopic {
  return (NOTICE_TOPICS as readonly string[]).includes(value);
}

export function isPublicTopic(value: string): value is PublicTopic {
  return (PUBLIC_TOPICS as readonly string[]).includes(value);
}

/** The time to live and urgency one notice travels with. */
export function deliveryOf(topic: NoticeTopic, urgent: boolean): TopicDelivery {
  const policy = TOPIC_DELIVERY[topic];
  return urgent ? { ttlSeconds: policy.ttlSeconds, urgency: 'high' } : policy;
}

export const NOTICE_ZONE = 'Europe/Madrid';
/** Quiet hours: from 22:00 to 8:00, local time. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

/**
 * When a notice published at `at` (ms since the epoch) may be sent: at once when it is urgent or outside quiet
 * hours, otherwise at the next 8:00 in Europe/Madrid. Local hours, so the night of a daylight-saving change still
 * ends at 8:00 on the clock of the town hall.
 */
export function sendableAt(at: number, urgent: boolean): number {
  if (urgent) return at;
  const local = DateTime.fromMillis(at, { zone: NOTICE_ZONE });
  if (local.hour >= QUIET_UNTIL_HOUR && local.hour < QUIET_FROM_HOUR) return at;
  const morning = local.hour >= QUIET_FROM_HOUR ? local.plus({ days: 1 }) : local;
  return morning.set({ hour: QUIET_UNTIL_HOUR, minute: 0, second: 0, millisecond: 0 }).toMillis();
}

/** One language's texts of a notice, as short as a phone's notification shows them. */
export interface NoticeTexts {
  readonly title: string;
  /** One or two sentences; the whole text is on the notice's page. */
  readonly summary: string;
}

/**
 * What a published notice hands to its delivery: enough for a push payload (title, short text, link, tag) and for
 * the e-mail copy, nothing more. Personal notices carry no case details: their texts say only that there is news.
 */
export interface NoticeToDeliver {
  readonly realm: string;
  /** The notice's id, stable: a push's tag and the key that keeps a notice from being sent twice. */
  readonly id: string;
  readonly topic: NoticeTopic;
  readonly urgent: boolean;
  /** When it was published, ISO 8601 with offset. */
  readonly publishedAt: string;
  /** Until when it applies, ISO 8601 with offset; after it, nothing of it is sent. */
  readonly until?: string | undefined;
  /** Texts per language of the realm (every one of the realm's languages is present). */
  readonly texts: Readonly<Record<string, NoticeTexts>>;
  /** The notice's page without the language prefix, e.g. `/avisos/corte-agua-2026-12-03`. */
  readonly path: string;
  /** For a personal notice, the account it is for. */
  readonly userId?: string | undefined;
}
