/**
 * The notices' e-mail copies (docs/notices.md "Delivery"): an address subscribed to public topics, which receives
 * nothing until it opens the single-use confirmation link (48 hours); the topics asked for wait beside the ones
 * confirmed, so a stranger typing someone's address changes nothing without its owner. Each copy of a notice is
 * queued in the mail outbox in one transaction with its row in `notice_email_sent` (unique per notice and
 * address), so a restart never sends one twice. The unsubscribe link carries the subscription's id and an HMAC of
 * it with a key derived from the server's (`derivedKey`): nothing to store, nothing to guess. Unsubscribing deletes
 * the address; an unconfirmed one is deleted once its link expired.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NoticeTexts, PublicTopic } from '../../src/domain/notices/topics.ts';
import { type Database, immediateTransaction } from './database.ts';
import type { MailOutbox, OutgoingMail } from './mail-outbox.ts';
import { derivedKey } from './sealed.ts';

export const CONFIRM_HOURS = 48;
/** Copies queued per transaction of an e-mail fan-out. */
export const EMAIL_BATCH = 200;
const HOUR = 3_600_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface EmailSubscriber {
  id: string;
  realm: string;
  email: string;
  language: string;
}

/** A notice due for its e-mail copies. */
export interface EmailNotice {
  realm: string;
  noticeId: string;
  texts: Record<string, NoticeTexts>;
  path: string;
}

export class NoticeEmails {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  private inTransaction<T>(work: () => T): T {
    return immediateTransaction(this.db, work);
  }

  /**
   * Asks to subscribe `email` to `topics`: a new confirmation token (answered, to be mailed), valid CONFIRM_HOURS;
   * an earlier one of the same address stops working. The confirmed topics, if any, are unchanged until it is used.
   */
  request(realm: string, email: string, topics: readonly PublicTopic[], language: string, now = Date.now()): { id: string; token: string } {
    const token = randomBytes(24).toString('base64url');
    return this.inTransaction(() => {
      this.db.prepare('DELETE FROM notice_email_subscriptions WHERE confirmed_at IS NULL AND confirm_expires_at <= ?').run(now);
      const known = this.db.prepare('SELECT id FROM notice_email_subscriptions WHERE realm = ? AND lower(email) = lower(?)').get(realm, email) as
        | { id: string }
        | undefined;
      const id = known?.id ?? randomBytes(16).toString('base64url');
      if (known) {
        this.db
          .prepare('UPDATE notice_email_subscriptions SET requested_topics = ?, language = ?, confirm_digest = ?, confirm_expires_at = ? WHERE id = ?')
          .run(JSON.stringify(topics), language, digest(token), now + CONFIRM_HOURS * HOUR, id);
      } else {
        this.db
          .prepare(
            `INSERT INTO notice_email_subscriptions (id, realm, email, topics, requested_topics, language, confirm_digest, confirm_expires_at, created_at)
              VALUES (?, ?, ?, '[]', ?, ?, ?, ?, ?)`,
          )
          .run(id, realm, email, JSON.stringify(topics), language, digest(token), now + CONFIRM_HOURS * HOUR, now);
      }
      return { id, token };
    });
  }

  /** Deletes the addresses never confirmed whose link has expired: answers how many. */
  purgeUnconfirmed(now = Date.now()): number {
    return Number(this.db.prepare('DELETE FROM notice_email_subscriptions WHERE confirmed_at IS NULL AND confirm_expires_at <= ?').run(now).changes);
  }

  /** Requests for `email` in the realm in the last hour (a cap on confirmations sent to one address). */
  recentRequests(realm: string, email: string, now = Date.now()): number {
    const { n } = this.db
      .prepare("SELECT count(*) AS n FROM mail_outbox WHERE realm = ? AND kind = 'notice-subscription' AND lower(to_address) = lower(?) AND created_at >= ?")
      .get(realm, email, now - HOUR) as { n: number };
    return n;
  }

  /** Opens a confirmation link: the topics asked for become the address's. Single use. */
  confirm(realm: string, token: string, now = Date.now()): 'confirmed' | 'expired' | 'unknown' {
    if (token.length > 100) return 'unknown';
    return this.inTransaction(() => {
      const row = this.db
        .prepare('SELECT id, confirm_expires_at FROM notice_email_subscriptions WHERE realm = ? AND confirm_digest = ?')
        .get(realm, digest(token)) as { id: string; confirm_expires_at: number } | undefined;
      if (!row) return 'unknown';
      if (row.confirm_expires_at <= now) return 'expired';
      this.db
        .prepare(
          'UPDATE notice_email_subscriptions SET topics = requested_topics, confirmed_at = coalesce(confirmed_at, ?), confirm_digest = NULL, confirm_expires_at = NULL WHERE id = ?',
        )
        .run(now, row.id);
      return 'confirmed';
    });
  }

