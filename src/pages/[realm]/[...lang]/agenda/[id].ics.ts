import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, siteContext, type PageProps } from '../../../../data/site.ts';
import { snapshot, snapshotIndex } from '../../../../data/snapshot.ts';
import { feedSite } from '../../../../data/feeds.ts';
import { isEvent, isVisible } from '../../../../domain/content/news.ts';
import { eventIcs } from '../../../../domain/content/feeds.ts';
import { MEDIA_TYPES } from '../../../../domain/http/media-types.ts';

/** Each event's "add to calendar" file. */
export function getStaticPaths() {
  return share(
    realmLanguagePaths('agenda').flatMap(({ params, props }) =>
      snapshot(props.realm)
        .newsEvents.filter((item) => isEvent(item) && isVisible(item) && (item.period?.dateRanges.length ?? 0) > 0)
        .map((item) => ({ params: { ...params, id: item._id }, props: { ...props, id: item._id } })),
    ),
    {
      route: 'agenda-ics',
      page: ({ params, props: { realm, lang, id } }) => {
        const event = snapshotIndex(realm).item.get(id)!;
        const site = feedSite(siteContext(realm, lang));
        // The site's date stamps only an event without its own (src/domain/content/feeds.ts).
        return { realm, file: `${params.lang ? `${params.lang}/` : ''}agenda/${id}.ics`, inputs: [event, event.date ? { ...site, updated: undefined } : site] };
      },
    },
  );
}

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, id } = props as PageProps & { id: string };
  const ctx = siteContext(realm, lang);
  const event = snapshotIndex(realm).item.get(id)!;
  return new Response(eventIcs(feedSite(ctx), event, ctx.realm.hosts[0]!), { headers: { 'Content-Type': MEDIA_TYPES.ics } });
};
