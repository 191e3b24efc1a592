import type { SiteContext } from './site.ts';
import type { FeedSite } from '../domain/content/feeds.ts';
import { newestDate } from '../domain/content/news.ts';

const newest = new WeakMap<object, string>();

/**
 * The newest date the realm's news and events carry (ISO), else when they were pulled: when the feeds' content
 * last changed, as far as the content says. A rebuild of the same content gives the same feeds.
 */
export function contentUpdated(snap: SiteContext['snap']): string {
  let value = newest.get(snap);
  if (value === undefined) {
    value = newestDate(snap.newsEvents) ?? snap.pulledAt;
    newest.set(snap, value);
  }
  return value;
}

/** The feed description of a realm's site in one language. */
export function feedSite(ctx: SiteContext): FeedSite {
  return {
    base: `https://${ctx.realm.hosts[0]}${ctx.href('/')}`,
    lang: ctx.lang,
    title: ctx.t('home.title', { municipio: ctx.municipio }),
    description: ctx.t('home.newsTitle'),
    updated: contentUpdated(ctx.snap),
    copyright: ctx.realm.licence ? `${ctx.realm.name} · ${ctx.realm.licence}` : ctx.realm.name,
  };
}
