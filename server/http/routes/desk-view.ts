/**
 * A request as the desk reads it (`GET …/desk/requests/{reference}`, and the `current` of a conflict): what the
 * citizen sent with census answers taken out (a register's entry shown apart, as `verified`), the form's questions
 * and answers in the member's language, the files sent with it, its payment from the ledger, whether the citizen
 * hears by e-mail, the conversation and the whole history.
 */
import type { DeskPayment, DeskRequest, ReadyReply } from '../../../src/domain/desk/desk-answers.ts';
import type { Mailbox } from '../../../src/schemas/mailbox.ts';
import { verifiedEntries } from '../../../src/domain/requests/register-entry.ts';
import { requestCopy } from '../../../src/domain/requests/request-copy.ts';
import { locale, pick } from '../../../src/i18n/index.ts';
import type { Coordinates, Translatable } from '../../../src/schemas/common.ts';
import type { Language } from '../../../src/schemas/realm.ts';
import type { CitizenMail } from '../../mail/citizen-mail.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { findMailbox } from '../../store/mailboxes.ts';
import type { SqlitePayments } from '../../store/payments.ts';
import type { RequestWithHistory } from '../../store/requests.ts';
import type { Uploads } from '../../store/uploads.ts';

export interface DeskViewOptions {
  store: DocumentStore;
  uploads: Uploads;
  payments: SqlitePayments;
  mail: CitizenMail;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function coordinatesOf(value: unknown): Coordinates | undefined {
  const place = value as Partial<Coordinates> | undefined;
  return typeof place?.lat === 'number' && typeof place.lng === 'number' ? { lat: place.lat, lng: place.lng } : undefined;
}

/** A census answer is stored as the ID's hash (routes/requests.ts), never shown back as such: what staff see of a
 * register's entry (an association's NIF, entry and name) comes in `verified`. */
function withoutCensus(extra: unknown): Record<string, unknown> {
  const fields = extra && typeof extra === 'object' ? (extra as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !(value && typeof value === 'object' && 'idHash' in value)));
}

/**
 * The replies a mailbox keeps ready, each titled in the member's language and written in the request's (the realm's
 * sibling (va ↔ ca) or Spanish standing in where a text lacks it, as `pick` chooses); those with no text are left out.
 */
export function readyRepliesOf(mailbox: Mailbox, memberLang: string, requestLang: string): ReadyReply[] {
  return (mailbox.readyReplies ?? [])
    .map((reply) => ({ title: pick(reply.title, memberLang) || pick(reply.title, requestLang), text: pick(reply.text, requestLang) }))
    .filter((reply) => reply.title && reply.text);
}

export function deskView({ store, uploads, payments, mail }: DeskViewOptions) {
  return (request: RequestWithHistory, lang: Language): DeskRequest => {
    const found = findMailbox(store, request.realm, request.mailbox);
    const ledger = typeof request.payment === 'string' ? payments.get(request.realm, request.payment) : undefined;
    const payment: DeskPayment | null = ledger
      ? { _id: ledger.id, status: ledger.status, amount: ledger.cents / 100, concept: ledger.concept, updatedAt: ledger.updatedAt }
      : null;
    const contact = (request.contact ?? {}) as Record<string, unknown>;
    return {
      _id: request._id,
      iid: request.iid,
      reference: request.reference,
      mailbox: request.mailbox,
      status: request.status,
      version: request.version,
      assignedTo: request.assignedTo,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
      language: request.language,
      title: text(request.title),
      body: text(request.body),
      category: optionalText(request.category),
      address: optionalText(request.address),
      coordinates: coordinatesOf(request.coordinates),
      contact: Object.fromEntries(['firstName', 'lastName', 'telephone', 'email'].filter((f) => optionalText(contact[f])).map((f) => [f, text(contact[f])])),
      extra: withoutCensus(request.extra),
      answers: found.state === 'found' ? requestCopy(found.mailbox, request, lang, locale(lang)) : [],
      verified: verifiedEntries(found.state === 'found' ? found.mailbox : undefined, request.extra, lang, (id) => {
        const association = store.get(request.realm, 'asociaciones', id);
        return association ? pick(association.title as Translatable, lang) || undefined : undefined;
      }),
      attachments: uploads.ofRequest(request._id),
      payment,
      notifiable: mail.addressOf(request.realm, request) !== undefined,
      threads: request.threads,
      history: request.history,
      readyReplies: found.state === 'found' ? readyRepliesOf(found.mailbox, lang, request.language) : [],
    };
  };
}
export type DeskView = ReturnType<typeof deskView>;
