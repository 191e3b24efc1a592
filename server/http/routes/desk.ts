/**
 * The staff desk's calls (docs/requests-api.md "The staff desk"): who is on the realm's staff, the
 * queue, a request, and the actions on it. Every call starts at `staffAccess` (401 without a session in the
 * realm, 403 for an account without the staff role) and reaches only the mailboxes the member handles; the
 * POST passes the write side's cross-site guard (write-calls.ts) like every state-changing call. Exports and
 * files are in desk-files.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { DeskBulkAnswer, DeskInbox, DeskPreferences, DeskStaff, StaffSummary } from '../../../src/domain/desk/desk-answers.ts';
import { parseDeskQuery, sentBetween, type DeskQuery } from '../../../src/domain/desk/desk-query.ts';
import { isOverdue, overdueBefore } from '../../../src/domain/desk/request-age.ts';
import { parseReference } from '../../../src/domain/requests/request-reference.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { DeskActionSchema, DeskBulkSchema, DeskPreferencesSchema } from '../../../src/schemas/desk-action.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { callerLanguage } from '../errors.ts';
import type { RequestActions, RequestChange } from '../../store/request-actions.ts';
import type { DeskMembers } from '../../store/desk-members.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { MAILBOX_COLLECTION } from '../../store/mailboxes.ts';
import type { QueueFilters, RequestQueue } from '../../store/request-queue.ts';
import type { Requests, RequestWithHistory } from '../../store/requests.ts';
import { staffName, type User, type Users } from '../../store/users.ts';
import { readJson } from '../guards/body.ts';
import { NO_STORE, notYourMailbox, type StaffAccess, type StaffMember } from '../guards/staff-access.ts';
import type { DeskView } from './desk-view.ts';

export interface DeskOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  access: StaffAccess;
  users: Users;
  requests: Requests;
  queue: RequestQueue;
  actions: RequestActions;
  view: DeskView;
  members: DeskMembers;
}

/** The deadline in days of each of the realm's mailboxes that has one (`deadlineDays`, src/schemas/mailbox.ts). */
export function mailboxDeadlines(store: DocumentStore, realm: string): Map<string, number> {
  const deadlines = new Map<string, number>();
  for (const doc of store.all(realm, MAILBOX_COLLECTION)) {
    const days = doc.deadlineDays;
    // The schema's own rule for the field: a mailbox whose other fields fail still has its requests handled.
    if (typeof doc._id === 'string' && v.is(MailboxSchema.entries.deadlineDays.wrapped, days)) deadlines.set(doc._id, days);
  }
  return deadlines;
}

/**
 * The store's filters for a member's query: only mailboxes they handle (a mailbox they do not is refused, not
 * silently dropped), `me` as their id, the days as Madrid instants, "overdue" as each mailbox's deadline at
 * `now`. Undefined when the query names a mailbox they do not handle.
 */
function queueFilters(query: DeskQuery, member: StaffMember, deadlines: Map<string, number>, now: number): QueueFilters | undefined {
  if (query.mailboxes.some((mailbox) => !member.handles(mailbox))) return undefined;
  return {
    mailboxes: query.mailboxes.length ? query.mailboxes : (member.user.staffMailboxes ?? undefined),
    status: query.status,
    assignee: query.assignee === 'me' ? member.user._id : query.assignee,
    ...sentBetween(query),
    text: query.q,
    overdue: query.overdue ? [...deadlines].map(([mailbox, days]) => ({ mailbox, before: overdueBefore(days, now) })) : undefined,
    unread: query.unread,
    references: query.refs,
    page: query.page,
    sort: query.sort,
  };
}

/**
 * Who asks for the queue (the list or an export) and the store's filters for what they asked; else the
 * `ApiError` that refuses them: 401/403 for who they are, 400 for a query it cannot read, 403 for a mailbox
 * not theirs. `deadlines`: `mailboxDeadlines` of the realm, read at `now`.
 */
export function queueAsked(
  c: Context,
  realm: string,
  access: StaffAccess,
  deadlines: Map<string, number>,
  now: number,
): { member: StaffMember; filters: QueueFilters } {
  const member = access(c, realm);
  const { query, problems } = parseDeskQuery(new URL(c.req.url).searchParams);
  if (problems.length) throw new ApiError('deskQuery', { params: { fields: problems.join(', ') }, extra: { fields: problems }, headers: NO_STORE });
  const filters = queueFilters(query, member, deadlines, now);
  if (!filters) throw notYourMailbox();
  return { member, filters };
}

const summary = (user: User): StaffSummary => ({ _id: user._id, name: staffName(user), mailboxes: user.staffMailboxes, offices: user.staffOffices });

