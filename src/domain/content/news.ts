import type { NewsEvent } from '../../schemas/event.ts';

/** Home news count, list limit and per-association counts of docs/product-spec.md §9. */
export const HOME_NEWS = 5;
/** Upcoming events the home page lists where its calendar cannot run. */
export const HOME_UPCOMING = 5;
export const NEWS_LIST_LIMIT = 100;
export const ASSOCIATION_NEWS_LIMIT = 10;

export const isNews = (item: NewsEvent) => item.nodeTypes.some((type) => /noticia/i.test(type));
export const isEvent = (item: NewsEvent) => item.nodeTypes.some((type) => /evento/i.test(type));

/** Published, and within its publishing period when it has one. */
export function isVisible(item: NewsEvent, now = Date.now()): boolean {
  if (item.isPublished === false) return false;
  const start = item.publishPeriod?.start ? Date.parse(item.publishPeriod.start) : -Infinity;
  const end = item.publishPeriod?.end ? Date.parse(item.publishPeriod.end) : Infinity;
  return start <= now && now <= end;
}

const time = (item: NewsEvent) => Date.parse(item.date ?? item.period?.dateRanges[0]?.start ?? '') || 0;

/** Newest first, then by id descending (the spec's `sort=-_id,date`), for a stable order. */
/** The newest publication date among `items` (ISO), if any carries one. */
export function newestDate(items: readonly NewsEvent[]): string | undefined {
  return items.reduce<string | undefined>((max, item) => (item.date && (!max || item.date > max) ? item.date : max), undefined);
}

export function newestFirst(a: NewsEvent, b: NewsEvent): number {
  return time(b) - time(a) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
}

/** The portal's news list: visible news not owned by an association (`!section`), newest first. */
export function portalNews(items: NewsEvent[], limit = NEWS_LIST_LIMIT, now = Date.now()): NewsEvent[] {
  return items
    .filter((item) => isNews(item) && !item.section && isVisible(item, now))
    .sort(newestFirst)
    .slice(0, limit);
}

/** An association's news or events, newest first. */
export function sectionItems(items: NewsEvent[], section: string, kind: 'news' | 'events', limit = ASSOCIATION_NEWS_LIMIT, now = Date.now()): NewsEvent[] {
  const wanted = kind === 'news' ? isNews : isEvent;
  return items
    .filter((item) => item.section === section && wanted(item) && isVisible(item, now))
    .sort(newestFirst)
    .slice(0, limit);
}

/** Events with a date range ending today or later, soonest first: what the agenda shows without JavaScript. */
export function upcomingEvents(items: NewsEvent[], now = Date.now(), limit = 30): NewsEvent[] {
  const lastEnd = (item: NewsEvent) => Math.max(...(item.period?.dateRanges ?? []).map((r) => Date.parse(r.end ?? r.start)));
  const firstUpcoming = (item: NewsEvent) =>
    Math.min(...(item.period?.dateRanges ?? []).filter((r) => Date.parse(r.end ?? r.start) >= now).map((r) => Date.parse(r.start)));
  return items
    .filter((item) => isEvent(item) && isVisible(item, now) && (item.period?.dateRanges.length ?? 0) > 0 && lastEnd(item) >= now)
    .sort((a, b) => firstUpcoming(a) - firstUpcoming(b))
    .slice(0, limit);
}
