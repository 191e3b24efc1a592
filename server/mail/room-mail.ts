/**
 * The desk's message when a citizen cancels a room booking (docs/rooms.md "The desk"): to every member of the
 * realm's staff who handles the room's mailbox and has an e-mail address, each in the language they last used the
 * desk in (`deskLanguage`, else the realm's first). It says what the desk's page already shows and no more: the
 * room, the block, the request's reference, the refund; never who the citizen is. Rendered when queued, in the
 * cancellation's transaction.
 */
import { TIME_ZONE } from '../../src/domain/content/calendar.ts';
import { dateFormat, locale, pick, t } from '../../src/i18n/index.ts';
import { realmById } from '../../src/realm/resolve.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { Room } from '../../src/schemas/rooms.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { OutgoingMail } from '../store/mail-outbox.ts';
import type { RoomBooking } from '../store/room-bookings.ts';
import { handlesMailbox, type Users } from '../store/users.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, paragraph, referenceBlock, type Block } from './layout.ts';
import { mailLanguage, realmLook } from './realm-look.ts';
import { deskPage } from './site-url.ts';
import { DeskMembers } from '../store/desk-members.ts';

export interface RoomMailOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  users: Pick<Users, 'staffOf'>;
  /** `PORTAL_SITE_URL`: where the realms' sites are, when not at https://<first host>. */
  siteUrl?: string | undefined;
}

/** The desk's room page, at the week of the block (`?desde=`), in a language. */
const DESK_ROOMS_PAGE = '/gestion/salas';

export function roomMail({ store, realms, users, siteUrl }: RoomMailOptions) {
  const members = new DeskMembers(store.db);
  return {
    /**
     * One message per member who handles the room's mailbox, gets the desk's e-mail (their choice on their profile,
     * as the desk's other notices) and has a verified address; none when nobody does.
     */
    citizenCancelled(realmId: string, booking: RoomBooking, room: Room, reference: string, requestId: string | null): OutgoingMail[] {
      const realm = realmById(realms(), realmId);
      if (!realm) return [];
      return users
        .staffOf(realmId)
        .filter((member) => handlesMailbox(member, room.mailbox) && member.email && member.emailVerified && members.mailOn(realmId, member._id))
        .map((member) => {
          const lang = mailLanguage(realm, member.deskLanguage);
          const look = realmLook(store, realm, lang);
          const tr = (key: string, params: Record<string, string> = {}) => t(lang, key, params);
          const when = dateFormat(locale(lang), { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }).format(booking.startMs);
          const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(booking.startMs);
          const blocks: Block[] = [
            paragraph(tr('mail.roomCancelled.intro', { room: pick(room.title, lang), when })),
            referenceBlock(tr('mail.reference'), reference),
          ];
          if (booking.refund) {
            const amount = new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' }).format(booking.refund.cents / 100);
            blocks.push(paragraph(tr(booking.refund.outcome === 'refunded' ? 'mail.roomCancelled.refunded' : 'mail.roomCancelled.refundPending', { amount })));
          }
          const page = `${deskPage(realm, siteUrl, lang, DESK_ROOMS_PAGE)}?desde=${day}`;
          blocks.push(linkBlock(look, tr('mail.roomCancelled.link'), tr('mail.roomCancelled.button'), page));
          const heading = tr('mail.roomCancelled.heading');
          const { html, text } = frame(look, heading, blocks, tr('mail.roomCancelled.footer', { site: realm.hosts[0]! }));
          return {
            realm: realmId,
            requestId,
            kind: 'room-cancelled' as const,
            to: member.email!,
            fromName: headerText(look.name),
            subject: headerText(tr('mail.roomCancelled.subject', { reference })),
            text,
            html,
          };
        });
    },
  };
}
export type RoomMail = ReturnType<typeof roomMail>;
