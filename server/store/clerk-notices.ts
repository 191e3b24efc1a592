/**
 * The desk's notices to its staff by e-mail (docs/requests-api.md "E-mail"): a request arrived in a mailbox they
 * handle, a colleague assigned one to them, or the citizen of one they have replied. Queued in the transaction of
 * the step they tell, one message per member gathering every such step within a couple of minutes
 * (`MailOutbox.enqueueDebounced` under `clerkNoticeKey`), so a morning's burst of requests is one message, not
 * twenty. A member who turned them off in their profile (`DeskMembers.setMail`) gets none.
 */
import type { HistoryAction, HistoryEntry } from '../../src/domain/requests/request-history.ts';
import type { Database } from './database.ts';
import { NOTICE_WINDOW_MS, type MailOutbox, type OutgoingMail } from './mail-outbox.ts';
import { handlesMailbox, staffName, Users, type User } from './users.ts';

/** A step a member of staff hears of. */
export interface ClerkEvent {
  kind: 'arrived' | 'assigned' | 'replied';
  reference: string;
  mailbox: string;
  title: string;
  at: string;
  /** Who assigned it (`assigned`): a colleague's name. */
  by?: string | undefined;
}

/** Renders a member's message telling `events` (oldest first); undefined when the realm is unknown. */
export interface ClerkMail {
  /** `to.language`: the language the member last used the desk in, when known (the message is in it). */
  render(realm: string, to: { email: string; name: string; language?: string | undefined }, events: readonly ClerkEvent[]): OutgoingMail | undefined;
}

/** One debounce key per member: every step they hear of within the window joins one message. */
export const clerkNoticeKey = (realm: string, userId: string): string => `desk:${realm}:${userId}`;

const TOLD: ReadonlySet<HistoryAction> = new Set(['created', 'assign', 'reply']);

/** A step and the request it is on, as the history and the requests tables hold them. */
interface Step {
  action: HistoryAction;
  at: string;
  actorId: string | null;
  assignedTo: string | null;
  /** For an assignment, to whom. */
  to: string | null;
  mailbox: string;
  reference: string;
  title: string;
}

/** Whether `user` hears of `step`: a request in their mailboxes, assigned to them by another, or replied to on theirs. */
function concerns(user: User, step: Step): boolean {
  if (step.action === 'created') return handlesMailbox(user, step.mailbox);
  if (step.action === 'assign') return step.to === user._id && step.actorId !== user._id;
  if (step.action === 'reply') return step.assignedTo ? step.assignedTo === user._id : handlesMailbox(user, step.mailbox);
  return false;
}

const KIND: Partial<Record<HistoryAction, ClerkEvent['kind']>> = { created: 'arrived', assign: 'assigned', reply: 'replied' };

export class ClerkNotices {
  readonly db: Database;
  private readonly users: Users;
  private readonly outbox: MailOutbox;
  private readonly mail: ClerkMail;
  private readonly windowMs: number;

  constructor(db: Database, outbox: MailOutbox, mail: ClerkMail, windowMs = NOTICE_WINDOW_MS) {
    this.db = db;
    this.users = new Users(db);
    this.outbox = outbox;
    this.mail = mail;
    this.windowMs = windowMs;
  }

  /** The staff of the realm who get the desk's e-mail and have an address to get it at. */
  private listeners(realm: string): User[] {
    const ids = this.db.prepare('SELECT id FROM users WHERE realm = ? AND staff = 1 AND desk_mail = 1').all(realm) as Array<{ id: string }>;
    return ids.map(({ id }) => this.users.get(realm, id)).filter((user): user is User => !!user?.email && user.emailVerified);
  }

  /** The realm's steps told to staff since `since` (an instant in ms), oldest first. */
  private stepsSince(realm: string, since: number): Step[] {
    const rows = this.db
      .prepare(`SELECT h.action, h.at, h.actor_id AS actorId, h.after, r.assigned_to AS assignedTo, r.mailbox, r.reference,
          coalesce(json_extract(r.doc, '$.title'), '') AS title
        FROM request_history h JOIN requests r ON r.id = h.request_id
        WHERE r.realm = ? AND h.at >= ? AND h.action IN ('created', 'assign', 'reply') ORDER BY h.id`)
      .all(realm, new Date(since).toISOString()) as Array<Omit<Step, 'to'> & { after: string | null }>;
    return rows.map(({ after, ...row }) => ({ ...row, to: after ? ((JSON.parse(after) as { assignedTo?: string | null }).assignedTo ?? null) : null }));
  }

  private eventOf(realm: string, step: Step): ClerkEvent {
    const by = step.action === 'assign' && step.actorId ? this.users.get(realm, step.actorId) : undefined;
    return { kind: KIND[step.action]!, reference: step.reference, mailbox: step.mailbox, title: step.title, at: step.at, ...(by ? { by: staffName(by) } : {}) };
  }

  /**
   * Tells `entry` (just written on the request with `requestId`) to the staff it concerns: each gets a message
   * waiting `windowMs` that also tells the steps since the one it replaces was first queued. Call it inside the
   * transaction of the step.
   */
  tell(realm: string, requestId: string, entry: HistoryEntry, now: Date): void {
    if (!TOLD.has(entry.action)) return;
    const request = this.db
      .prepare(
        "SELECT assigned_to AS assignedTo, mailbox, reference, coalesce(json_extract(doc, '$.title'), '') AS title FROM requests WHERE realm = ? AND id = ?",
      )
      .get(realm, requestId) as Pick<Step, 'assignedTo' | 'mailbox' | 'reference' | 'title'> | undefined;
    if (!request) return;
    const step: Step = { ...request, action: entry.action, at: entry.at, actorId: entry.actor.id, to: entry.after?.assignedTo ?? null };
    for (const user of this.listeners(realm)) {
      if (!concerns(user, step)) continue;
      const key = clerkNoticeKey(realm, user._id);
      const waiting = this.outbox.pendingDebounced(key);
      const steps = waiting ? this.stepsSince(realm, waiting.since).filter((s) => concerns(user, s)) : [step];
      const mail = this.mail.render(
        realm,
        { email: user.email!, name: staffName(user), language: user.deskLanguage },
        steps.map((s) => this.eventOf(realm, s)),
      );
      if (mail) this.outbox.enqueueDebounced(mail, key, this.windowMs, now.getTime());
    }
  }
}
