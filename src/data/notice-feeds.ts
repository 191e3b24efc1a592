import type { PublicTopic } from '../domain/notices/topics.ts';
import type { NoticeFeed } from '../domain/notices/notice-feed.ts';
import { sitePageUrl } from '../domain/content/feeds.ts';
import { feedSite } from './feeds.ts';
import type { SiteContext } from './site.ts';

/** What the notices' feed of a realm and language (and topic) says of itself (docs/notices.md "Feeds"). */
export function noticeFeed(ctx: SiteContext, topic?: PublicTopic): NoticeFeed {
  const site = feedSite(ctx);
  const path = topic ? `avisos/tema/${topic}/rss.xml` : 'avisos/rss.xml';
  const title = topic
    ? ctx.t('notices.feedTitleTopic', { topic: ctx.t(`notices.topic.${topic}`), municipio: ctx.municipio })
    : ctx.t('notices.feedTitle', { municipio: ctx.municipio });
  return {
    site: { ...site, title, description: ctx.t('notices.lead', { townHall: ctx.townHall.inSentence }) },
    self: sitePageUrl(site, path),
    topicLabel: (name) => ctx.t(`notices.topic.${name}`),
    urgentLabel: ctx.t('notices.urgent'),
  };
}
