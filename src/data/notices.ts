/**
 * What the notices' pages read of a realm's snapshot (docs/notices.md "The pages"): its published notices, which
 * realms have any, and the paths of `/avisos`, `/avisos/{slug}` and `/avisos/tema/{topic}` in each language.
 */
import { PUBLIC_TOPICS, type PublicTopic } from '../domain/notices/topics.ts';
import type { Notice } from '../schemas/notices.ts';
import { type PageProps, realmLanguagePaths } from './site.ts';
import { snapshot } from './snapshot.ts';

/** A realm's published notices (none for a realm without the subject). */
export const realmNotices = (realm: string): Notice[] => snapshot(realm).avisos ?? [];

/** Whether a realm publishes notices: the pages exist, and the home page and the footer link them. */
export const hasNotices = (realm: string) => realmNotices(realm).length > 0;

/**
 * The instant the pages decide "current" at: the build's. Without script a page says what held then; the
 * inbox's script and the home page's banner check again with the device's clock (src/browser/notice-inbox.ts).
 */
export const decidedAt = () => Date.now();

/** `/avisos` of every realm with notices, in each of its languages. */
export function noticesPaths(): Array<{ params: { realm: string; lang: string | undefined }; props: PageProps }> {
  return realmLanguagePaths().filter(({ props }) => hasNotices(props.realm));
}

/** `/avisos/{slug}`: one page per published notice. */
export function noticePagePaths() {
  return noticesPaths().flatMap((path) =>
    realmNotices(path.props.realm).map((notice) => ({ params: { ...path.params, slug: notice.slug }, props: { ...path.props, slug: notice.slug } })),
  );
}

/** `/avisos/tema/{topic}`: every public topic, even one without notices today (its feed can be followed before). */
export function topicPaths(): Array<{ params: { realm: string; lang: string | undefined; topic: PublicTopic }; props: PageProps & { topic: PublicTopic } }> {
  return noticesPaths().flatMap((path) => PUBLIC_TOPICS.map((topic) => ({ params: { ...path.params, topic }, props: { ...path.props, topic } })));
}

/** The open-data files of the notices, under `/avisos/datos/`, by format. */
export const NOTICE_FILES = { json: 'avisos.json', csv: 'avisos.csv' } as const;
export type NoticeFile = keyof typeof NOTICE_FILES;

/** The first language's paths only: the language-neutral files (the open data). */
export function noticeFilePaths() {
  return noticesPaths().filter(({ params }) => params.lang === undefined);
}
