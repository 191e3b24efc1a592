import type { APIRoute } from 'astro';
import { realmNotices, topicPaths } from '../../../../../../data/notices.ts';
import { noticeFeed } from '../../../../../../data/notice-feeds.ts';
import { share, siteContext, type PageProps } from '../../../../../../data/site.ts';
import { MEDIA_TYPES } from '../../../../../../domain/http/media-types.ts';
import { noticesRss } from '../../../../../../domain/notices/notice-feed.ts';
import type { PublicTopic } from '../../../../../../domain/notices/topics.ts';

/** One topic's notices as RSS, in each language (docs/notices.md "Feeds"). */
export const getStaticPaths = () => share(topicPaths());

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, topic } = props as PageProps & { topic: PublicTopic };
  const ctx = siteContext(realm, lang);
  const notices = realmNotices(realm).filter((n) => n.topic === topic);
  return new Response(noticesRss(noticeFeed(ctx, topic), notices), { headers: { 'Content-Type': MEDIA_TYPES['rss.xml'] } });
};
