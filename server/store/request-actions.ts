/**
 * What happens to a request after it was sent (the desk's actions and the citizen's replies, docs/requests-api.md),
 * each in ONE transaction: the expected version is checked (optimistic concurrency: of two staff members acting on
 * what they both saw, the second is told), the move is checked against the allowed transitions, the request is
 * updated, the history entry appended, and the citizen's e-mail queued when the action concerns them.
 */
import { type HistoryEntry, type LifecycleState, seenByCitizen } from '../../src/domain/requests/request-history.ts';
import { ApiError, type ApiErrorName } from '../../src/domain/http/api-errors.ts';
import { acceptsReplies, canMoveRequest, isRequestStatus, type RequestStatus } from '../../src/domain/requests/request-status.ts';
import type { Database } from './database.ts';
import { NOTICE_WINDOW_MS, noticeKey, type MailOutbox, type OutgoingMail } from './mail-outbox.ts';
import type { ClerkNotices } from './clerk-notices.ts';
import { appendHistory, historyOf } from './request-history.ts';
import { Requests, type RequestRow, type RequestWithHistory, type StoredRequest } from './requests.ts';
import { handlesMailbox, Users } from './users.ts';

/** The longest message, reply or note (a long letter; anything longer belongs in an attachment). */
export const MAX_MESSAGE = 5000;

export type RequestChange =
  /** Staff: move along the allowed transitions, with an optional message to the citizen. */
  | { action: 'status'; to: RequestStatus; message?: string | undefined }
  /** Staff: a message to the citizen without a status change. */
  | { action: 'message'; message: string }
  /** Staff: an internal note the citizen never sees. */
  | { action: 'note'; message: string }
  /** Staff: assign to a member of staff of the realm, or to nobody (null). */
  | { action: 'assign'; to: string | null }
  /** The citizen: a reply while the request is open. */
  | { action: 'reply'; message: string };

export interface Actor {
  kind: 'citizen' | 'staff';
  id: string;
}

/** The request changed since the caller saw it; `conflict` is what it is now, for the caller to show. */
export interface Conflict {
  conflict: RequestWithHistory;
}

/** The request as it is after the change, and the entry written. */
export interface Applied {
  request: RequestWithHistory;
  entry: HistoryEntry;
}

type RefusalReason =
  /** No such request in this realm. */
  | 'not-found'
  /** That status cannot follow the current one. */
  | 'transition'
  /** This kind of actor cannot take this action (a citizen's note, staff's reply), or the staff member does not handle the request's mailbox. */
  | 'actor'
  /** A reply to a closed request. */
  | 'closed'
  /** No message where one is needed, or longer than MAX_MESSAGE. */
  | 'message'
  /** An assignee who is not a staff member handling the request's mailbox. */
  | 'assignee';

/**
 * The refusal (src/domain/http/api-errors.ts) of each reason, to staff at the desk and to the citizen who replies
 * (docs/requests-api.md). A citizen only replies: any other reason is answered as a request not found, which tells
 * nothing.
 */
const REFUSALS = {
  'not-found': { staff: 'deskNotFound', citizen: 'requestNotFound' },
  actor: { staff: 'deskActor', citizen: 'requestNotFound' },
  transition: { staff: 'deskTransition', citizen: 'requestNotFound' },
  message: { staff: 'deskMessage', citizen: 'replyMessage' },
  assignee: { staff: 'deskAssignee', citizen: 'requestNotFound' },
  closed: { staff: 'deskClosed', citizen: 'replyClosed' },
} as const satisfies Record<RefusalReason, Record<Actor['kind'], ApiErrorName>>;

const refused = (reason: RefusalReason, actor: Actor) => new ApiError(REFUSALS[reason][actor.kind], { params: { max: MAX_MESSAGE } });

