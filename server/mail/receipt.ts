/**
 * The receipt of a request (docs/requests-api.md "E-mail"), queued in the request's own transaction: its reference,
 * the mailbox, the date, a copy of what was sent (without attachments or census answers), the attachments' names, the
 * payment if any, and the link to follow it — the private one, with the follow-up key, for a request sent without an
 * account. Everything the citizen typed is escaped by the layout.
 */
import { requestCopy } from '../../src/domain/requests/request-copy.ts';
import { dateFormat, locale, pick, t } from '../../src/i18n/index.ts';
import type { Mailbox } from '../../src/schemas/mailbox.ts';
import { CONTACT_FIELDS } from '../../src/schemas/mailbox.ts';
import type { Language } from '../../src/schemas/realm.ts';
import type { OutgoingMail } from '../store/mail-outbox.ts';
import type { StoredRequest } from '../store/requests.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, list, paragraph, referenceBlock, rows, type MailFooter, type MailLook } from './layout.ts';

export interface ReceiptPayment {
  cents: number;
  concept: string;
  /** `pay`, `pending`, `cancel` or `failed` (server/store/payments.ts). */
  status: string;
}

export interface ReceiptInput {
  look: MailLook & { lang: Language };
  /** The site's host, named in the footer. */
  site: string;
  to: string;
  request: StoredRequest;
  mailbox: Mailbox;
  /** The names of the attached files. */
  attachments: readonly string[];
  payment?: ReceiptPayment | undefined;
  /** The link to the request; `withKey` when it is the private one. */
  link: { url: string; withKey: boolean };
  /**
   * Whether the message quotes what was sent (the copy, the contact, the files' names, the payment): only to an
   * address proved to be the sender's (their account's, verified). Any other address is one typed in a form,
   * maybe a stranger's, and gets the reference and the link alone: the town hall's mail carries none of the
   * sender's words to it (docs/write-side.md).
   */
  quote: boolean;
  /**
   * The room booked by the request (docs/rooms.md "The citizen"): what happens next, waiting for the town hall or
   * confirmed, and until when it can be cancelled without cost from the link. Said to any address: a state, not a
   * quote of what was sent.
   */
  room?: ReceiptRoom | undefined;
  /** Where a citizen who lost the link asks for it again. */
  lost?: MailFooter['lost'];
}

export interface ReceiptRoom {
  status: 'requested' | 'confirmed';
  /** The last moment of free cancellation, epoch ms. */
  cancelUntil: number;
}

export function receiptMail({ look, site, to, request, mailbox, attachments, payment, link, quote, room, lost }: ReceiptInput): OutgoingMail {
  const lang = look.lang;
  const tr = (key: string, params: Record<string, string> = {}) => t(lang, key, params);
  const when = dateFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(request.createdAt));
  const mailboxTitle = pick(mailbox.title, lang);
  const contact = (request.contact ?? {}) as Record<string, string | undefined>;
  const contactRows = CONTACT_FIELDS.filter((f) => contact[f]).map((f) => ({ label: t(lang, `request.contact.${f}`), value: contact[f]! }));
  const coordinates = request.coordinates as { lat: number; lng: number } | undefined;
  const copy = [
    ...requestCopy(mailbox, request, lang, locale(lang)),
    ...(coordinates ? [{ label: tr('mail.receipt.location'), value: `${coordinates.lat.toFixed(5)}, ${coordinates.lng.toFixed(5)}` }] : []),
  ];
  const money = new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' });
  const paymentLine = payment ? [[money.format(payment.cents / 100), payment.concept, tr(`mail.payment.${payment.status}`)].filter(Boolean).join(' · ')] : [];
  const heading = tr('mail.receipt.heading');
  const { html, text } = frame(
    look,
    heading,
    [
      paragraph(tr('mail.receipt.intro', { mailbox: mailboxTitle, date: when })),
      referenceBlock(tr('mail.reference'), request.reference),
      ...(room
        ? [
            paragraph(
              `${tr(room.status === 'requested' ? 'mail.receipt.roomRequested' : 'mail.receipt.roomConfirmed')} ${tr('mail.receipt.roomCancelUntil', {
                date: dateFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(room.cancelUntil),
              })}`,
            ),
          ]
        : []),
      linkBlock(look, tr(link.withKey ? 'mail.follow.key' : 'mail.follow.account'), tr('mail.follow.button'), link.url),
      ...(quote
        ? [
            rows(tr('mail.receipt.copy'), copy),
            rows(tr('mail.receipt.contact'), contactRows),
            list(tr('mail.receipt.attachments'), attachments),
            list(tr('mail.receipt.payment'), paymentLine),
          ]
        : []),
    ],
    { text: tr('mail.footer', { site }), lost },
  );
  return {
    realm: request.realm,
    requestId: request._id,
    kind: 'receipt',
    to,
    fromName: headerText(look.name),
    subject: headerText(tr('mail.receipt.subject', { reference: request.reference })),
    text,
    html,
  };
}
