import type { APIRoute } from 'astro';
import { NOTICE_FILES, type NoticeFile, noticeFilePaths, realmNotices } from '../../../../../data/notices.ts';
import { share, type PageProps } from '../../../../../data/site.ts';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { noticesCsv, noticesJson } from '../../../../../domain/notices/notice-open-data.ts';
import { snapshot } from '../../../../../data/snapshot.ts';

/**
 * The town hall's notices as open data (docs/notices.md "Open data"): JSON and CSV of every published notice, one of
 * each per realm, whatever the language (the texts of each of the realm's languages are in it).
 */
export const getStaticPaths = () =>
  share(
    noticeFilePaths().flatMap(({ params, props }) =>
      (Object.keys(NOTICE_FILES) as NoticeFile[]).map((file) => ({ params: { ...params, file: NOTICE_FILES[file] }, props: { ...props, file } })),
    ),
  );

export const GET: APIRoute = ({ props }) => {
  const { realm, file } = props as PageProps & { file: NoticeFile };
  const notices = realmNotices(realm);
  switch (file) {
    case 'json':
      return new Response(JSON.stringify(noticesJson(notices)), { headers: { 'Content-Type': MEDIA_TYPES.json } });
    case 'csv':
      return new Response(noticesCsv(notices, snapshot(realm).realm.languages), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
  }
};