/** The citizen's e-mail about the town hall's steps on their request (`server/mail/citizen-mail.ts`). */
export interface CitizenNotice {
  /** Who hears about `request`, or undefined when nobody does (no address). */
  addressOf(request: StoredRequest): string | undefined;
  /**
   * The message telling `entries` (oldest first), or undefined. `followUpKey` gives the key of the private link
   * when the request is followed by one (sent without an account); it is asked for only then.
   */
  render(request: StoredRequest, entries: readonly HistoryEntry[], followUpKey: () => string): OutgoingMail | undefined;
}

/** Told of a step on a request that is news to its citizen (a status change or a message from the town hall). */
export type NewsHook = (request: StoredRequest, entry: HistoryEntry, now: Date) => void;

/** Tells nobody anything: for tests of what the actions store. */
export const NO_NOTICE: CitizenNotice = { addressOf: () => undefined, render: () => undefined };

/** The town hall's steps the citizen hears of: a status change or a message. */
const isNews = (entry: HistoryEntry) => entry.actor.kind === 'staff' && (entry.action === 'status' || entry.action === 'message');

const STAFF_ACTIONS = new Set(['status', 'message', 'note', 'assign']);

function messageOf(change: RequestChange, actor: Actor): string | undefined {
  if (change.action === 'assign') return undefined;
  const text = change.message?.trim();
  if (change.action === 'status' && !text) return undefined;
  if (!text || text.length > MAX_MESSAGE) throw refused('message', actor);
  return text;
}

export class RequestActions {
  readonly db: Database;
  private readonly requests: Requests;
  private readonly users: Users;
  private readonly outbox: MailOutbox;
  private readonly notice: CitizenNotice;

  private readonly noticeWindowMs: number;
  private readonly clerks: ClerkNotices | undefined;
  private readonly news: NewsHook | undefined;

  /**
   * `noticeWindowMs`: how long a notice waits for the next step on its request (`MailOutbox.enqueueDebounced`);
   * `clerks`: the staff's notices of assignments and replies (none when left out); `news`: told of each step the
   * citizen hears of, in its transaction (the server queues the push to the devices of the citizen's account,
   * docs/notices.md "Personal topics").
   */
  constructor(db: Database, outbox: MailOutbox, notice: CitizenNotice, noticeWindowMs = NOTICE_WINDOW_MS, clerks?: ClerkNotices, news?: NewsHook) {
    this.db = db;
    this.clerks = clerks;
    this.noticeWindowMs = noticeWindowMs;
    this.news = news;
    this.requests = new Requests(db);
    this.users = new Users(db);
    this.outbox = outbox;
    this.notice = notice;
  }

