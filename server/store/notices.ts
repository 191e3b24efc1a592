/**
 * The town hall's notices at the desk (docs/notices.md "The desk"): the `avisos` documents of the content, which the
 * next build pulls like any content, and their hand-over to delivery.
 *
 * A notice published now is stored with `isPublished: true`; one scheduled for later with `isPublished: false`
 * (the public content API serves no unpublished document) until the timer publishes it (server/jobs/notices.ts).
 * A withdrawn notice keeps its document with `isPublished: false` and `withdrawnAt`, for the record. The timer also
 * asks which realms had a published notice's end pass (`endsPassed`), to rebuild them once.
 *
 * THE DELIVERY SEAM. When a notice becomes published, `deliver` is called with its `NoticeToDeliver`
 * (src/domain/notices/topics.ts) inside the transaction that publishes it and records `notice_handovers`: a
 * notice is handed over exactly once, across restarts, and a `deliver` that throws undoes the publication, which
 * the next attempt (the desk's retry, the timer's next run) repeats. `deliver` must therefore be quick and
 * synchronous: queue the push and e-mail copies (in the same database, ideally), never send from it. Its default,
 * `noDelivery`, does nothing: the server's entry (server/cli/main.ts, `deliverNotice`) is where the real delivery
 * is connected.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { isOut, applies, madridIso, toDeliver } from '../../src/domain/notices/inbox.ts';
import type { NoticeToDeliver } from '../../src/domain/notices/topics.ts';
import { NOTICES_COLLECTION, NoticeSchema, type Notice } from '../../src/schemas/notices.ts';
import { type Database, immediateTransaction } from './database.ts';
import type { DocumentStore } from './documents.ts';

/** What publishing a notice hands to its delivery (the one seam with push and e-mail; see above). */
export type DeliverNotice = (notice: NoticeToDeliver) => void;

/** The default delivery: nothing is sent and nothing is logged, until the real delivery is connected. */
export const noDelivery: DeliverNotice = () => {};

/** Stops the copies of a withdrawn notice (its id as handed over: the slug), in the withdrawal's transaction. */
export type WithdrawDelivery = (realm: string, noticeId: string, now: number) => void;

/** The default: nothing was handed to any delivery, so there is nothing to stop. */
export const noWithdrawal: WithdrawDelivery = () => {};

export type NoticeState = 'scheduled' | 'published' | 'expired' | 'withdrawn';

export interface DeskNotice {
  notice: Notice;
  state: NoticeState;
  /** When it was handed to delivery (ms), if it was. */
  handedOverAt?: number | undefined;
}

/** A new document id: 24 hex characters, as the provider's. */
export const newNoticeId = () => randomBytes(12).toString('hex');

type Stored = Notice & { isPublished?: boolean };

export class Notices {
  private readonly db: Database;
  private readonly documents: DocumentStore;
  private readonly deliver: DeliverNotice;
  private readonly withdrawDelivery: WithdrawDelivery;

  constructor(documents: DocumentStore, deliver: DeliverNotice = noDelivery, withdrawDelivery: WithdrawDelivery = noWithdrawal) {
    this.documents = documents;
    this.db = documents.db;
    this.deliver = deliver;
    this.withdrawDelivery = withdrawDelivery;
  }

  private stored(realm: string): Stored[] {
    return this.documents
      .all(realm, NOTICES_COLLECTION)
      .map((doc) => {
        const parsed = v.safeParse(NoticeSchema, doc);
        return parsed.success ? ({ ...parsed.output, isPublished: doc.isPublished !== false } as Stored) : undefined;
      })
      .filter((n): n is Stored => n !== undefined);
  }

  private handedOver(realm: string): Map<string, number> {
    const rows = this.db.prepare('SELECT notice_id, handed_over_at FROM notice_handovers WHERE realm = ?').all(realm) as Array<{
      notice_id: string;
      handed_over_at: number;
    }>;
    return new Map(rows.map((r) => [r.notice_id, r.handed_over_at]));
  }

  static stateOf(notice: Stored, now: number): NoticeState {
    if (notice.withdrawnAt) return 'withdrawn';
    if (notice.isPublished === false || !isOut(notice, now)) return 'scheduled';
    return applies(notice, now) ? 'published' : 'expired';
  }

