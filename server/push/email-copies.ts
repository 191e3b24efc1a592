/**
 * The notices' e-mail copies (docs/notices.md "Delivery"): each pass queues, in batches, a copy of every notice due
 * (past its quiet hours, before its `until`) to each confirmed address of its topic, through the mail outbox, which
 * the mail sender delivers; `NoticeEmails.copyBatch` marks each copy in the same transaction, so none goes twice.
 */
import type { NoticeMail } from '../mail/notice-copy.ts';
import type { MailOutbox } from '../store/mail-outbox.ts';
import type { NoticeEmails } from '../store/notice-emails.ts';

export function queueEmailCopies({
  emails,
  outbox,
  mail,
  now,
  batch,
}: {
  emails: NoticeEmails;
  outbox: MailOutbox;
  mail: NoticeMail;
  now: number;
  batch?: number;
}): number {
  emails.purgeUnconfirmed(now);
  let queued = 0;
  for (let n = emails.copyBatch(outbox, (notice, to) => mail.copy(notice, to, emails.unsubscribeKey(to.id)), now, batch); n !== undefined; ) {
    queued += n;
    n = emails.copyBatch(outbox, (notice, to) => mail.copy(notice, to, emails.unsubscribeKey(to.id)), now, batch);
  }
  return queued;
}
