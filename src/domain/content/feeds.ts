import { Feed } from 'feed';
import ical, { type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { NewsEvent } from '../../schemas/event.ts';
import { localPath } from '../../i18n/addresses.ts';
import { htmlLang, pick } from '../../i18n/index.ts';
import { isLanguage } from '../../schemas/languages.ts';
import { newsCategoryLabel } from '../../i18n/vocabulary.ts';
import { plainText } from '../text/sanitize.ts';
import { TIME_ZONE } from './calendar.ts';
import { eventVenue } from './venue.ts';

export interface FeedSite {
  /** Absolute URL of the site's root in this language, e.g. "https://asociaciones.alcantir.es/va/". */
  base: string;
  lang: string;
  title: string;
  description: string;
  copyright: string;
  /**
   * When the content last changed as far as it says (ISO; src/data/feeds.ts): the DTSTAMP of an event that
   * carries no date of its own. Never the time of the build: the same content gives the same bytes, so a
   * rebuild does not change the files (and a CDN's copies of them) for nothing.
   */
  updated?: string;
}

/**
 * A page of the site, absolute, from its Spanish address below the language's root (`noticias/x`): in the feed's
 * language's own words (src/i18n/addresses.ts), `https://…/va/noticies/x`.
 */
export function sitePageUrl(site: Pick<FeedSite, 'base' | 'lang'>, path: string): string {
  const local = isLanguage(site.lang) ? localPath(site.lang, `/${path}`) : `/${path}`;
  return `${site.base}${local.slice(1)}`;
}

const madrid = (iso: string) => DateTime.fromISO(iso, { zone: TIME_ZONE });

/** The news as RSS 2.0, newest first. */
export function newsRss(site: FeedSite, news: NewsEvent[], updated: Date): string {
  const feed = new Feed({
    title: site.title,
    description: site.description,
    id: site.base,
    link: site.base,
    language: htmlLang(site.lang),
    copyright: site.copyright,
    updated,
    generator: 'Portal de Asociaciones',
    feedLinks: { rss: sitePageUrl(site, 'noticias/rss.xml') },
  });
  for (const item of news) {
    const link = sitePageUrl(site, `noticias/${item._id}`);
    feed.addItem({
      title: pick(item.title, site.lang),
      id: link,
      link,
      description: plainText(pick(item.lead, site.lang), 400),
      date: new Date(item.date ?? updated),
      category: item.categories.map((name) => ({ name: newsCategoryLabel(name, site.lang) })),
    });
  }
  return feed.rss2();
}

const timezoneBlocks = new Map<string, string | null>();

/** The VTIMEZONE block of a zone, made once: the library rebuilds it on every call, for every event file (the duty rota's too). */
export function timezoneBlock(zone: string): string | null {
  if (!timezoneBlocks.has(zone)) timezoneBlocks.set(zone, tzlib_get_ical_block(zone)[0] ?? null);
  return timezoneBlocks.get(zone)!;
}

function calendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Portal de Asociaciones', product: 'agenda', language: 'ES' },
    // Each event carries TZID=Europe/Madrid and the generator adds that zone's VTIMEZONE. No calendar-wide zone:
    // with one, the library writes DTSTAMP in local time without "Z", which RFC 5545 (3.8.7.2) forbids.
    timezone: { name: null, generator: timezoneBlock },
  });
}

function addEvent(cal: ICalCalendar, event: NewsEvent, site: FeedSite, host: string): void {
  const url = sitePageUrl(site, `noticias/${event._id}`);
  // LOCATION is the venue the data names, never the event's title; without one, the point alone (GEO).
  const venue = eventVenue(event, site.lang);
  const geo = event.coordinates && { lat: event.coordinates.lat, lon: event.coordinates.lng };
  const location = venue ? { title: venue, ...(geo ? { geo } : {}) } : geo ? { geo } : undefined;
  (event.period?.dateRanges ?? []).forEach((range, i) => {
    const start = madrid(range.start);
    const end = range.end ? madrid(range.end) : start.plus({ hours: 1 });
    cal.createEvent({
      id: `${event._id}-${i}@${host}`,
      start,
      end: DateTime.max(start, end),
      timezone: TIME_ZONE,
      summary: pick(event.title, site.lang),
      description: plainText(pick(event.lead, site.lang), 1000) || undefined,
      url,
      // RFC 5545 (3.8.7.2): when the event's information was last revised; its publication date, where it has one.
      ...(event.date || site.updated ? { stamp: new Date((event.date ?? site.updated)!) } : {}),
      categories: event.categories.map((name) => ({ name: newsCategoryLabel(name, site.lang) })),
      ...(location ? { location } : {}),
    });
  });
}

/** RFC 5545 (3.1) ends every line with CRLF, the last one included; the generator leaves the last one bare. */
export function crlfLines(text: string): string {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  return `${lines.join('\r\n')}\r\n`;
}

/** The realm's events as an iCalendar feed (RFC 5545), in Madrid time, each entry linking back to its page. */
export function eventsIcs(site: FeedSite, events: NewsEvent[], host: string): string {
  const cal = calendar(site.title);
  for (const event of events) addEvent(cal, event, site, host);
  return crlfLines(cal.toString());
}

/** One event's "add to calendar" file. */
export function eventIcs(site: FeedSite, event: NewsEvent, host: string): string {
  const cal = calendar(pick(event.title, site.lang));
  addEvent(cal, event, site, host);
  return crlfLines(cal.toString());
}
