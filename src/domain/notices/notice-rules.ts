/**
 * What the desk's notice form must hold (docs/notices.md "The desk"), one set of rules for the form (its errors
 * beside each field, what was typed kept) and for the server (which refuses the same body with the same problems):
 * a public topic, a title, summary and body in EVERY language of the realm, times in Madrid's wall clock, an end
 * after the start and not already past, an http(s) link. And how a valid draft becomes the notice the content holds.
 */
import { DateTime } from 'luxon';
import { BODY_MAX, SUMMARY_MAX, TITLE_MAX, type Notice } from '../../schemas/notices.ts';
import { madridIso, slugFor } from './inbox.ts';
import { isPublicTopic, NOTICE_ZONE, type PublicTopic } from './topics.ts';

/** What staff type: times as a `datetime-local` input gives them, Madrid's wall clock (`2026-12-03T08:00`). */
export interface NoticeDraft {
  topic: string;
  urgent: boolean;
  texts: Record<string, { title: string; summary: string; body: string }>;
  /** When to publish; empty: now. */
  publishAt?: string | undefined;
  /** Until when it applies; empty: no end. */
  until?: string | undefined;
  place?: string | undefined;
  link?: string | undefined;
}

/** One problem of a draft: the field (`texts.va.summary`, `until`) and the key of its words. */
export interface DraftProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export const TEXT_FIELDS = { title: TITLE_MAX, summary: SUMMARY_MAX, body: BODY_MAX } as const;
export type TextField = keyof typeof TEXT_FIELDS;
export const PLACE_MAX = 200;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A `datetime-local` value read as Madrid's wall clock, in ms; undefined when it is no such time. */
export function madridLocal(value: string): number | undefined {
  if (!LOCAL_TIME.test(value)) return undefined;
  const time = DateTime.fromISO(value, { zone: NOTICE_ZONE });
  // A time the clocks skip (2:30 on the last Sunday of March) does not exist in Madrid.
  return time.isValid && time.toFormat("yyyy-MM-dd'T'HH:mm") === value ? time.toMillis() : undefined;
}

/** A Madrid instant as a `datetime-local` value. */
export const toMadridLocal = (ms: number) => DateTime.fromMillis(ms, { zone: NOTICE_ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");

/** Every problem of a draft for a realm of `languages` at `now`; none when it can be published. */
export function draftProblems(draft: NoticeDraft, languages: readonly string[], now: number): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!isPublicTopic(draft.topic)) problems.push({ field: 'topic', key: 'desk.notices.error.topic' });
  for (const lang of languages) {
    const texts = draft.texts[lang];
    for (const [field, max] of Object.entries(TEXT_FIELDS) as Array<[TextField, number]>) {
      const value = (texts?.[field] ?? '').trim();
      if (!value) problems.push({ field: `texts.${lang}.${field}`, key: 'desk.notices.error.required' });
      else if (value.length > max) problems.push({ field: `texts.${lang}.${field}`, key: 'desk.notices.error.tooLong', params: { max, length: value.length } });
    }
  }
  const publishAt = draft.publishAt ? madridLocal(draft.publishAt) : now;
  if (publishAt === undefined) problems.push({ field: 'publishAt', key: 'desk.notices.error.time' });
  if (draft.until) {
    const until = madridLocal(draft.until);
    if (until === undefined) problems.push({ field: 'until', key: 'desk.notices.error.time' });
    else if (until <= now) problems.push({ field: 'until', key: 'desk.notices.error.untilPast' });
    else if (publishAt !== undefined && until <= publishAt) problems.push({ field: 'until', key: 'desk.notices.error.untilBeforeStart' });
  }
  if ((draft.place ?? '').trim().length > PLACE_MAX)
    problems.push({ field: 'place', key: 'desk.notices.error.tooLong', params: { max: PLACE_MAX, length: draft.place!.trim().length } });
  if (draft.link && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(draft.link.trim())) problems.push({ field: 'link', key: 'desk.notices.error.link' });
  return problems;
}

/**
 * The notice a valid draft makes (`draftProblems` found nothing): published at its time (now when empty; a time
 * already past counts as now), its slug from the first language's title and the Madrid day.
 */
export function noticeOfDraft(draft: NoticeDraft, languages: readonly string[], id: string, now: number): Notice {
  const asked = draft.publishAt ? madridLocal(draft.publishAt)! : now;
  const publishedAt = Math.max(asked, now);
  const until = draft.until ? madridLocal(draft.until) : undefined;
  const texts = Object.fromEntries(
    languages.map((lang) => {
      const t = draft.texts[lang]!;
      return [lang, { title: t.title.trim(), summary: t.summary.trim(), body: t.body.trim() }];
    }),
  );
  const place = draft.place?.trim();
  const link = draft.link?.trim();
  return {
    _id: id,
    slug: slugFor(texts[languages[0]!]!.title, publishedAt),
    topic: draft.topic as PublicTopic,
    urgent: draft.urgent,
    texts,
    publishedAt: madridIso(publishedAt),
    ...(until !== undefined ? { until: madridIso(until) } : {}),
    ...(place ? { place } : {}),
    ...(link ? { link } : {}),
  };
}
