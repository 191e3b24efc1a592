/**
 * A request as its citizen reads it ("Mis solicitudes", the private follow-up link; docs/requests-api.md): what
 * they sent, with the attachments by name and the payment, its status with the history they may see, and the
 * conversation. Never the town hall's internals (internal number, ids, assignee, notes, who on the staff acted)
 * and never census answers, which are kept only as hashes and mean nothing to anyone.
 */
import { citizenHistory } from '../../src/domain/requests/request-history.ts';
import { acceptsReplies } from '../../src/domain/requests/request-status.ts';
import type { CitizenRequest, RequestLine } from '../../src/domain/requests/citizen-request.ts';
import { allFields, type FieldType } from '../../src/schemas/mailbox.ts';
import type { DocumentStore } from '../store/documents.ts';
import { findMailbox } from '../store/mailboxes.ts';
import type { SqlitePayments } from '../store/payments.ts';
import type { RequestWithHistory, StoredRequest } from '../store/requests.ts';
import type { Uploads } from '../store/uploads.ts';

/** One line of "Mis solicitudes". */
export function requestLine(request: StoredRequest): RequestLine {
  const { reference, mailbox, status, createdAt, updatedAt } = request;
  return { reference, mailbox, title: String(request.title ?? ''), status, createdAt, updatedAt };
}

/**
 * Whether the citizen reads a field kind's answer back in `extra`: census answers are hashes, a signed PDF is
 * listed with the attachments. A kind of `FIELD_TYPES` missing here fails `npm run check` (docs/mailbox-form.md).
 */
export const SHOWN_TO_CITIZEN = {
  text: true,
  textarea: true,
  number: true,
  datetime: true,
  key: true,
  category: true,
  image: true,
  file: true,
  map: true,
  street: true,
  census: false,
  captcha: true,
  pdf: false,
} satisfies Record<FieldType, boolean>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function citizenView(
  request: RequestWithHistory,
  { store, uploads, payments }: { store: DocumentStore; uploads: Uploads; payments: SqlitePayments },
): CitizenRequest {
  const found = findMailbox(store, request.realm, request.mailbox);
  const hidden = new Set(
    found.state === 'found'
      ? allFields(found.mailbox)
          .filter((f) => !SHOWN_TO_CITIZEN[f.type])
          .map((f) => f.name)
      : [],
  );
  const extra = Object.fromEntries(Object.entries((request.extra ?? {}) as Record<string, unknown>).filter(([name]) => !hidden.has(name)));
  const attachments = [
    ...((request.images as string[] | undefined) ?? []).map((id) => ({ id, kind: 'image' as const })),
    ...((request.files as string[] | undefined) ?? []).map((id) => ({ id, kind: 'file' as const })),
  ].flatMap(({ id, kind }) => {
    const stored = uploads.get(id);
    return stored ? [{ name: stored.name, kind, size: stored.size }] : [];
  });
  const paid = typeof request.payment === 'string' ? payments.get(request.realm, request.payment) : undefined;
  const category = text(request.category);
  const address = text(request.address);
  const coordinates = request.coordinates as CitizenRequest['coordinates'];
  const contact = request.contact as CitizenRequest['contact'];
  return {
    reference: request.reference,
    mailbox: request.mailbox,
    title: String(request.title ?? ''),
    body: String(request.body ?? ''),
    ...(category ? { category } : {}),
    ...(address ? { address } : {}),
    ...(coordinates ? { coordinates } : {}),
    ...(contact ? { contact } : {}),
    extra,
    status: request.status,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    language: request.language,
    attachments,
    ...(paid ? { payment: { amount: paid.cents / 100, concept: paid.concept, status: paid.status } } : {}),
    threads: request.threads,
    history: citizenHistory(request.history) as CitizenRequest['history'],
    canReply: acceptsReplies(request.status),
  };
}
