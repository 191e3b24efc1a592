/**
 * The pull of a realm's notices (collection `avisos`, docs/notices.md), validated record by record like every
 * collection: an invalid record is dropped with its id, field and reason, and so is one without texts in each of
 * the realm's languages (a notice a citizen cannot read in the page's language is no notice). Of the valid ones the
 * snapshot keeps those published by `now` and not withdrawn, and which of them still apply; a scheduled one comes in
 * with the rebuild the server queues when it publishes it (server/jobs/notices.ts). A content API without the collection (404) means none.
 */
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import { applies, isOut, missingLanguages } from '../../src/domain/notices/inbox.ts';
import { NOTICES_COLLECTION, NoticeSchema, type Notice } from '../../src/schemas/notices.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { validateList } from './validate-list.ts';

export async function pullNotices(
  realm: Pick<RealmConfig, 'id' | 'languages'>,
  content: Pick<ContentApi, 'notices'>,
  problems: Problem[],
  now = Date.now(),
): Promise<{ notices: Notice[]; current: string[]; received: Record<string, number> }> {
  let raw: unknown[];
  try {
    raw = await content.notices();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) raw = [];
    else throw error;
  }
  const slugs = new Set<string>();
  const notices = validateList(NoticeSchema, raw, realm.id, NOTICES_COLLECTION, problems).filter((notice) => {
    const missing = missingLanguages(notice, realm.languages);
    const message = missing.length
      ? `texts: expected texts in every language of the realm, missing ${missing.join(', ')}`
      : slugs.has(notice.slug)
        ? `slug: expected a slug no other notice has, received "${notice.slug}"`
        : undefined;
    if (message) problems.push({ realm: realm.id, collection: NOTICES_COLLECTION, id: notice._id, field: missing.length ? 'texts' : 'slug', message });
    slugs.add(notice.slug);
    return !message;
  });
  const out = notices.filter((n) => isOut(n, now));
  return {
    notices: out,
    // Which apply now: part of the content, so the first build after a notice ends publishes it as ended.
    current: out.filter((n) => applies(n, now)).map((n) => n.slug),
    received: { [NOTICES_COLLECTION]: raw.length },
  };
}