  /**
   * Applies `change` to the request with `reference` as `actor`. `expectedVersion` is the version the actor saw:
   * the desk always sends it; a citizen's reply may leave it out, as a reply overwrites nothing. Answers the
   * request as it is after the change and the entry written, or for a stale version the `Conflict`; throws the
   * `ApiError` that refuses the action to this actor. Either way it has changed nothing.
   */
  apply(realm: string, reference: string, action: { actor: Actor; change: RequestChange }, now?: Date): Applied;
  apply(realm: string, reference: string, action: { actor: Actor; change: RequestChange; expectedVersion: number | undefined }, now?: Date): Applied | Conflict;
  apply(
    realm: string,
    reference: string,
    { actor, change, expectedVersion }: { actor: Actor; change: RequestChange; expectedVersion?: number | undefined },
    now = new Date(),
  ): Applied | Conflict {
    if ((actor.kind === 'staff') !== STAFF_ACTIONS.has(change.action)) throw refused('actor', actor);
    const message = messageOf(change, actor);
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const entry = this.applyInside(realm, reference, actor, change, message, expectedVersion, now);
      this.db.exec('COMMIT');
      return 'conflict' in entry ? entry : { request: this.requests.byReference(realm, reference)!, entry };
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Whether `userId` is a staff member of the realm who handles `mailbox`. */
  private handles(realm: string, userId: string, mailbox: string): boolean {
    const user = this.users.get(realm, userId);
    return !!user && handlesMailbox(user, mailbox);
  }

  private applyInside(
    realm: string,
    reference: string,
    actor: Actor,
    change: RequestChange,
    message: string | undefined,
    expectedVersion: number | undefined,
    now: Date,
  ): HistoryEntry | Conflict {
    const row = this.db.prepare('SELECT * FROM requests WHERE realm = ? AND reference = ?').get(realm, reference) as RequestRow | undefined;
    if (!row) throw refused('not-found', actor);
    // Before the version: a conflict answers the request as it is, which only its mailbox's staff may read.
    if (actor.kind === 'staff' && !this.handles(realm, actor.id, row.mailbox)) throw refused('actor', actor);
    // An internal note overwrites nothing and changes no version: it never conflicts with a colleague's step, nor
    // makes theirs conflict (docs/requests-api.md "The staff desk").
    const overwrites = change.action !== 'note';
    if (overwrites && expectedVersion !== undefined && expectedVersion !== row.version) return { conflict: this.requests.byReference(realm, reference)! };

    let before: LifecycleState | null = null;
    let after: LifecycleState | null = null;
    let status = row.status;
    let assignedTo = row.assigned_to;
    if (change.action === 'status') {
      if (!isRequestStatus(change.to) || !canMoveRequest(row.status, change.to)) throw refused('transition', actor);
      [before, after, status] = [{ status: row.status }, { status: change.to }, change.to];
    } else if (change.action === 'assign') {
      // Only to someone who may open it: a request assigned to a colleague who cannot see it would sit unseen.
      if (change.to !== null && !this.handles(realm, change.to, row.mailbox)) throw refused('assignee', actor);
      [before, after, assignedTo] = [{ assignedTo: row.assigned_to }, { assignedTo: change.to }, change.to];
    } else if (change.action === 'reply' && !acceptsReplies(row.status)) {
      throw refused('closed', actor);
    }

    const at = now.toISOString();
    // A citizen's reply waits for the assignee to read it (DeskMembers.markRead).
    this.db
      .prepare('UPDATE requests SET status = ?, assigned_to = ?, version = version + ?, updated_at = ?, reply_unread = ? WHERE id = ? AND version = ?')
      .run(status, assignedTo, overwrites ? 1 : 0, at, change.action === 'reply' ? 1 : row.reply_unread, row.id, row.version);
    const entry = appendHistory(this.db, {
      requestId: row.id,
      at,
      actor,
      action: change.action,
      before,
      after,
      message: message ?? null,
      citizenVisible: seenByCitizen(change.action),
    });
    // A status change or a message from the town hall is news to the citizen; their own reply is not.
    if (isNews(entry)) this.tell(realm, row.id, entry, now);
    this.clerks?.tell(realm, row.id, entry, now);
    return entry;
  }

  /**
   * Queues the citizen's notice of `entry`, merged with the steps of a notice still waiting for the same request
   * and recipient (`MailOutbox.enqueueDebounced`): a clerk's visit that changes the status and then writes sends
   * one message. A request followed by its private link gets the link in the message: a new follow-up key, kept as
   * every key is (its digest with the request, the key itself sealed in the outbox until the message leaves), or
   * the one of the message it merges with.
   */
  private tell(realm: string, requestId: string, entry: HistoryEntry, now: Date): void {
    const request = this.requests.byId(realm, requestId)!;
    this.news?.(request, entry, now);
    const to = this.notice.addressOf(request);
    if (!to) return;
    const debounceKey = noticeKey(request._id, to);
    const waiting = this.outbox.pendingDebounced(debounceKey);
    const entries = waiting ? historyOf(this.db, request._id).filter((e) => isNews(e) && Date.parse(e.at) >= waiting.since) : [entry];
    let key = waiting?.secret;
    const mail = this.notice.render(request, entries, () => (key ??= this.requests.addFollowUpKey(request._id, now)));
    if (mail) this.outbox.enqueueDebounced(mail, debounceKey, this.noticeWindowMs, now.getTime());
  }
}
