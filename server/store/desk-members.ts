/**
 * What the desk keeps of each member of staff (docs/requests-api.md "The staff desk"): whether they get the desk's
 * notices by e-mail, their visits to the queue (what is new since the last one), and the "unread reply" mark of
 * the requests assigned to them, which a citizen's reply sets (`RequestActions`) and opening the request clears.
 */
import type { Database } from './database.ts';

/**
 * A pause longer than this ends a visit to the desk: the next look at the queue counts what arrived since the
 * last one. The same half hour after which an unused staff sign-in ends (`SIGN_IN_LIMITS` of sessions.ts).
 */
export const VISIT_GAP_MS = 30 * 60_000;

/** What the desk counts for a member now: new since the last visit, and their requests with a reply unread. */
export interface DeskInbox {
  /** When the visit before this one ended (ISO 8601); null on the very first visit, when nothing counts as new. */
  since: string | null;
  /** Requests of their mailboxes sent after `since`. */
  arrived: number;
  /** Requests assigned to them whose citizen replied after they last opened them. */
  unreadReplies: number;
}

/** The mailboxes clause of a member (null: every mailbox of the realm). */
function inMailboxes(mailboxes: readonly string[] | null): { sql: string; params: string[] } {
  if (mailboxes === null) return { sql: '', params: [] };
  return { sql: ` AND mailbox IN (${mailboxes.map(() => '?').join(', ') || 'NULL'})`, params: [...mailboxes] };
}

export class DeskMembers {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Whether the member gets the desk's notices by e-mail (on unless they turned them off). */
  mailOn(realm: string, userId: string): boolean {
    const row = this.db.prepare('SELECT desk_mail FROM users WHERE realm = ? AND id = ?').get(realm, userId) as { desk_mail: number } | undefined;
    return row?.desk_mail !== 0;
  }

  setMail(realm: string, userId: string, on: boolean): void {
    this.db.prepare('UPDATE users SET desk_mail = ? WHERE realm = ? AND id = ?').run(on ? 1 : 0, realm, userId);
  }

  /**
   * Records a look at the queue at `now` and answers the counts of this visit. A look more than `VISIT_GAP_MS`
   * after the one before starts a new visit, which counts from that one; the looks within a visit (a reload, a
   * filter) keep counting from where it started, so the count does not vanish on the next click.
   */
  visit(realm: string, userId: string, mailboxes: readonly string[] | null, now: Date): DeskInbox {
    const row = this.db.prepare('SELECT desk_seen_at, desk_since FROM users WHERE realm = ? AND id = ?').get(realm, userId) as
      | { desk_seen_at: string | null; desk_since: string | null }
      | undefined;
    const at = now.toISOString();
    let since = row?.desk_since ?? null;
    if (!row?.desk_seen_at) since = null;
    else if (now.getTime() - Date.parse(row.desk_seen_at) > VISIT_GAP_MS) since = row.desk_seen_at;
    // The very first visit starts counting now: what came before it is the queue itself, not news.
    this.db.prepare('UPDATE users SET desk_seen_at = ?, desk_since = ? WHERE realm = ? AND id = ?').run(at, since ?? at, realm, userId);
    const scope = inMailboxes(mailboxes);
    const arrived =
      since === null
        ? 0
        : (
            this.db.prepare(`SELECT count(*) AS n FROM requests WHERE realm = ? AND created_at > ?${scope.sql}`).get(realm, since, ...scope.params) as {
              n: number;
            }
          ).n;
    const { n: unreadReplies } = this.db
      .prepare(`SELECT count(*) AS n FROM requests WHERE realm = ? AND assigned_to = ? AND reply_unread = 1${scope.sql}`)
      .get(realm, userId, ...scope.params) as { n: number };
    return { since, arrived, unreadReplies };
  }

  /**
   * The member opened the request: a reply it had is read, when they are its assignee (or nobody is). The version
   * stays: reading changes nothing another member could be overwriting.
   */
  markRead(realm: string, requestId: string, userId: string): void {
    this.db
      .prepare('UPDATE requests SET reply_unread = 0 WHERE realm = ? AND id = ? AND reply_unread = 1 AND (assigned_to = ? OR assigned_to IS NULL)')
      .run(realm, requestId, userId);
  }
}
