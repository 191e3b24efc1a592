/**
 * The notice a citizen gets when the town hall changes a request's status or writes to them (docs/requests-api.md
 * "E-mail"): what changed, the messages, and the link. The steps a clerk takes on one request within a couple of
 * minutes come as one notice (`MailOutbox.enqueueDebounced`), so it tells a list of entries. A request sent
 * without an account gets its private link, with a follow-up key of its own (only digests are kept, so the
 * receipt's key cannot be given again); the outbox keeps that key sealed until the message leaves.
 */
import type { HistoryEntry } from '../../src/domain/requests/request-history.ts';
import { statusLabelKey } from '../../src/domain/requests/request-status.ts';
import { t } from '../../src/i18n/index.ts';
import type { Language } from '../../src/schemas/realm.ts';
import type { OutgoingMail } from '../store/mail-outbox.ts';
import type { StoredRequest } from '../store/requests.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, paragraph, referenceBlock, type Block, type MailFooter, type MailLook } from './layout.ts';

export interface NoticeInput {
  look: MailLook & { lang: Language };
  site: string;
  to: string;
  request: StoredRequest;
  /** The town hall's steps to tell, oldest first. */
  entries: readonly HistoryEntry[];
  /** The request's page; `key` when it is the private link, whose follow-up key is in `url`. */
  link: { url: string; key?: string | undefined };
  /** Where a citizen who lost the link asks for it again. */
  lost: MailFooter['lost'];
}

export function noticeMail({ look, site, to, request, entries, link, lost }: NoticeInput): OutgoingMail {
  const lang = look.lang;
  const tr = (key: string, params: Record<string, string> = {}) => t(lang, key, params);
  const blocks: Block[] = [paragraph(tr('mail.notice.intro', { title: String(request.title ?? '') })), referenceBlock(tr('mail.reference'), request.reference)];
  for (const entry of entries) {
    if (entry.action === 'status' && entry.before?.status && entry.after?.status) {
      blocks.push(paragraph(tr('mail.notice.status', { from: tr(statusLabelKey(entry.before.status)), to: tr(statusLabelKey(entry.after.status)) })));
    }
    if (entry.message) blocks.push(paragraph(tr('mail.notice.message')), paragraph(entry.message));
  }
  blocks.push(linkBlock(look, tr(link.key ? 'mail.follow.key' : 'mail.follow.account'), tr('mail.follow.button'), link.url));
  const heading = tr('mail.notice.heading');
  const { html, text } = frame(look, heading, blocks, { text: tr('mail.footer', { site }), lost });
  return {
    realm: request.realm,
    requestId: request._id,
    kind: 'notice',
    to,
    fromName: headerText(look.name),
    subject: headerText(tr('mail.notice.subject', { reference: request.reference })),
    text,
    html,
    ...(link.key ? { secret: link.key } : {}),
  };
}
