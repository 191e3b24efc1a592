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
import type { CitizenNotice } from '../store/request-actions.ts';
import { sentAnonymously, type Users } from '../store/users.ts';
import type { MailLook } from './layout.ts';
import { noticeMail } from './notice.ts';
import { realmLook } from './realm-look.ts';
import { type ReceiptRoom, receiptMail } from './receipt.ts';
import { followUpLink } from './site-url.ts';
import { frame, linkBlock, paragraph, referenceBlock } from './layout.ts';
import { headerText } from './escape.ts';
import { t } from '../../src/i18n/index.ts';
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

  /**
   * The footer's way back for a citizen who lost the link: the request's page without a key, where they can
   * ask for it again ("Reenviarme el enlace", docs/requests-api.md "The citizen").
   */
  function lostLink(realm: RealmConfig, lang: Language, request: StoredRequest) {
    return { text: t(lang, 'mail.footer.lost'), url: followUpLink(realm, siteUrl, lang, request.reference) };
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
        lost: lostLink(realm, lang, request),
      });
      // The follow-up key is in the link: the outbox keeps it sealed until the message leaves.
      return { ...receipt, toProvedOwner: quote, ...(followUpKey ? { secret: followUpKey } : {}) };
    },

    /**
     * The notice of the town hall's steps on a request (`CitizenNotice` of RequestActions): status changes and
     * messages, with the link to the request, the private one for a request sent without an account.
     */
    notice: {
      addressOf: (request: StoredRequest) => envelopeOf(request)?.frame.to,
      render(request: StoredRequest, entries: readonly HistoryEntry[], followUpKey: () => string): OutgoingMail | undefined {
        const envelope = envelopeOf(request);
        if (!envelope) return undefined;
        const { realm, lang, frame: framing } = envelope;
        const key = sentWithoutAccount(realm.id, request) ? followUpKey() : undefined;
        return noticeMail({
          ...framing,
          entries,
          link: { url: followUpLink(realm, siteUrl, lang, request.reference, key), key },
          lost: lostLink(realm, lang, request),
        });
      },
    } satisfies CitizenNotice,

    /**
     * The link to a request again, to the address its messages go to ("Reenviarme el enlace"): the private one
     * with `followUpKey` (a new key, for a request sent without an account), else the page "Mis solicitudes" opens.
     * Undefined when nobody is to hear about the request.
     */
    linkAgain(request: StoredRequest, followUpKey: () => string): OutgoingMail | undefined {
      const envelope = envelopeOf(request);
      if (!envelope) return undefined;
      const { realm, lang, frame: framing } = envelope;
      const key = sentWithoutAccount(realm.id, request) ? followUpKey() : undefined;
      const tr = (name: string, params: Record<string, string> = {}) => t(lang, name, params);
      const heading = tr('mail.linkAgain.heading');
      const { html, text } = frame(
        framing.look,
        heading,
        [
          paragraph(tr('mail.linkAgain.intro')),
          referenceBlock(tr('mail.reference'), request.reference),
          linkBlock(
            framing.look,
            tr(key ? 'mail.follow.key' : 'mail.follow.account'),
            tr('mail.follow.button'),
            followUpLink(realm, siteUrl, lang, request.reference, key),
          ),
          paragraph(tr('mail.linkAgain.ignore')),
        ],
        tr('mail.footer', { site: framing.site }),
      );
      return {
        realm: realm.id,
        requestId: request._id,
        kind: 'follow-up-link',
        to: framing.to,
        fromName: headerText(framing.look.name),
        subject: headerText(tr('mail.linkAgain.subject', { reference: request.reference })),
        text,
        html,
        ...(key ? { secret: key } : {}),
      };
    },
  };
}
export type CitizenMail = ReturnType<typeof citizenMail>;
