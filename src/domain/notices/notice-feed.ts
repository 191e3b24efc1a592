/**
 * The notices' RSS 2.0 feeds (docs/notices.md "Feeds"): one of every notice, one per public topic, newest first, each
 * item with the notice's title, summary, topic and page. Made with the `feed` package as the news' feed is
 * (src/domain/content/feeds.ts); the same notices give the same bytes, so a rebuild does not change the files.
 */
import { Feed } from 'feed';
import { htmlLang } from '../../i18n/index.ts';
import type { Notice } from '../../schemas/notices.ts';
import { type FeedSite, sitePageUrl } from '../content/feeds.ts';
import { noticePath, textsIn } from './inbox.ts';

export interface NoticeFeed {
  site: FeedSite;
  /** The feed's own address, absolute. */
  self: string;
  /** The topic's name in the site's language, for each item's category. */
  topicLabel: (topic: Notice['topic']) => string;
  /** The word that marks an urgent notice, a category of its item. */
  urgentLabel: string;
}

/** The notices, newest first, as RSS 2.0. Its date is the newest notice's, else the site's. */
export function noticesRss({ site, self, topicLabel, urgentLabel }: NoticeFeed, notices: readonly Notice[]): string {
  const sorted = [...notices].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug));
  const newest = sorted[0]?.publishedAt ?? site.updated;
  const feed = new Feed({
    title: site.title,
    description: site.description,
    id: site.base,
    link: site.base,
    language: htmlLang(site.lang),
    copyright: site.copyright,
    updated: newest ? new Date(newest) : new Date(0),
    generator: 'Portal de Asociaciones',
    feedLinks: { rss: self },
  });
  for (const notice of sorted) {
    const texts = textsIn(notice, site.lang);
    const link = sitePageUrl(site, noticePath(notice.slug).slice(1));
    feed.addItem({
      title: texts.title,
      id: link,
      link,
      description: texts.summary,
      date: new Date(notice.publishedAt),
      category: [{ name: topicLabel(notice.topic) }, ...(notice.urgent ? [{ name: urgentLabel }] : [])],
    });
  }
  return feed.rss2();
}
