/**
 * The entry of the notices' delivery (docs/notices.md "Delivery"): the server calls `queueNoticeDelivery` when a
 * notice is published. It only records the notice, with when it may leave (`sendableAt`: quiet hours hold a notice
 * that is not urgent until 8:00 in Madrid) and when it stops being worth sending (`until`); the push sender
 * (`sender.ts`) fans it out to its topic's subscriptions and the e-mail job (`email-copies.ts`) to its
 * confirmed addresses, both in batches. Calling it twice for one notice queues it once.
 */
import { isNoticeTopic, isPublicTopic, sendableAt, type NoticeToDeliver } from '../../src/domain/notices/topics.ts';
import type { Database } from '../store/database.ts';
import { PushStore, type DeliveryCounts } from '../store/push.ts';

export interface QueuedNotice {
  /** False when the notice was handed over before: nothing more was queued. */
  queued: boolean;
  /** When its copies may leave (ms since the epoch). */
  notBefore: number;
}

/** Records a published notice for its push and e-mail copies. Throws on a notice that breaks the contract of topics.ts. */
export function queueNoticeDelivery(db: Database, notice: NoticeToDeliver, now: number = Date.now()): QueuedNotice {
  if (!isNoticeTopic(notice.topic)) throw new Error(`Notice ${notice.id}: unknown topic "${notice.topic}"`);
  if (!isPublicTopic(notice.topic) && !notice.userId) throw new Error(`Notice ${notice.id}: a personal topic (${notice.topic}) needs the account it is for`);
  if (isPublicTopic(notice.topic) && notice.userId) throw new Error(`Notice ${notice.id}: a public topic (${notice.topic}) is for everyone, not one account`);
  if (Object.keys(notice.texts).length === 0) throw new Error(`Notice ${notice.id}: no texts`);
  const until = notice.until === undefined ? null : Date.parse(notice.until);
  if (until !== null && Number.isNaN(until)) throw new Error(`Notice ${notice.id}: "until" is not a date`);
  const notBefore = sendableAt(now, notice.urgent);
  const queued = new PushStore(db).addNotice(notice, notBefore, until, now);
  return { queued, notBefore };
}

/**
 * Stops the copies of a notice staff withdrew (docs/notices.md "Delivery"): none is fanned out, sent or e-mailed
 * after this; what already went stays counted. Called in the withdrawal's transaction.
 */
export function withdrawNoticeDelivery(db: Database, realm: string, noticeId: string, now: number = Date.now()): boolean {
  return new PushStore(db).withdraw(realm, noticeId, now);
}

/** What became of a notice's copies: push messages sent, failed, removed (and pending), e-mails queued; undefined when never queued. */
export function noticeDeliveryCounts(db: Database, realm: string, noticeId: string): DeliveryCounts | undefined {
  return new PushStore(db).counts(realm, noticeId);
}
