import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventIcs, eventsIcs, type FeedSite } from '../../../../src/domain/content/feeds.ts';
import type { NewsEvent } from '../../../../src/schemas/event.ts';

const site: FeedSite = {
  base: 'https://asociaciones.alcantir.es/va/',
  lang: 'va',
  title: 'Agenda',
  description: '',
  copyright: '',
  updated: '2026-11-20T03:00:00.000Z',
};
const longTitle = 'Festa major de Sant Roc: cercavila, dolçaina i tabalet, mascletà a la plaça de l’Ajuntament i sopar de germanor al carrer';
const event = (id: string, start: string, end?: string): NewsEvent =>
  ({
    _id: id,
    title: { es: 'Fiesta mayor', va: longTitle },
    lead: { va: '<p>Tot el veïnat hi està convidat: «porteu cadira».</p>' },
    categories: ['Festes'],
    nodeTypes: ['event'],
    images: [],
    filesGroup: [],
    linksGroup: [],
    socialShare: [],
    period: { dateRanges: [{ start, ...(end ? { end } : {}) }] },
  }) as NewsEvent;

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('iCalendar files', () => {
  it('give an event in Madrid time with its time zone, title and link', () => {
    const text = eventIcs(site, event('9d0000000000000000000001', '2026-07-10T18:30:00Z', '2026-07-10T22:00:00Z'), 'asociaciones.alcantir.es');
    const calendar = parse(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(longTitle);
    expect(vevent.getFirstPropertyValue('description')).toBe('Tot el veïnat hi està convidat: «porteu cadira».');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://asociaciones.alcantir.es/va/noticies/9d0000000000000000000001');
    const start = vevent.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Madrid');
    // Stamped with the content's time, not the build's: the same content gives the same file.
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T03:00:00Z');
    // 18:30 UTC in July is 20:30 in Madrid (summer time).
    expect(String(start.getFirstValue())).toBe('2026-07-10T20:30:00');
  });

  it('stamp an event with its own publication date where it has one, so the same event gives the same file', () => {
    const dated = { ...event('9d0000000000000000000003', '2026-07-10T18:30:00Z'), date: '2026-06-01T09:15:00Z' };
    const vevent = parse(eventIcs(site, dated, 'asociaciones.alcantir.es')).getFirstSubcomponent('vevent')!;
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-06-01T09:15:00Z');
    // A later build of the same content (another site stamp) writes the same bytes.
    expect(eventIcs({ ...site, updated: '2026-11-25T03:00:00.000Z' }, dated, 'asociaciones.alcantir.es')).toBe(
      eventIcs(site, dated, 'asociaciones.alcantir.es'),
    );
  });

  it('fold long lines at 75 octets without splitting a character (RFC 5545 §3.1)', () => {
    const text = eventIcs(site, event('9d0000000000000000000002', '2026-12-05T17:00:00Z'), 'asociaciones.alcantir.es');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    // An event without an end lasts an hour; December is winter time (UTC+1).
    const vevent = parse(text).getFirstSubcomponent('vevent')!;
    expect(String(vevent.getFirstPropertyValue('dtend'))).toBe('2026-12-05T19:00:00');
  });

  it('end an event whose given end comes before its start when it starts, in Madrid time', () => {
    const text = eventIcs(site, event('9d0000000000000000000005', '2026-05-02T16:00:00Z', '2026-05-02T09:00:00Z'), 'asociaciones.alcantir.es');
    const vevent = parse(text).getFirstSubcomponent('vevent')!;
    // Not swapped (the generator would make 11:00–18:00 of it): the start the association gave stands.
    expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2026-05-02T18:00:00');
    expect(vevent.getFirstProperty('dtend')!.getParameter('tzid')).toBe('Europe/Madrid');
    expect(String(vevent.getFirstPropertyValue('dtend'))).toBe('2026-05-02T18:00:00');
  });

  it('put every event of the feed in one calendar', () => {
    const events = [event('9d0000000000000000000003', '2026-03-01T10:00:00Z'), event('9d0000000000000000000004', '2026-04-01T10:00:00Z')];
    const calendar = parse(eventsIcs(site, events, 'asociaciones.alcantir.es'));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(2);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });

  it('end every line with CRLF, the last one included (RFC 5545 §3.1)', () => {
    for (const text of [eventIcs(site, event('9d0000000000000000000006', '2026-06-01T10:00:00Z'), 'h.example'), eventsIcs(site, [], 'h.example')]) {
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }
  });

  it('give the venue the data names as LOCATION, with the point as GEO, never the title', () => {
    const placed = {
      ...event('9d0000000000000000000007', '2026-06-01T10:00:00Z'),
      coordinates: { lat: 38.9871, lng: -0.5204 },
      extra: { venue: { es: 'Plaza Mayor', va: 'Plaça Major' } },
    } as NewsEvent;
    const vevent = parse(eventIcs(site, placed, 'h.example')).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBe('Plaça Major');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([38.9871, -0.5204]);
  });

  it('leave LOCATION out when the data names no venue, and keep the point', () => {
    const pointOnly = { ...event('9d0000000000000000000008', '2026-06-01T10:00:00Z'), coordinates: { lat: 38.98, lng: -0.52 } } as NewsEvent;
    const vevent = parse(eventIcs(site, pointOnly, 'h.example')).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBeNull();
    expect(vevent.getFirstPropertyValue('geo')).toEqual([38.98, -0.52]);
  });
});
