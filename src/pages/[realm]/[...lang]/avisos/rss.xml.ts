import type { APIRoute } from 'astro';
import { noticesPaths, realmNotices } from '../../../../data/notices.ts';
import { noticeFeed } from '../../../../data/notice-feeds.ts';
import { share, siteContext, type PageProps } from '../../../../data/site.ts';
import { MEDIA_TYPES } from '../../../../domain/http/media-types.ts';
import { noticesRss } from '../../../../domain/notices/notice-feed.ts';

/** Every published notice as RSS, in each language (docs/notices.md "Feeds"). */
export const getStaticPaths = () => share(noticesPaths());

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const ctx = siteContext(realm, lang);
  return new Response(noticesRss(noticeFeed(ctx), realmNotices(realm)), { headers: { 'Content-Type': MEDIA_TYPES['rss.xml'] } });
};
