/**
 * The citizen's messages as the stores queue them: who to write to, in which language, with which look and
 * link. The receipt is rendered in the request's creation transaction (`routes/requests.ts`), the notices in
 * the action's (`RequestActions`), so what is queued is what was true at that moment.
 */
import type { HistoryEntry } from '../../src/domain/requests/request-history.ts';
import type { Mailbox } from '../../src/schemas/mailbox.ts';
import { isLanguage } from '../../src/schemas/languages.ts';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { OutgoingMail } from '../store/mail-outbox.ts';
import type { SqlitePayments } from '../store/payments.ts';
import type { StoredRequest } from '../store/requests.ts';
import type { Uploads } from '../store/uploads.ts';
import { sentAnonymously, type Users } from '../store/users.ts';
import type { MailLook } from './layout.ts';
import { noticeMail } from './notice.ts';
import { realmLook } from './realm-look.ts';
import { type ReceiptRoom, receiptMail } from './receipt.ts';
import { followUpLink } from './site-url.ts';
import { realmById } from '../../src/realm/resolve.ts';

export interface CitizenMailOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  users: Users;
  uploads: Uploads;
  payments: SqlitePayments;
  /** `PORTAL_SITE_URL`: where the realms' sites are, when not at https://<first host>. */
  siteUrl?: string | undefined;
}

/** An address worth queuing a message for (what the form's rule accepts, without a line break). */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

export function citizenMail({ store, realms, users, uploads, payments, siteUrl }: CitizenMailOptions) {
  const realmOf = (id: string) => realmById(realms(), id);

  function look(realm: RealmConfig, request: StoredRequest): MailLook & { lang: Language } {
    const lang = isLanguage(request.language) ? request.language : realm.languages[0]!;
    return realmLook(store, realm, lang);
  }

  /**
   * Who hears about a request: the e-mail the form asked for, else the sender's account address once verified
   * (a citizen whose contact came from the profile). A request with neither gets no messages.
   */
  function addressOf(realm: string, request: StoredRequest): string | undefined {
    const given = (request.contact as { email?: unknown } | undefined)?.email;
    if (typeof given === 'string' && ADDRESS.test(given.trim())) return given.trim();
    const user = users.get(realm, request.user);
    return user?.emailVerified && user.email && ADDRESS.test(user.email) ? user.email : undefined;
  }

  /**
   * Whether `to` is proved to be the sender's own address: their account's, verified. An address typed in the
   * form is nobody's proof, whoever it names.
   */
  function provedOwn(realm: string, request: StoredRequest, to: string): boolean {
    const user = users.get(realm, request.user);
    return !!user?.emailVerified && !!user.email && user.email.trim().toLowerCase() === to.trim().toLowerCase();
  }

  /** Sent without an account: followed by the private link, not by "Mis solicitudes". */
  function sentWithoutAccount(realm: string, request: StoredRequest): boolean {
    const user = users.get(realm, request.user);
    return !!user && sentAnonymously(user);
  }

  /** The realm and what every message about `request` starts from, or undefined when nobody is to hear it. */
  function envelopeOf(request: StoredRequest) {
    const realm = realmOf(request.realm);
    const to = realm && addressOf(realm.id, request);
    if (!realm || !to) return undefined;
    const mailLook = look(realm, request);
    return { realm, lang: mailLook.lang, frame: { look: mailLook, site: realm.hosts[0]!, to, request } };
  }

  return {
    addressOf,

    /**
     * The receipt of a request just stored, or undefined when there is nobody to send it to. It quotes what was
     * sent only to the sender's own verified address; any other gets the reference and the link.
     */
    receipt(request: StoredRequest, mailbox: Mailbox, followUpKey: string | undefined, room?: ReceiptRoom): OutgoingMail | undefined {
      const envelope = envelopeOf(request);
      if (!envelope) return undefined;
      const { realm, lang, frame } = envelope;
      const ids = [...((request.images as string[] | undefined) ?? []), ...((request.files as string[] | undefined) ?? [])];
      const payment = typeof request.payment === 'string' ? payments.get(realm.id, request.payment) : undefined;
      const quote = provedOwn(realm.id, request, frame.to);
      const receipt = receiptMail({
        ...frame,
        mailbox,
        attachments: ids.map((id) => uploads.get(id)?.name).filter((name): name is string => !!name),
        payment: payment && { cents: payment.cents, concept: payment.concept, status: payment.status },
        link: { url: followUpLink(realm, siteUrl, lang, request.reference, followUpKey), withKey: !!followUpKey },
        quote,
        room,
      });
      // The follow-up key is in the link: the outbox keeps it sealed until the message leaves.
      return { ...receipt, toProvedOwner: quote, ...(followUpKey ? { secret: followUpKey } : {}) };
    },

    /** The notice of a status change or a message from the town hall (`CitizenNotice` of RequestActions). */
    notice(request: StoredRequest, entry: HistoryEntry): OutgoingMail | undefined {
      const envelope = envelopeOf(request);
      if (!envelope) return undefined;
      const { realm, lang, frame } = envelope;
      return noticeMail({
        ...frame,
        entry,
        link: { url: followUpLink(realm, siteUrl, lang, request.reference), keyed: sentWithoutAccount(realm.id, request) },
      });
    },
  };
}
export type CitizenMail = ReturnType<typeof citizenMail>;
