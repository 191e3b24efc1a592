/**
 * What the desk's queue shows: the filters and the order a member of staff chose. The same query string is the
 * API's (`GET …/desk/requests?status=Recibida&q=farola`) and the page's shareable address
 * (`/gestion?status=Recibida&q=farola`), so one parser serves both: the server refuses what it cannot read,
 * the page drops it and shows the rest.
 */
import { addDays, madridInstant, type DayKey } from '../content/calendar.ts';
import { parseReference } from '../requests/request-reference.ts';
import { isRequestStatus, type RequestStatus } from '../requests/request-status.ts';

/** The columns the queue can be ordered by. */
export const QUEUE_SORT_KEYS = ['created', 'updated', 'mailbox', 'status', 'title', 'contact'] as const;
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number];

export interface QueueSort {
  key: QueueSortKey;
  direction: 'asc' | 'desc';
}

/** Newest first: what arrived this morning is what staff look at first. */
export const DEFAULT_SORT: QueueSort = { key: 'created', direction: 'desc' };

/** The longest text filter: a reference, a name, a few words. */
export const MAX_QUERY_TEXT = 200;
const MAX_PAGE = 100_000;
/** The most references a selection names: a page of the queue. */
export const MAX_REFS = 50;
const ID = /^[\w-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DeskQuery {
  /** Only these mailboxes; empty for every mailbox the member handles. */
  mailboxes: string[];
  status?: RequestStatus | undefined;
  /** `me`, `none` (assigned to nobody) or a staff member's user id. */
  assignee?: string | undefined;
  /** Sent on or after this Madrid day. */
  from?: DayKey | undefined;
  /** Sent on or before this Madrid day. */
  to?: DayKey | undefined;
  /** Words of the reference, title, body or contact, or a whole reference. */
  q?: string | undefined;
  /** Only requests past their mailbox's deadline and still waiting (`overdue=1`, src/domain/desk/request-age.ts). */
  overdue?: boolean | undefined;
  /** Only requests whose citizen replied after their assignee last opened them (`unread=1`). */
  unread?: boolean | undefined;
  /** Only these requests, by reference (`refs=`): a selection of the queue, for its export. At most `MAX_REFS`. */
  refs?: string[] | undefined;
  page: number;
  sort: QueueSort;
}

export const EMPTY_QUERY: DeskQuery = { mailboxes: [], page: 1, sort: DEFAULT_SORT };

const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** `-created` is newest first, `title` is A to Z. */
export function sortParam(sort: QueueSort): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
}

/** The sort a `sort` parameter names (`-created`), or undefined. */
export function parseSort(value: string): QueueSort | undefined {
  const key = value.replace(/^-/, '');
  return (QUEUE_SORT_KEYS as readonly string[]).includes(key) ? { key: key as QueueSortKey, direction: value.startsWith('-') ? 'desc' : 'asc' } : undefined;
}

/**
 * Reads a query string. Each parameter it cannot read is named in `problems` and left out of `query`: the API
 * answers 400 with them, the page shows the queue without them.
 */
export function parseDeskQuery(params: URLSearchParams): { query: DeskQuery; problems: string[] } {
  const problems: string[] = [];
  const query: DeskQuery = { ...EMPTY_QUERY, mailboxes: [] };
  const read = (name: string) => params.get(name)?.trim() || undefined;

  const mailbox = read('mailbox');
  if (mailbox) {
    const ids = mailbox
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.every((id) => ID.test(id))) query.mailboxes = [...new Set(ids)];
    else problems.push('mailbox');
  }
  const status = read('status');
  if (status !== undefined) {
    if (isRequestStatus(status)) query.status = status;
    else problems.push('status');
  }
  const assignee = read('assignee');
  if (assignee !== undefined) {
    if (ID.test(assignee)) query.assignee = assignee;
    else problems.push('assignee');
  }
  for (const name of ['from', 'to'] as const) {
    const day = read(name);
    if (day === undefined) continue;
    if (isDay(day)) query[name] = day;
    else problems.push(name);
  }
  if (query.from && query.to && query.from > query.to) {
    problems.push('to');
    query.to = undefined;
  }
  const q = read('q');
  if (q !== undefined) {
    if (q.length <= MAX_QUERY_TEXT) query.q = q;
    else problems.push('q');
  }
  const overdue = read('overdue');
  if (overdue !== undefined) {
    if (overdue === '1') query.overdue = true;
    else problems.push('overdue');
  }
  const unread = read('unread');
  if (unread !== undefined) {
    if (unread === '1') query.unread = true;
    else problems.push('unread');
  }
  const refs = read('refs');
  if (refs !== undefined) {
    const parsed = refs.split(',').map((ref) => parseReference(ref));
    if (parsed.length <= MAX_REFS && parsed.every((ref) => ref !== undefined)) query.refs = [...new Set(parsed as string[])];
    else problems.push('refs');
  }
  const page = read('page');
  if (page !== undefined) {
    const n = Number(page);
    if (Number.isInteger(n) && n >= 1 && n <= MAX_PAGE) query.page = n;
    else problems.push('page');
  }
  const sort = read('sort');
  if (sort !== undefined) {
    const parsed = parseSort(sort);
    if (parsed) query.sort = parsed;
    else problems.push('sort');
  }
  return { query, problems };
}

/** The query as a query string (`?status=Recibida&page=2`), defaults left out; '' when it is all defaults. */
export function deskQueryString(query: DeskQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.mailboxes.length) params.set('mailbox', query.mailboxes.join(','));
  if (query.status) params.set('status', query.status);
  if (query.assignee) params.set('assignee', query.assignee);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.overdue) params.set('overdue', '1');
  if (query.unread) params.set('unread', '1');
  if (query.refs?.length) params.set('refs', query.refs.join(','));
  if (query.page > 1) params.set('page', String(query.page));
  if (sortParam(query.sort) !== sortParam(DEFAULT_SORT)) params.set('sort', sortParam(query.sort));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The instants the query's days cover, Madrid time: `from` at 00:00, and the day after `to` at 00:00 as the
 * exclusive end, so a request sent at 23:59 on `to` is in.
 */
export function sentBetween(query: Pick<DeskQuery, 'from' | 'to'>): { from?: string; before?: string } {
  return {
    ...(query.from ? { from: new Date(madridInstant(query.from)).toISOString() } : {}),
    ...(query.to ? { before: new Date(madridInstant(addDays(query.to, 1))).toISOString() } : {}),
  };
}
