/**
 * The notices' Web Push copies in SQLite (docs/notices.md "Delivery"), as the mail outbox keeps e-mail: the server's
 * VAPID key pair, the devices' subscriptions and their topics, the notices to deliver and one queued message per
 * notice and subscription. A notice's fan-out goes in batches along the subscriptions' sequence, its cursor saved
 * with each batch in one transaction, so memory stays bounded however many subscribe and a restart goes on where it
 * stopped; the unique key (realm, notice, subscription) keeps a message from being queued twice. A sender claims
 * due messages with a lease inside a write transaction, as `MailOutbox.claimNext` does.
 *
 * Nothing personal is logged from here; endpoints are kept because they are where messages go, and deleted with
 * their subscription (gone at the push service, failing, or unused past `RETENTION`).
 */
import { randomBytes } from 'node:crypto';
import type { NoticeTexts, NoticeToDeliver, NoticeTopic } from '../../src/domain/notices/topics.ts';
import { type Database, immediateTransaction } from './database.ts';
import { seal, unseal } from './sealed.ts';

/** A device's subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface StoredSubscription extends PushTarget {
  id: string;
  seq: number;
  realm: string;
  language: string;
  userId: string | null;
  topics: NoticeTopic[];
}

/** One message due to a device: what the sender needs to encrypt and send it. */
export interface ClaimedPush {
  id: number;
  realm: string;
  noticeId: string;
  seq: number;
  attempts: number;
  createdAt: number;
  topic: NoticeTopic;
  urgent: boolean;
  texts: Record<string, NoticeTexts>;
  path: string;
  expiresAt: number | null;
  target: PushTarget;
  language: string;
}

/** What became of one sent message (`PushStore.record`). */
export type PushOutcome =
  | { kind: 'sent' | 'gone'; id: number; seq: number; status: number }
  | { kind: 'retry'; id: number; seq: number; status: number | null; at: number }
  | { kind: 'failed'; id: number; seq: number; status: number | null };

/** What became of a notice's push copies, for the desk (docs/notices.md "Delivery"). */
export interface DeliveryCounts {
  /** Messages queued so far (the fan-out may still be going). */
  queued: number;
  pending: number;
  sent: number;
  /** Given up: refused by the push service, too many tries, or past the notice's `until`. */
  failed: number;
  /** The push service said the subscription is gone (404, 410): it was deleted. */
  removed: number;
  /** E-mail copies queued in the outbox. */
  emails: number;
  /** Whether every subscription of its topic has its message queued. */
  fannedOut: boolean;
}

/** How long a subscription is kept: deleted after `failingDays` of failures in a row, or `unusedDays` untouched. */
export const RETENTION = { failingDays: 7, unusedDays: 180 } as const;
/** Subscriptions queued in one transaction of a fan-out. */
export const FAN_OUT_BATCH = 1000;
const DAY = 86_400_000;

interface SubscriptionRow {
  seq: number;
  id: string;
  realm: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  user_id: string | null;
}

export class PushStore {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  private inTransaction<T>(work: () => T): T {
    return immediateTransaction(this.db, work);
  }

  /**
   * The server's VAPID key pair (base64url, as web-push takes them), made the first time it is asked for. Kept in
   * the database, not in a file: every server on the same database signs with the same key, which is the key
   * every browser subscribed with; its private half is sealed with the database's key file, so a copy of the
   * database alone signs nothing. `make` makes a new pair (web-push's `generateVAPIDKeys`).
   */
  vapidKeys(make: () => { publicKey: string; privateKey: string }, now = Date.now()): { publicKey: string; privateKey: string } {
    const read = () =>
      this.db.prepare('SELECT public_key, private_key FROM push_keys WHERE id = 1').get() as { public_key: string; private_key: string } | undefined;
    let row = read();
    if (!row) {
      const pair = make();
      // Of two servers starting at once the first one's pair stays; the second reads it back.
      this.db
        .prepare('INSERT OR IGNORE INTO push_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)')
        .run(pair.publicKey, seal(this.db, pair.privateKey), now);
      row = read()!;
    }
    return { publicKey: row.public_key, privateKey: unseal(this.db, row.private_key) };
  }

