import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, siteContext, type PageProps } from '../../../../data/site.ts';
import { feedSite } from '../../../../data/feeds.ts';
import { isEvent, isVisible } from '../../../../domain/content/news.ts';
import { eventsIcs } from '../../../../domain/content/feeds.ts';
import { MEDIA_TYPES } from '../../../../domain/http/media-types.ts';

export const getStaticPaths = () => share(realmLanguagePaths('agenda'));

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const ctx = siteContext(realm, lang);
  const events = ctx.snap.newsEvents.filter((item) => isEvent(item) && isVisible(item));
  return new Response(eventsIcs(feedSite(ctx), events, ctx.realm.hosts[0]!), { headers: { 'Content-Type': MEDIA_TYPES.ics } });
};
