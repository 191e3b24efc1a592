/**
 * What the notices' pages show (docs/notices.md "The pages"): which notices are published at an instant, which still
 * apply, the one urgent notice the home page puts above everything, and a notice as its delivery receives it. Pure:
 * the build calls it with the instant it pulled at, the browser's script with the device's clock.
 */
import { DateTime } from 'luxon';
import type { Notice, NoticeText } from '../../schemas/notices.ts';
import { NOTICE_ZONE, type NoticeToDeliver } from './topics.ts';

/** Whether a notice is out at `now` (ms): published by then and not withdrawn. */
export function isOut(notice: Notice, now: number): boolean {
  return notice.withdrawnAt === undefined && Date.parse(notice.publishedAt) <= now;
}

/** Whether a notice out at `now` still applies: no `until`, or `until` still ahead. */
export function applies(notice: Pick<Notice, 'until'>, now: number): boolean {
  return notice.until === undefined || now < Date.parse(notice.until);
}

const newestFirst = (a: Notice, b: Notice) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug);

/** The inbox at `now`: the notices that apply, newest first, then the past ones, newest first. */
export function inbox(notices: readonly Notice[], now: number): { current: Notice[]; past: Notice[] } {
  const out = notices.filter((n) => isOut(n, now)).sort(newestFirst);
  return { current: out.filter((n) => applies(n, now)), past: out.filter((n) => !applies(n, now)) };
}

/** The urgent notice the home page shows above everything at `now`: the newest urgent one that applies, if any. */
export function urgentNotice(notices: readonly Notice[], now: number): Notice | undefined {
  return inbox(notices, now).current.find((n) => n.urgent);
}

/** A body's paragraphs: split on empty lines, each one's lines joined by a space. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** The texts in `lang`, or those of the first language the notice has. */
export function textsIn(notice: Pick<Notice, 'texts'>, lang: string): NoticeText {
  const texts = notice.texts as Record<string, NoticeText | undefined>;
  return texts[lang] ?? Object.values(texts).find((t) => t !== undefined)!;
}

/** The languages of `languages` a notice has no texts in. */
export function missingLanguages(notice: Pick<Notice, 'texts'>, languages: readonly string[]): string[] {
  return languages.filter((lang) => !(lang in notice.texts));
}

/** A notice's page, without the language prefix. */
export const noticePath = (slug: string) => `/avisos/${slug}`;

/** An instant as ISO 8601 with Madrid's offset, e.g. "2026-12-03T08:00:00.000+01:00". */
export const madridIso = (ms: number) => DateTime.fromMillis(ms, { zone: NOTICE_ZONE }).toISO()!;

/** What a published notice hands to its delivery (src/domain/notices/topics.ts, `NoticeToDeliver`). */
export function toDeliver(realm: string, notice: Notice): NoticeToDeliver {
  return {
    realm,
    id: notice.slug,
    topic: notice.topic,
    urgent: notice.urgent,
    publishedAt: notice.publishedAt,
    until: notice.until,
    texts: Object.fromEntries(Object.entries(notice.texts).map(([lang, t]) => [lang, { title: t.title, summary: t.summary }])),
    path: noticePath(notice.slug),
  };
}

/** How a phone shows a notification: about this many characters of title and of text before an ellipsis. */
export const NOTIFICATION_TITLE_CHARS = 50;
export const NOTIFICATION_TEXT_CHARS = 120;

/** A text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A notification's title and text as a phone shows them. */
export function notificationPreview(texts: Pick<NoticeText, 'title' | 'summary'>): { title: string; text: string } {
  return { title: truncate(texts.title, NOTIFICATION_TITLE_CHARS), text: truncate(texts.summary, NOTIFICATION_TEXT_CHARS) };
}

/** A slug for a notice: its title's words, without accents, and its Madrid day (`corte-de-agua-2026-12-03`). */
export function slugFor(title: string, publishedAtMs: number): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = DateTime.fromMillis(publishedAtMs, { zone: NOTICE_ZONE }).toISODate();
  return `${words || 'aviso'}-${day}`;
}
