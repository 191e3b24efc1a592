/**
 * The notice a citizen gets when the town hall changes a request's status or writes to them (docs/requests-api.md
 * "E-mail"): what changed, the message, and the link. A request sent without an account has no key to put in the link
 * (only its digest is kept), so the notice points to the private link of the receipt instead.
 */
import type { HistoryEntry } from '../../src/domain/requests/request-history.ts';
import { statusLabelKey } from '../../src/domain/requests/request-status.ts';
import { t } from '../../src/i18n/index.ts';
import type { Language } from '../../src/schemas/realm.ts';
import type { OutgoingMail } from '../store/mail-outbox.ts';
import type { StoredRequest } from '../store/requests.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, paragraph, referenceBlock, type Block, type MailLook } from './layout.ts';

export interface NoticeInput {
  look: MailLook & { lang: Language };
  site: string;
  to: string;
  request: StoredRequest;
  entry: HistoryEntry;
  /** The request's page; `keyed` when it is followed by a private link, which this message cannot hold. */
  link: { url: string; keyed: boolean };
}

export function noticeMail({ look, site, to, request, entry, link }: NoticeInput): OutgoingMail {
  const lang = look.lang;
  const tr = (key: string, params: Record<string, string> = {}) => t(lang, key, params);
  const blocks: Block[] = [paragraph(tr('mail.notice.intro', { title: String(request.title ?? '') })), referenceBlock(tr('mail.reference'), request.reference)];
  if (entry.action === 'status' && entry.before?.status && entry.after?.status) {
    blocks.push(paragraph(tr('mail.notice.status', { from: tr(statusLabelKey(entry.before.status)), to: tr(statusLabelKey(entry.after.status)) })));
  }
  if (entry.message) blocks.push(paragraph(tr('mail.notice.message')), paragraph(entry.message));
  blocks.push(link.keyed ? paragraph(tr('mail.follow.keyLater')) : linkBlock(look, tr('mail.follow.account'), tr('mail.follow.button'), link.url));
  const heading = tr('mail.notice.heading');
  const { html, text } = frame(look, heading, blocks, tr('mail.footer', { site }));
  return {
    realm: request.realm,
    requestId: request._id,
    kind: 'notice',
    to,
    fromName: headerText(look.name),
    subject: headerText(tr('mail.notice.subject', { reference: request.reference })),
    text,
    html,
  };
}