export function deskRoutes({ store, realms, access, users, requests, queue, actions, view, members }: DeskOptions) {
  const api = new Hono();
  const realmOf = (id: string) => realmById(realms(), id)!;

  /** The request with `reference` if the member may open it; else the `ApiError` that refuses it. */
  const openRequest = (c: Context, realm: string, member: StaffMember): RequestWithHistory => {
    const reference = parseReference(c.req.param('reference') ?? '');
    const request = reference ? requests.byReference(realm, reference) : undefined;
    if (!request) throw new ApiError('deskNotFound', { headers: NO_STORE });
    if (!member.handles(request.mailbox)) throw notYourMailbox();
    return request;
  };

  api.get('/:realm/desk/staff', (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    // The desk asks this first on every page: the page's language is the one the desk's messages to this member use.
    users.setDeskLanguage(realm, member.user._id, callerLanguage(c, realmOf(realm)));
    const answer: DeskStaff = { me: summary(member.user), staff: users.staffOf(realm).map(summary) };
    return c.json(answer, 200, NO_STORE);
  });

  api.get('/:realm/desk/requests', (c) => {
    const realm = c.req.param('realm');
    const now = Date.now();
    const deadlines = mailboxDeadlines(store, realm);
    const asked = queueAsked(c, realm, access, deadlines, now);
    const page = queue.page(realm, asked.filters);
    // Each row says whether it is overdue, by the rule the filter uses.
    const items = page.items.map((item) => (isOverdue(item, deadlines.get(item.mailbox), now) ? { ...item, overdue: true } : item));
    return c.json({ ...page, items }, 200, NO_STORE);
  });

  /** What is new for the member since their last visit, counted at this look at the queue (`DeskMembers.visit`). */
  api.get('/:realm/desk/inbox', (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const answer: DeskInbox = members.visit(realm, member.user._id, member.user.staffMailboxes, new Date());
    return c.json(answer, 200, NO_STORE);
  });

  api.get('/:realm/desk/preferences', (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const answer: DeskPreferences = { mail: members.mailOn(realm, member.user._id) };
    return c.json(answer, 200, NO_STORE);
  });

  api.post('/:realm/desk/preferences', async (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const body = v.safeParse(DeskPreferencesSchema, await readJson(c));
    if (!body.success) throw new ApiError('deskBody', { headers: NO_STORE });
    members.setMail(realm, member.user._id, body.output.mail);
    const answer: DeskPreferences = { mail: members.mailOn(realm, member.user._id) };
    return c.json(answer, 200, NO_STORE);
  });

  /**
   * An action on a selection of the queue: each request changed as it is now (no version: the member chose them
   * from the list, not from a request's page), those refused named with their reason; requests of mailboxes the
   * member does not handle refuse the whole call, as a query naming one does.
   */
  api.post('/:realm/desk/requests/bulk', async (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const body = v.safeParse(DeskBulkSchema, await readJson(c));
    if (!body.success) throw new ApiError('deskBody', { headers: NO_STORE });
    const references = [...new Set(body.output.refs.map((ref) => parseReference(ref) ?? ref))];
    const found = references.map((reference) => ({ reference, request: requests.byReference(realm, reference) }));
    if (found.some(({ request }) => request && !member.handles(request.mailbox))) throw notYourMailbox();
    const answer: DeskBulkAnswer = { done: [], refused: [] };
    for (const { reference, request } of found) {
      if (!request) {
        answer.refused.push({ reference, errCode: 'not-found' });
        continue;
      }
      const change: RequestChange = body.output.action === 'assign' ? { action: 'assign', to: body.output.to } : { action: 'status', to: 'Cerrada' };
      try {
        actions.apply(realm, request.reference, { actor: { kind: 'staff', id: member.user._id }, change });
        answer.done.push(request.reference);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        answer.refused.push({ reference: request.reference, errCode: error.code });
      }
    }
    return c.json(answer, 200, NO_STORE);
  });

  api.get('/:realm/desk/requests/:reference', (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const request = openRequest(c, realm, member);
    // Opened by its assignee (or by anyone while nobody has it), a reply waiting is read.
    members.markRead(realm, request._id, member.user._id);
    return c.json(view(request, callerLanguage(c, realmOf(realm))), 200, NO_STORE);
  });

  api.post('/:realm/desk/requests/:reference/actions', async (c) => {
    const realm = c.req.param('realm');
    const member = access(c, realm);
    const body = v.safeParse(DeskActionSchema, await readJson(c));
    if (!body.success) throw new ApiError('deskBody', { headers: NO_STORE });
    const request = openRequest(c, realm, member);
    // The schema takes any `to` for a status: the store tells a status that is none from a move not allowed.
    const { expectedVersion, ...change } = body.output;
    const lang = callerLanguage(c, realmOf(realm));
    // The store refuses what the rules do not allow (an `ApiError`, answered no-store as every desk call is).
    const applied = actions.apply(realm, request.reference, {
      actor: { kind: 'staff', id: member.user._id },
      change: change as RequestChange,
      expectedVersion,
    });
    if ('conflict' in applied) throw new ApiError('deskConflict', { extra: { current: view(applied.conflict, lang) }, headers: NO_STORE });
    return c.json(view(applied.request, lang), 200, NO_STORE);
  });

  return api;
}
