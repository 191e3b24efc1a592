/**
 * The desk's notices (docs/notices.md "Calls"): staff of a realm list its notices with their state, write one in
 * every language of the realm and publish it now or at a time, and withdraw one. Every call starts at `staffAccess`
 * (401 without a session in the realm, another realm's staff included; 403 for a citizen); any member of the realm's
 * staff may use them. Publishing stores the notice as content (`avisos`), hands it to delivery once
 * (server/store/notices.ts) and queues the realm's rebuild; a scheduled one is published by the timer
 * (server/jobs/notices.ts). Answers are `no-store`, as every desk answer.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { draftProblems, noticeOfDraft } from '../../../src/domain/notices/notice-rules.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { NoticeDraftBodySchema, type DeskNoticeAnswer } from '../../../src/schemas/notices.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { newNoticeId, type DeskNotice, type Notices } from '../../store/notices.ts';
import { readJson } from '../guards/body.ts';
import { NO_STORE, type StaffAccess } from '../guards/staff-access.ts';

const answer = ({ notice, state, handedOverAt }: DeskNotice): DeskNoticeAnswer => ({
  notice,
  state,
  ...(handedOverAt !== undefined ? { handedOverAt: new Date(handedOverAt).toISOString() } : {}),
});

export function deskNoticeRoutes({
  realms,
  access,
  notices,
  rebuild = () => {},
  now = Date.now,
}: {
  realms: () => RealmConfig[];
  access: StaffAccess;
  notices: Notices;
  /** Queues the realm's rebuild, as an editor's change does (absent where the server builds no sites). */
  rebuild?: ((realm: string) => void) | undefined;
  now?: (() => number) | undefined;
}) {
  const api = new Hono();

  api.get('/:realm/desk/avisos', (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    return c.json({ items: notices.list(realm, now()).map(answer) }, 200, NO_STORE);
  });

  api.post('/:realm/desk/avisos', async (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const body = v.safeParse(NoticeDraftBodySchema, await readJson(c));
    if (!body.success) throw new ApiError('noticeBody', { headers: NO_STORE });
    const { languages } = realmById(realms(), realm)!;
    const at = now();
    const problems = draftProblems(body.output, languages, at);
    if (problems.length) throw new ApiError('noticeInvalid', { problems, headers: NO_STORE });
    const created = notices.create(realm, noticeOfDraft(body.output, languages, newNoticeId(), at), at);
    if (created.state === 'published') rebuild(realm);
    return c.json(answer(created), 201, NO_STORE);
  });

  api.post('/:realm/desk/avisos/:id/withdraw', (c) => {
    const realm = c.req.param('realm');
    access(c, realm);
    const withdrawn = notices.withdraw(realm, c.req.param('id'), now());
    if (!withdrawn) throw new ApiError('noticeNotFound', { headers: NO_STORE });
    rebuild(realm);
    return c.json(answer(withdrawn), 200, NO_STORE);
  });

  return api;
}