  /** A realm's notices, newest first, each with its state at `now`. */
  list(realm: string, now: number): DeskNotice[] {
    const handed = this.handedOver(realm);
    return this.stored(realm)
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug))
      .map(({ isPublished: _published, ...notice }) => ({
        notice,
        state: Notices.stateOf({ ...notice, isPublished: _published }, now),
        handedOverAt: handed.get(notice._id),
      }));
  }

  /** A slug no other notice of the realm has: the one given, else with `-2`, `-3`… */
  freeSlug(realm: string, slug: string): string {
    const taken = new Set(this.documents.all(realm, NOTICES_COLLECTION).map((d) => String(d.slug)));
    let candidate = slug;
    for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
    return candidate;
  }

  /**
   * Stores a new notice: published at once (and handed over) when its time has come, else scheduled. Answers its
   * state.
   */
  create(realm: string, notice: Notice, now: number): DeskNotice {
    const due = Date.parse(notice.publishedAt) <= now;
    const doc = { ...notice, slug: this.freeSlug(realm, notice.slug) };
    if (!due) {
      this.documents.put(realm, NOTICES_COLLECTION, { ...doc, isPublished: false });
      return { notice: doc, state: 'scheduled' };
    }
    const handedOverAt = this.publish(realm, doc, now);
    return { notice: doc, state: 'published', handedOverAt };
  }

  /** Publishes a notice and hands it over, in one transaction (see the module's comment). */
  private publish(realm: string, notice: Notice, now: number): number | undefined {
    // On a rollback, the store's cache of the collection was already dropped by the write: the next read sees the
    // rolled-back state.
    return immediateTransaction(this.db, () => {
      this.documents.put(realm, NOTICES_COLLECTION, { ...notice, isPublished: true });
      const claimed = this.db.prepare('INSERT OR IGNORE INTO notice_handovers (realm, notice_id, handed_over_at) VALUES (?, ?, ?)').run(realm, notice._id, now);
      if (claimed.changes === 1) this.deliver(toDeliver(realm, notice));
      return claimed.changes === 1 ? now : undefined;
    });
  }

  /** Publishes the scheduled notices whose time has come; answers the realms that published any. */
  publishDue(realms: readonly string[], now: number): string[] {
    const touched: string[] = [];
    for (const realm of realms) {
      const due = this.stored(realm).filter((n) => n.isPublished === false && !n.withdrawnAt && Date.parse(n.publishedAt) <= now);
      let published = 0;
      for (const { isPublished: _p, ...notice } of due) {
        // One notice that cannot be published (its content broken since it was scheduled) must not hold back the
        // others of every realm: it is named and tried again at the next pass.
        try {
          this.publish(realm, notice, now);
          published++;
        } catch (error) {
          console.error(`Notices: ${realm} ${notice._id} could not be published (${(error as Error).name}); tried again at the next pass.`);
        }
      }
      if (published) touched.push(realm);
    }
    return touched;
  }

  /**
   * The realms where a published notice's end (`until`) passed since the timer last looked (docs/notices.md
   * "Scheduled notices"): for each realm, the ends in (its last look, `now`] count, and `now` becomes its last look
   * (`notice_ends_checked`), in one transaction, so an end is answered once, across restarts and with two servers
   * on one file. Ends are instants: `until` carries its offset, so the hour Madrid repeats in October is no
   * ambiguity. A scheduled notice is not published yet and a withdrawn one is no longer (its withdrawal queued its
   * rebuild), so neither counts; a notice without `until` never ends. A realm's first look counts nothing and only
   * records `now`: what ended before was rendered by an earlier build (the one `npm start` runs, or the nightly one).
   */
  endsPassed(realms: readonly string[], now: number): string[] {
    const ended: string[] = [];
    for (const realm of realms) {
      try {
        const passed = immediateTransaction(this.db, () => {
          const last = this.db.prepare('SELECT checked_at FROM notice_ends_checked WHERE realm = ?').get(realm) as { checked_at: number } | undefined;
          // A clock set back never moves the last look back: what was counted stays counted.
          this.db
            .prepare(
              'INSERT INTO notice_ends_checked (realm, checked_at) VALUES (?, ?) ON CONFLICT (realm) DO UPDATE SET checked_at = max(checked_at, excluded.checked_at)',
            )
            .run(realm, now);
          if (!last) return false;
          return this.stored(realm).some((n) => {
            if (n.isPublished === false || n.withdrawnAt || n.until === undefined) return false;
            const end = Date.parse(n.until);
            return last.checked_at < end && end <= now && Date.parse(n.publishedAt) < end;
          });
        });
        if (passed) ended.push(realm);
      } catch (error) {
        // Rolled back: the last look stays where it was, so the next pass counts these ends.
        console.error(`Notices: ${realm} ends could not be looked at (${(error as Error).name}); looked at again at the next pass.`);
      }
    }
    return ended;
  }

  /** Withdraws a notice: out of the content at the next build. Answers it, or undefined when the realm has none so. */
  withdraw(realm: string, id: string, now: number): DeskNotice | undefined {
    const doc = this.documents.get(realm, NOTICES_COLLECTION, id);
    if (!doc) return undefined;
    const withdrawn = { ...doc, isPublished: false, withdrawnAt: typeof doc.withdrawnAt === 'string' ? doc.withdrawnAt : madridIso(now) };
    // The notice leaves the content and its copies not yet sent stop, together: a push held by the quiet hours
    // must not arrive in the morning for a notice withdrawn at night.
    immediateTransaction(this.db, () => {
      this.documents.put(realm, NOTICES_COLLECTION, withdrawn);
      this.withdrawDelivery(realm, String(doc.slug), now);
    });
    return this.list(realm, now).find((n) => n.notice._id === id);
  }
}
