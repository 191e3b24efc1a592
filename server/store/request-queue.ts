/**
 * The desk's queue (docs/requests-api.md "The staff desk"): a realm's requests with filters, 50 a page, newest first
 * or in a column's order, with how many there are in each status under the other filters (the counts beside the
 * status filter). Every filter is a column with an index that leads with the realm (schema.ts); the text filter
 * matches the folded `search_text` the request got when it was stored, word by word. `npm run bench -- --only
 * q` measures it on 10,000 requests.
 */
import type { QueueItem, QueuePage } from '../../src/domain/desk/desk-answers.ts';
import type { ExportRow } from '../../src/domain/desk/desk-export.ts';
import { DEFAULT_SORT, type QueueSort, type QueueSortKey } from '../../src/domain/desk/desk-query.ts';
import { WAITING_STATUSES } from '../../src/domain/desk/request-age.ts';
import { parseReference } from '../../src/domain/requests/request-reference.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../src/domain/requests/request-status.ts';
import { searchWords } from '../core/request-search-text.ts';
import type { Database } from './database.ts';

export type { QueueItem, QueuePage };

export const QUEUE_PAGE_SIZE = 50;

export interface QueueFilters {
  /** Only these mailboxes (a member of staff allowed some only gets those, whatever was asked). */
  mailboxes?: readonly string[] | undefined;
  status?: RequestStatus | undefined;
  /** A user id, or 'none' for requests assigned to nobody. */
  assignee?: string | undefined;
  /** Sent at or after this instant (ISO 8601). */
  from?: string | undefined;
  /** Sent before this instant (ISO 8601). */
  before?: string | undefined;
  /** Words of the reference, title, body or contact; a whole reference (typed any way) finds that request. */
  text?: string | undefined;
  /**
   * Only overdue requests: still waiting (src/domain/desk/request-age.ts `WAITING_STATUSES`) and, for each mailbox
   * with a deadline, sent before its `before`; an empty list matches nothing (no mailbox has a deadline).
   */
  overdue?: ReadonlyArray<{ mailbox: string; before: string }> | undefined;
  /** Only requests with a citizen's reply their assignee has not read (desk-members.ts). */
  unread?: boolean | undefined;
  /** Only these references (a selection). */
  references?: readonly string[] | undefined;
  /** From 1. */
  page?: number | undefined;
  /** Newest first unless asked. */
  sort?: QueueSort | undefined;
}

