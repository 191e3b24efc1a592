import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, siteContext, type PageProps } from '../../../../data/site.ts';
import { feedSite } from '../../../../data/feeds.ts';
import { newestDate, portalNews } from '../../../../domain/content/news.ts';
import { newsRss } from '../../../../domain/content/feeds.ts';
import { MEDIA_TYPES } from '../../../../domain/http/media-types.ts';

export const getStaticPaths = () => share(realmLanguagePaths('noticias'));

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const ctx = siteContext(realm, lang);
  const news = portalNews(ctx.snap.newsEvents);
  const site = feedSite(ctx);
  // lastBuildDate is when the news last changed (the newest one's date), not when the site was built: the same
  // news give the same feed, which a rebuild then does not upload again.
  return new Response(newsRss(site, news, new Date(newestDate(news) ?? site.updated!)), { headers: { 'Content-Type': MEDIA_TYPES['rss.xml'] } });
};