  /** The key of a subscription's unsubscribe link. */
  unsubscribeKey(id: string): string {
    return createHmac('sha256', derivedKey(this.db, 'notice-unsubscribe')).update(id).digest('base64url').slice(0, 32);
  }

  /** Whether `key` is the unsubscribe key of `id` (compared in constant time). */
  keyMatches(id: string, key: string): boolean {
    const want = Buffer.from(this.unsubscribeKey(id));
    const given = Buffer.from(key);
    return given.length === want.length && timingSafeEqual(given, want);
  }

  /** Unsubscribes (deletes) the address of `id` when the key is its own: answers whether the key was right. */
  unsubscribe(realm: string, id: string, key: string): boolean {
    if (id.length > 100 || key.length > 100 || !this.keyMatches(id, key)) return false;
    this.db.prepare('DELETE FROM notice_email_subscriptions WHERE realm = ? AND id = ?').run(realm, id);
    return true;
  }

  byAddress(realm: string, email: string): { id: string; topics: string[]; requestedTopics: string[]; confirmed: boolean } | undefined {
    const row = this.db
      .prepare('SELECT id, topics, requested_topics, confirmed_at FROM notice_email_subscriptions WHERE realm = ? AND lower(email) = lower(?)')
      .get(realm, email) as { id: string; topics: string; requested_topics: string; confirmed_at: number | null } | undefined;
    return row && { id: row.id, topics: JSON.parse(row.topics), requestedTopics: JSON.parse(row.requested_topics), confirmed: row.confirmed_at !== null };
  }

  /**
   * Queues the next batch of e-mail copies of the oldest notice due (past its quiet hours, before its `until`,
   * public), each in the outbox with its row in `notice_email_sent`, all in one transaction. Answers how many it
   * queued, or undefined when no notice is left to copy. `render` makes one copy (server/mail/notice-copy.ts).
   */
  copyBatch(outbox: MailOutbox, render: (notice: EmailNotice, to: EmailSubscriber) => OutgoingMail, now = Date.now(), batch = EMAIL_BATCH): number | undefined {
    return this.inTransaction(() => {
      // Notices past their `until` and personal ones get no copies: marked done.
      this.db
        .prepare('UPDATE push_notices SET emailed_at = ? WHERE emailed_at IS NULL AND (user_id IS NOT NULL OR (expires_at IS NOT NULL AND expires_at <= ?))')
        .run(now, now);
      const notice = this.db
        .prepare(
          'SELECT realm, notice_id, topic, texts, path FROM push_notices WHERE emailed_at IS NULL AND not_before <= ? ORDER BY created_at, notice_id LIMIT 1',
        )
        .get(now) as { realm: string; notice_id: string; topic: string; texts: string; path: string } | undefined;
      if (!notice) return undefined;
      const subscribers = this.db
        .prepare(
          `SELECT s.id, s.realm, s.email, s.language FROM notice_email_subscriptions s
            WHERE s.realm = ? AND s.confirmed_at IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(s.topics) WHERE value = ?)
              AND NOT EXISTS (SELECT 1 FROM notice_email_sent e WHERE e.realm = s.realm AND e.notice_id = ? AND e.subscription_id = s.id)
            ORDER BY s.id LIMIT ?`,
        )
        .all(notice.realm, notice.topic, notice.notice_id, batch) as unknown as EmailSubscriber[];
      const of: EmailNotice = { realm: notice.realm, noticeId: notice.notice_id, texts: JSON.parse(notice.texts), path: notice.path };
      const mark = this.db.prepare('INSERT INTO notice_email_sent (realm, notice_id, subscription_id) VALUES (?, ?, ?)');
      for (const subscriber of subscribers) {
        outbox.enqueue(render(of, subscriber), now);
        mark.run(notice.realm, notice.notice_id, subscriber.id);
      }
      if (subscribers.length < batch)
        this.db.prepare('UPDATE push_notices SET emailed_at = ? WHERE realm = ? AND notice_id = ?').run(now, notice.realm, notice.notice_id);
      return subscribers.length;
    });
  }
}