/** The WHERE clause of the filters, with or without the status one. */
function where(realm: string, filters: QueueFilters, withStatus: boolean): { sql: string; params: Array<string | number> } {
  const clauses = ['realm = ?'];
  const params: Array<string | number> = [realm];
  if (filters.mailboxes) {
    clauses.push(`mailbox IN (${filters.mailboxes.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...filters.mailboxes);
  }
  if (withStatus && filters.status) {
    clauses.push('status = ?');
    params.push(filters.status);
  }
  if (filters.assignee === 'none') clauses.push('assigned_to IS NULL');
  else if (filters.assignee) {
    clauses.push('assigned_to = ?');
    params.push(filters.assignee);
  }
  if (filters.from) {
    clauses.push('created_at >= ?');
    params.push(new Date(filters.from).toISOString());
  }
  if (filters.before) {
    clauses.push('created_at < ?');
    params.push(new Date(filters.before).toISOString());
  }
  if (filters.overdue) {
    clauses.push(`status IN (${WAITING_STATUSES.map(() => '?').join(', ')})`);
    params.push(...WAITING_STATUSES);
    clauses.push(`(${filters.overdue.map(() => '(mailbox = ? AND created_at < ?)').join(' OR ') || '0'})`);
    for (const { mailbox, before } of filters.overdue) params.push(mailbox, new Date(before).toISOString());
  }
  if (filters.unread) clauses.push('reply_unread = 1');
  if (filters.references) {
    clauses.push(`reference IN (${filters.references.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...filters.references);
  }
  const reference = filters.text ? parseReference(filters.text) : undefined;
  if (reference) {
    clauses.push('reference = ?');
    params.push(reference);
  } else {
    // Folded words are letters and digits only, so none carries a LIKE wildcard.
    for (const word of searchWords(filters.text ?? '')) {
      clauses.push('search_text LIKE ?');
      params.push(`%${word}%`);
    }
  }
  return { sql: clauses.join(' AND '), params };
}

/**
 * ORDER BY per column; every order ends on the request's number, so equal values keep a stable order across
 * pages. Statuses go in the order of their lifecycle, not the alphabet's.
 */
const ORDER: Record<QueueSortKey, string> = {
  created: 'iid',
  updated: 'updated_at',
  mailbox: 'mailbox',
  status: `CASE status ${REQUEST_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} END`,
  title: 'title COLLATE NOCASE',
  contact: 'contactName COLLATE NOCASE',
};

function orderBy({ key, direction }: QueueSort = DEFAULT_SORT): string {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  return key === 'created' ? `iid ${dir}` : `${ORDER[key]} ${dir}, iid DESC`;
}

const ITEM_COLUMNS = `id AS _id, reference, iid, mailbox, status, assigned_to AS assignedTo, created_at AS createdAt, updated_at AS updatedAt, version,
  coalesce(json_extract(doc, '$.title'), '') AS title,
  trim(coalesce(json_extract(doc, '$.contact.firstName'), '') || ' ' || coalesce(json_extract(doc, '$.contact.lastName'), '')) AS contactName`;

export class RequestQueue {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  page(realm: string, filters: QueueFilters = {}): QueuePage {
    const page = Math.max(1, Math.floor(filters.page ?? 1));
    const all = where(realm, filters, false);
    const counts = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<RequestStatus, number>;
    for (const { status, n } of this.db.prepare(`SELECT status, count(*) AS n FROM requests WHERE ${all.sql} GROUP BY status`).all(...all.params) as Array<{
      status: RequestStatus;
      n: number;
    }>) {
      counts[status] = n;
    }
    const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    const matching = where(realm, filters, true);
    const rows = this.db
      .prepare(`SELECT ${ITEM_COLUMNS}, reply_unread AS replyUnread FROM requests WHERE ${matching.sql} ORDER BY ${orderBy(filters.sort)} LIMIT ? OFFSET ?`)
      .all(...matching.params, QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE) as unknown as Array<QueueItem & { replyUnread: number }>;
    // A reply unread is said on its row, as "overdue" is: only when there is one.
    const items = rows.map(({ replyUnread, ...item }): QueueItem => (replyUnread ? { ...item, unread: true } : item));
    return { items, total, page, pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)), counts };
  }

  /**
   * Every request matching the filters (the page aside), in the queue's order, with the contact's e-mail and
   * telephone: what an export holds; with `sent`, what each citizen sent too (the stored request), for a
   * mailbox's own columns. At most `limit`; ask for one more than you allow to know there were more.
   */
  all(realm: string, filters: QueueFilters, limit: number, { sent = false } = {}): ExportRow[] {
    const matching = where(realm, filters, true);
    const rows = this.db
      .prepare(`SELECT ${ITEM_COLUMNS},
          coalesce(json_extract(doc, '$.contact.email'), '') AS contactEmail,
          coalesce(json_extract(doc, '$.contact.telephone'), '') AS contactTelephone${sent ? ', doc' : ''}
        FROM requests WHERE ${matching.sql} ORDER BY ${orderBy(filters.sort)} LIMIT ?`)
      .all(...matching.params, limit) as unknown as Array<ExportRow & { doc?: string }>;
    if (!sent) return rows;
    return rows.map(({ doc, ...row }) => ({ ...row, sent: JSON.parse(doc ?? '{}') as Record<string, unknown> }));
  }
}
