/**
 * The messages of an appointment (docs/appointments.md "E-mail"), rendered when they are queued, in the language
 * the person booked in: the confirmation (with the private link, whose key the outbox keeps sealed, and the
 * calendar file `METHOD:REQUEST`), the change (`REQUEST` again, the next sequence), the cancellation (`CANCEL`)
 * and the reminder the day before. Only to an e-mail address given when booking: an appointment booked with a
 * telephone alone gets no message. Everything the person typed is escaped by the layout's blocks.
 */
import { appointmentIcs, type CalendarMethod } from '../../src/domain/appointments/calendar.ts';
import { APPOINTMENT_PAGE, privateLinkFragment } from '../../src/domain/appointments/private-link.ts';
import { TIME_ZONE } from '../../src/domain/content/calendar.ts';
import { dateFormat, locale, pick, t } from '../../src/i18n/index.ts';
import { realmById } from '../../src/realm/resolve.ts';
import type { Office, Service } from '../../src/schemas/appointments.ts';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import { appointmentContent } from '../store/appointment-content.ts';
import type { StoredAppointment } from '../store/appointments.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { MailKind, OutgoingMail } from '../store/mail-outbox.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, list, paragraph, referenceBlock, rows, type Block } from './layout.ts';
import { mailLanguage, realmLook } from './realm-look.ts';
import { sitePage } from './site-url.ts';

export interface AppointmentMailOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  /** `PORTAL_SITE_URL`: where the realms' sites are, when not at https://<first host>. */
  siteUrl?: string | undefined;
}

/**
 * The appointment's page with its code; with its key, the private link (code and key in the fragment, which reaches
 * no server: `privateLinkFragment`).
 */
export function appointmentLink(realm: RealmConfig, siteUrl: string | undefined, lang: string, code: string, key?: string): string {
  return `${sitePage(realm, siteUrl, lang, APPOINTMENT_PAGE)}${privateLinkFragment(code, key)}`;
}

type Message = 'booked' | 'changed' | 'cancelled' | 'reminder';
const KIND: Record<Message, MailKind> = {
  booked: 'appointment-booked',
  changed: 'appointment-changed',
  cancelled: 'appointment-cancelled',
  reminder: 'appointment-reminder',
};
const METHOD: Partial<Record<Message, CalendarMethod>> = { booked: 'REQUEST', changed: 'REQUEST', cancelled: 'CANCEL' };

export function appointmentMail({ store, realms, siteUrl }: AppointmentMailOptions) {
  function render(message: Message, appointment: StoredAppointment, now: number, key?: string): OutgoingMail | undefined {
    const realm = realmById(realms(), appointment.realm);
    const to = appointment.email;
    if (!realm || !to) return undefined;
    const lang: Language = mailLanguage(realm, appointment.language);
    const look = realmLook(store, realm, lang);
    const content = appointmentContent(store, realm.id);
    const service: Service | undefined = content.services.find((s) => s._id === appointment.service);
    const office: Office | undefined = content.offices.find((o) => o._id === appointment.office);
    const tr = (k: string, params: Record<string, string> = {}) => t(lang, k, params);
    const serviceTitle = service ? pick(service.title, lang) : '';
    const officeTitle = office ? pick(office.title, lang) : '';
    const address = office ? [office.address.street, [office.address.zipCode, office.address.city].filter(Boolean).join(' ')].join(', ') : '';
    const when = dateFormat(locale(lang), { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(appointment.startMs));
    const documents = (service?.documents ?? []).map((d) => pick(d, lang));
    const site = realm.hosts[0]!;
    const blocks: Block[] = [
      paragraph(tr(`mail.appointment.${message}.intro`, { service: serviceTitle, date: when })),
      referenceBlock(tr('mail.appointment.code'), appointment.code),
      rows(tr('mail.appointment.details'), [
        { label: tr('mail.appointment.service'), value: serviceTitle },
        { label: tr('mail.appointment.when'), value: when },
        { label: tr('mail.appointment.office'), value: [officeTitle, address].filter(Boolean).join(' · ') },
      ]),
    ];
    if (message !== 'cancelled') blocks.push(list(tr('mail.appointment.documents'), documents));
    if (key)
      blocks.push(linkBlock(look, tr('mail.appointment.link'), tr('mail.appointment.button'), appointmentLink(realm, siteUrl, lang, appointment.code, key)));
    else if (message !== 'cancelled') blocks.push(paragraph(tr('mail.appointment.linkLater')));
    const heading = tr(`mail.appointment.${message}.heading`);
    const { html, text } = frame(look, heading, blocks, tr('mail.appointment.footer', { site }));
    const method = METHOD[message];
    const ics =
      method &&
      appointmentIcs({
        method,
        id: appointment.id,
        host: site,
        sequence: appointment.sequence,
        start: appointment.startMs,
        end: appointment.endMs,
        stamp: now,
        summary: tr('mail.appointment.calendarSummary', { service: serviceTitle }),
        description: [`${tr('mail.appointment.code')}: ${appointment.code}`, ...documents.map((d) => `- ${d}`)].join('\n'),
        location: office ? { title: [officeTitle, address].join(', '), lat: office.coordinates.lat, lng: office.coordinates.lng } : { title: '' },
        organizer: { name: realm.name, email: `no-reply@${site}` },
        ...(appointment.name ? { attendee: { name: `${appointment.name} ${appointment.surnames ?? ''}`.trim(), email: to } } : {}),
        // The page without its key: the file is kept as it is in the outbox, and a calendar shares what it holds.
        url: appointmentLink(realm, siteUrl, lang, appointment.code),
      });
    return {
      realm: realm.id,
      requestId: null,
      kind: KIND[message],
      to,
      fromName: headerText(look.name),
      subject: headerText(tr(`mail.appointment.${message}.subject`, { code: appointment.code, service: serviceTitle })),
      text,
      html,
      ...(key ? { secret: key } : {}),
      ...(ics
        ? {
            attachments: [
              {
                filename: method === 'CANCEL' ? 'cita-anulada.ics' : 'cita.ics',
                contentType: `text/calendar; method=${method}; charset=UTF-8`,
                content: ics,
              },
            ],
          }
        : {}),
    };
  }

  return {
    /** The confirmation of a booking, with the private link (its key sealed in the outbox) and `REQUEST`. */
    booked: (appointment: StoredAppointment, key: string, now: number) => render('booked', appointment, now, key),
    /** The appointment moved: `REQUEST` with the next sequence. */
    changed: (appointment: StoredAppointment, now: number) => render('changed', appointment, now),
    /** The appointment cancelled: `CANCEL` with the next sequence. */
    cancelled: (appointment: StoredAppointment, now: number) => render('cancelled', appointment, now),
    /** The day before, with the reminder's own private link (its key minted when queued, sealed in the outbox). */
    reminder: (appointment: StoredAppointment, now: number, key: string) => render('reminder', appointment, now, key),
  };
}
export type AppointmentMail = ReturnType<typeof appointmentMail>;
