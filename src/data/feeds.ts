import type { SiteContext } from './site.ts';
import type { FeedSite } from '../domain/feeds.ts';

/** The feed description of a realm's site in one language. */
export function feedSite(ctx: SiteContext): FeedSite {
  return {
    base: `https://${ctx.realm.hosts[0]}${ctx.href('/')}`,
    lang: ctx.lang,
    title: ctx.t('home.title', { municipio: ctx.municipio }),
    description: ctx.t('home.newsTitle'),
    updated: ctx.snap.pulledAt,
    copyright: ctx.realm.licence ? `${ctx.realm.name} · ${ctx.realm.licence}` : ctx.realm.name,
  };
}
