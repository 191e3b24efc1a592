/** The notices' feeds, read back with an independent parser (fast-xml-parser), as a feed reader would. */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { noticesRss } from '../../../../src/domain/notices/notice-feed.ts';
import type { Notice } from '../../../../src/schemas/notices.ts';

const notice = (slug: string, over: Partial<Notice> = {}): Notice => ({
  _id: slug.padEnd(24, '0').slice(0, 24),
  slug,
  topic: 'agenda',
  urgent: false,
  texts: {
    es: { title: `Fiesta <${slug}> & más`, summary: 'Resumen en castellano.', body: 'Cuerpo.' },
    va: { title: `Festa ${slug}`, summary: 'Resum en valencià.', body: 'Cos.' },
  },
  publishedAt: '2026-11-20T10:00:00+01:00',
  ...over,
});

const site = { base: 'https://asociaciones.alcantir.es/va/', lang: 'va', title: 'Avisos', description: 'Avisos de l’Ajuntament', copyright: 'Alcantir' };
const feed = {
  site,
  self: 'https://asociaciones.alcantir.es/va/avisos/rss.xml',
  topicLabel: (topic: string) => `tema ${topic}`,
  urgentLabel: 'Urgent',
};
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'category'].includes(name) }).parse(xml).rss.channel;

describe('the notices’ RSS', () => {
  it('lists the notices newest first, in the feed’s language, with their page, topic and urgency', () => {
    const water = notice('agua', { topic: 'urgentes', urgent: true, publishedAt: '2026-11-23T17:00:00+01:00' });
    const channel = parse(noticesRss(feed, [notice('fira'), water]));
    expect(channel.language).toBe('ca-valencia');
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(['Festa agua', 'Festa fira']);
    expect(channel.item[0].link).toBe('https://asociaciones.alcantir.es/va/avisos/agua');
    expect(channel.item[0].category).toEqual(['tema urgentes', 'Urgent']);
    expect(channel.item[1].category).toEqual(['tema agenda']);
    expect(channel.item[0].description).toBe('Resum en valencià.');
    expect(new Date(channel.item[0].pubDate).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(new Date(channel.lastBuildDate).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('escapes what staff typed and gives the same bytes for the same notices', () => {
    const es = { ...feed, site: { ...site, lang: 'es' } };
    const xml = noticesRss(es, [notice('x')]);
    expect(parse(xml).item[0].title).toBe('Fiesta <x> & más');
    // Inside CDATA, as the `feed` package writes titles: text to every parser, never an element.
    expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')).not.toContain('<x>');
    expect(noticesRss(es, [notice('x')])).toBe(xml);
  });

  it('is a valid empty feed for a topic with no notices', () => {
    const channel = parse(noticesRss(feed, []));
    expect(channel.title).toBe('Avisos');
    expect(channel.item).toBeUndefined();
  });
});
