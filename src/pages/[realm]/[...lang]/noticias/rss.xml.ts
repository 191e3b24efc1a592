import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, siteContext, type PageProps } from '../../../../data/site.ts';
import { feedSite } from '../../../../data/feeds.ts';
import { portalNews } from '../../../../domain/news.ts';
import { newsRss } from '../../../../domain/feeds.ts';

export const getStaticPaths = () => share(realmLanguagePaths('noticias'));

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const ctx = siteContext(realm, lang);
  const news = portalNews(ctx.snap.newsEvents);
  return new Response(newsRss(feedSite(ctx), news, new Date(ctx.snap.pulledAt)), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