  /**
   * Subscribes a device, or changes the topics of the one it had (the same endpoint): the language and the account
   * follow the latest call, so a device signed out loses its personal topics and one signed in to another account
   * is that account's now. Answers the subscription's id.
   */
  subscribe(realm: string, target: PushTarget, choice: { topics: readonly NoticeTopic[]; language: string; userId: string | null }, now = Date.now()): string {
    return this.inTransaction(() => {
      const known = this.db.prepare('SELECT seq, id FROM push_subscriptions WHERE realm = ? AND endpoint = ?').get(realm, target.endpoint) as
        | { seq: number; id: string }
        | undefined;
      let seq: number;
      let id: string;
      if (known) {
        ({ seq, id } = known);
        this.db
          .prepare('UPDATE push_subscriptions SET p256dh = ?, auth = ?, language = ?, user_id = ?, used_at = ?, failing_since = NULL WHERE seq = ?')
          .run(target.p256dh, target.auth, choice.language, choice.userId, now, seq);
        this.db.prepare('DELETE FROM push_subscription_topics WHERE seq = ?').run(seq);
      } else {
        id = randomBytes(16).toString('base64url');
        ({ seq } = this.db
          .prepare(
            'INSERT INTO push_subscriptions (id, realm, endpoint, p256dh, auth, language, user_id, created_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq',
          )
          .get(id, realm, target.endpoint, target.p256dh, target.auth, choice.language, choice.userId, now, now) as { seq: number });
      }
      const insert = this.db.prepare('INSERT OR IGNORE INTO push_subscription_topics (realm, topic, seq) VALUES (?, ?, ?)');
      for (const topic of choice.topics) insert.run(realm, topic, seq);
      return id;
    });
  }

  /** Deletes a device's subscription (answers whether there was one); its pending messages go with it. */
  unsubscribe(realm: string, endpoint: string): boolean {
    const row = this.db.prepare('SELECT seq FROM push_subscriptions WHERE realm = ? AND endpoint = ?').get(realm, endpoint) as { seq: number } | undefined;
    if (!row) return false;
    this.inTransaction(() => this.deleteSubscription(row.seq, 'removed'));
    return true;
  }

  private deleteSubscription(seq: number, pendingBecome: 'removed' | 'failed', now = Date.now()): void {
    this.db.prepare('DELETE FROM push_subscription_topics WHERE seq = ?').run(seq);
    this.db.prepare('DELETE FROM push_subscriptions WHERE seq = ?').run(seq);
    this.db.prepare("UPDATE push_queue SET status = ?, done_at = ?, claimed_until = NULL WHERE seq = ? AND status = 'pending'").run(pendingBecome, now, seq);
  }

  byEndpoint(realm: string, endpoint: string): StoredSubscription | undefined {
    const row = this.db.prepare('SELECT * FROM push_subscriptions WHERE realm = ? AND endpoint = ?').get(realm, endpoint) as SubscriptionRow | undefined;
    return row && this.withTopics(row);
  }

  private withTopics(row: SubscriptionRow): StoredSubscription {
    const topics = (
      this.db.prepare('SELECT topic FROM push_subscription_topics WHERE seq = ? ORDER BY topic').all(row.seq) as Array<{ topic: NoticeTopic }>
    ).map((t) => t.topic);
    return {
      id: row.id,
      seq: row.seq,
      realm: row.realm,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      language: row.language,
      userId: row.user_id,
      topics,
    };
  }

