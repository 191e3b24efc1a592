/**
 * The personal notices (docs/notices.md "Personal topics"): news of a citizen's own request and the reminder of
 * their appointment, as push messages to the devices of their account subscribed to `mis-solicitudes` or
 * `mis-citas` (src/domain/notices/topics.ts). A push passes through the browser's push service, so the texts say
 * only that there is news, in every language of the realm, and link to the page where the signed-in citizen reads
 * it: no status, no message, no service, no time.
 */
import { t } from '../../src/i18n/index.ts';
import type { NoticeToDeliver } from '../../src/domain/notices/topics.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { HistoryEntry } from '../../src/domain/requests/request-history.ts';
import type { StoredAppointment } from '../store/appointments.ts';
import type { Database } from '../store/database.ts';
import type { StoredRequest } from '../store/requests.ts';
import { queueNoticeDelivery } from './notice-delivery.ts';

export type PersonalNews = 'request' | 'appointment';

const TOPIC = { request: 'mis-solicitudes', appointment: 'mis-citas' } as const;

export interface PersonalTarget {
  /** Unique per piece of news: the key that keeps it from going twice. */
  id: string;
  /** The account whose devices hear of it. */
  userId: string;
  /** The page without the language prefix. */
  path: string;
  /** When it stops being worth sending (an appointment's start), ISO 8601. */
  until?: string | undefined;
}

/** The notice handed to delivery for `news` of `target`. */
export function personalNotice(realm: Pick<RealmConfig, 'id' | 'languages'>, news: PersonalNews, target: PersonalTarget, now: number): NoticeToDeliver {
  return {
    realm: realm.id,
    id: target.id,
    topic: TOPIC[news],
    urgent: false,
    publishedAt: new Date(now).toISOString(),
    ...(target.until ? { until: target.until } : {}),
    texts: Object.fromEntries(
      realm.languages.map((lang) => [lang, { title: t(lang, `delivery.personal.${news}.title`), summary: t(lang, `delivery.personal.${news}.summary`) }]),
    ),
    path: target.path,
    userId: target.userId,
  };
}

/** Queues it for the sender, in the caller's transaction when it has one (`queueNoticeDelivery`). */
export function queuePersonalNotice(db: Database, realm: Pick<RealmConfig, 'id' | 'languages'>, news: PersonalNews, target: PersonalTarget, now: number): void {
  queueNoticeDelivery(db, personalNotice(realm, news, target, now), now);
}

/** The push of a step on a request (a status change, a message): to the request's account, linking its page. */
export function requestNewsTarget(request: StoredRequest, entry: HistoryEntry): PersonalTarget | undefined {
  if (!request.user) return undefined;
  return { id: `solicitud-${request._id}-${entry.id}`, userId: request.user, path: `/mis-solicitudes/${encodeURIComponent(request.reference)}` };
}

/**
 * The push of an appointment's reminder: to the account that booked it (none for one booked without an account),
 * linking its page by code alone, which opens only for that account ("Mis citas" in docs/appointments.md); not
 * sent once the appointment has begun.
 */
export function appointmentReminderTarget(appointment: StoredAppointment): PersonalTarget | undefined {
  if (!appointment.userId) return undefined;
  return {
    id: `cita-${appointment.id}-recordatorio`,
    userId: appointment.userId,
    path: `/cita-previa/cita#codigo=${encodeURIComponent(appointment.code)}`,
    until: new Date(appointment.startMs).toISOString(),
  };
}