  /** The topics a citizen chose last, on whichever device: what a new device of theirs starts with. */
  topicsOfUser(realm: string, userId: string): NoticeTopic[] | undefined {
    const row = this.db
      .prepare('SELECT * FROM push_subscriptions WHERE realm = ? AND user_id = ? ORDER BY used_at DESC, seq DESC LIMIT 1')
      .get(realm, userId) as SubscriptionRow | undefined;
    return row && this.withTopics(row).topics;
  }

  /**
   * Takes a notice for delivery: nothing is queued yet, the fan-out does it in batches. `notBefore` is when it may
   * leave (quiet hours), `expiresAt` when it stops being worth sending. A notice handed over twice is taken once:
   * answers whether it was new.
   */
  addNotice(notice: NoticeToDeliver, notBefore: number, expiresAt: number | null, now = Date.now()): boolean {
    const { changes } = this.db
      .prepare(
        `INSERT OR IGNORE INTO push_notices (realm, notice_id, topic, urgent, user_id, texts, path, not_before, expires_at, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        notice.realm,
        notice.id,
        notice.topic,
        notice.urgent ? 1 : 0,
        notice.userId ?? null,
        JSON.stringify(notice.texts),
        notice.path,
        notBefore,
        expiresAt,
        now,
      );
    return Number(changes) === 1;
  }

  /**
   * Queues the next batch of one notice whose fan-out is not finished (the oldest), in one transaction with its
   * cursor: answers how many messages it queued, or undefined when no notice is left to fan out. A personal
   * notice goes only to its account's subscriptions.
   */
  fanOutBatch(now = Date.now(), batch = FAN_OUT_BATCH): number | undefined {
    return this.inTransaction(() => {
      const notice = this.db
        .prepare(
          'SELECT realm, notice_id, topic, user_id, not_before, cursor FROM push_notices WHERE fanned_out_at IS NULL ORDER BY created_at, notice_id LIMIT 1',
        )
        .get() as { realm: string; notice_id: string; topic: string; user_id: string | null; not_before: number; cursor: number } | undefined;
      if (!notice) return undefined;
      const seqs = (
        notice.user_id === null
          ? this.db
              .prepare('SELECT seq FROM push_subscription_topics WHERE realm = ? AND topic = ? AND seq > ? ORDER BY seq LIMIT ?')
              .all(notice.realm, notice.topic, notice.cursor, batch)
          : this.db
              .prepare(
                `SELECT t.seq FROM push_subscription_topics t JOIN push_subscriptions s ON s.seq = t.seq
                  WHERE t.realm = ? AND t.topic = ? AND t.seq > ? AND s.user_id = ? ORDER BY t.seq LIMIT ?`,
              )
              .all(notice.realm, notice.topic, notice.cursor, notice.user_id, batch)
      ) as Array<{ seq: number }>;
      const insert = this.db.prepare('INSERT OR IGNORE INTO push_queue (realm, notice_id, seq, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)');
      let queued = 0;
      for (const { seq } of seqs) queued += Number(insert.run(notice.realm, notice.notice_id, seq, Math.max(notice.not_before, now), now).changes);
      const last = seqs.at(-1)?.seq ?? notice.cursor;
      if (seqs.length < batch) {
        this.db
          .prepare('UPDATE push_notices SET cursor = ?, fanned_out_at = ? WHERE realm = ? AND notice_id = ?')
          .run(last, now, notice.realm, notice.notice_id);
      } else {
        this.db.prepare('UPDATE push_notices SET cursor = ? WHERE realm = ? AND notice_id = ?').run(last, notice.realm, notice.notice_id);
      }
      return queued;
    });
  }

  /**
   * Stops what is left of a withdrawn notice's copies: nothing more is fanned out or e-mailed, and its messages not
   * yet sent expire (they would lead to a page the next build takes away). What already went stays counted. Runs
   * inside the caller's transaction (the withdrawal's). Answers whether the notice had been queued at all.
   */
  withdraw(realm: string, noticeId: string, now = Date.now()): boolean {
    const { changes } = this.db
      .prepare(
        `UPDATE push_notices SET expires_at = min(coalesce(expires_at, ?), ?), fanned_out_at = coalesce(fanned_out_at, ?),
          emailed_at = coalesce(emailed_at, ?) WHERE realm = ? AND notice_id = ?`,
      )
      .run(now, now, now, now, realm, noticeId);
    this.db
      .prepare("UPDATE push_queue SET status = 'expired', done_at = ?, claimed_until = NULL WHERE realm = ? AND notice_id = ? AND status = 'pending'")
      .run(now, realm, noticeId);
    return Number(changes) === 1;
  }

  /** Whether some message is due (a cheap read: an idle sender never takes the write lock). */
  hasDue(now = Date.now()): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM push_queue WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?) LIMIT 1")
        .get(now, now) !== undefined
    );
  }

  /**
   * Takes up to `limit` due messages for `leaseMs`, counting an attempt on each; messages past their notice's
   * `until` are marked expired instead of being taken.
   */
  claimDue(limit: number, leaseMs: number, now = Date.now()): ClaimedPush[] {
    return this.inTransaction(() => {
      this.db
        .prepare(
          `UPDATE push_queue SET status = 'expired', done_at = ?, claimed_until = NULL WHERE status = 'pending' AND next_attempt_at <= ? AND id IN (
            SELECT q.id FROM push_queue q JOIN push_notices n ON n.realm = q.realm AND n.notice_id = q.notice_id
              WHERE q.status = 'pending' AND n.expires_at IS NOT NULL AND n.expires_at <= ?)`,
        )
        .run(now, now, now);
      const rows = this.db
        .prepare(
          `UPDATE push_queue SET claimed_until = ?, attempts = attempts + 1
            WHERE id IN (SELECT id FROM push_queue WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
              ORDER BY next_attempt_at, id LIMIT ?)
            RETURNING id`,
        )
        .all(now + leaseMs, now, now, limit) as Array<{ id: number }>;
      const read = this.db.prepare(
        `SELECT q.id, q.realm, q.notice_id, q.seq, q.attempts, q.created_at, n.topic, n.urgent, n.texts, n.path, n.expires_at,
            s.endpoint, s.p256dh, s.auth, s.language
          FROM push_queue q JOIN push_notices n ON n.realm = q.realm AND n.notice_id = q.notice_id
            JOIN push_subscriptions s ON s.seq = q.seq WHERE q.id = ?`,
      );
      const claimed: ClaimedPush[] = [];
      for (const { id } of rows) {
        const row = read.get(id) as
          | {
              id: number;
              realm: string;
              notice_id: string;
              seq: number;
              attempts: number;
              created_at: number;
              topic: NoticeTopic;
              urgent: number;
              texts: string;
              path: string;
              expires_at: number | null;
              endpoint: string;
              p256dh: string;
              auth: string;
              language: string;
            }
          | undefined;
        if (!row) {
          // Its subscription was deleted between the fan-out and now.
          this.db.prepare("UPDATE push_queue SET status = 'removed', done_at = ?, claimed_until = NULL WHERE id = ?").run(now, id);
          continue;
        }
        claimed.push({
          id: row.id,
          realm: row.realm,
          noticeId: row.notice_id,
          seq: row.seq,
          attempts: row.attempts,
          createdAt: row.created_at,
          topic: row.topic,
          urgent: row.urgent === 1,
          texts: JSON.parse(row.texts) as Record<string, NoticeTexts>,
          path: row.path,
          expiresAt: row.expires_at,
          target: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
          language: row.language,
        });
      }
      return claimed;
    });
  }

  /**
   * Records what became of sent messages, all in one transaction (one commit for a batch, not one per message):
   * `sent` (2xx; the subscription is in use), `gone` (404, 410: the subscription is deleted, the message counted
   * removed), `retry` (due again at `at`), `failed` (given up).
   */
  record(outcomes: readonly PushOutcome[], now = Date.now()): void {
    if (outcomes.length === 0) return;
    this.inTransaction(() => {
      const done = this.db.prepare('UPDATE push_queue SET status = ?, done_at = ?, claimed_until = NULL, last_status = ? WHERE id = ?');
      const used = this.db.prepare('UPDATE push_subscriptions SET used_at = ?, failing_since = NULL WHERE seq = ?');
      const failing = this.db.prepare('UPDATE push_subscriptions SET failing_since = coalesce(failing_since, ?) WHERE seq = ?');
      const again = this.db.prepare('UPDATE push_queue SET next_attempt_at = ?, claimed_until = NULL, last_status = ? WHERE id = ?');
      for (const outcome of outcomes) {
        if (outcome.kind === 'sent') {
          done.run('sent', now, outcome.status, outcome.id);
          used.run(now, outcome.seq);
        } else if (outcome.kind === 'gone') {
          done.run('removed', now, outcome.status, outcome.id);
          this.deleteSubscription(outcome.seq, 'removed', now);
        } else if (outcome.kind === 'retry') {
          again.run(outcome.at, outcome.status, outcome.id);
          failing.run(now, outcome.seq);
        } else {
          done.run('failed', now, outcome.status, outcome.id);
          failing.run(now, outcome.seq);
        }
      }
    });
  }

  /** A queued message's state, for tests and the operator. */
  state(realm: string, noticeId: string, seq: number): { status: string; attempts: number; nextAttemptAt: number; lastStatus: number | null } | undefined {
    const row = this.db
      .prepare('SELECT status, attempts, next_attempt_at, last_status FROM push_queue WHERE realm = ? AND notice_id = ? AND seq = ?')
      .get(realm, noticeId, seq) as { status: string; attempts: number; next_attempt_at: number; last_status: number | null } | undefined;
    return row && { status: row.status, attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastStatus: row.last_status };
  }

  /** What became of a notice's copies (the desk's counters). */
  counts(realm: string, noticeId: string): DeliveryCounts | undefined {
    const notice = this.db.prepare('SELECT fanned_out_at FROM push_notices WHERE realm = ? AND notice_id = ?').get(realm, noticeId) as
      | { fanned_out_at: number | null }
      | undefined;
    if (!notice) return undefined;
    const by = Object.fromEntries(
      (
        this.db.prepare('SELECT status, count(*) AS n FROM push_queue WHERE realm = ? AND notice_id = ? GROUP BY status').all(realm, noticeId) as Array<{
          status: string;
          n: number;
        }>
      ).map((r) => [r.status, r.n]),
    ) as Record<string, number>;
    const { n: emails } = this.db.prepare('SELECT count(*) AS n FROM notice_email_sent WHERE realm = ? AND notice_id = ?').get(realm, noticeId) as {
      n: number;
    };
    const of = (status: string) => by[status] ?? 0;
    return {
      queued: of('pending') + of('sent') + of('failed') + of('removed') + of('expired'),
      pending: of('pending'),
      sent: of('sent'),
      failed: of('failed') + of('expired'),
      removed: of('removed'),
      emails,
      fannedOut: notice.fanned_out_at !== null,
    };
  }

  /** Deletes subscriptions failing for `failingDays` or untouched for `unusedDays` (`RETENTION`): answers how many. */
  purge(now = Date.now(), retention: { failingDays: number; unusedDays: number } = RETENTION): number {
    return this.inTransaction(() => {
      const stale = this.db
        .prepare('SELECT seq FROM push_subscriptions WHERE failing_since <= ? OR used_at <= ?')
        .all(now - retention.failingDays * DAY, now - retention.unusedDays * DAY) as Array<{ seq: number }>;
      for (const { seq } of stale) this.deleteSubscription(seq, 'failed', now);
      return stale.length;
    });
  }
}
