import { describe, expect, it } from 'vitest';
import { isVisible, portalNews, sectionItems, upcomingEvents } from '../../../../src/domain/content/news.ts';
import type { NewsEvent } from '../../../../src/schemas/event.ts';

describe('news selection', () => {
  const item = (over: Partial<NewsEvent>): NewsEvent =>
    ({
      _id: 'x',
      title: 't',
      categories: [],
      nodeTypes: ['Noticia'],
      images: [],
      filesGroup: [],
      linksGroup: [],
      socialShare: [],
      ...over,
    }) as NewsEvent;
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('honours isPublished and publishPeriod', () => {
    expect(isVisible(item({ isPublished: false }), now)).toBe(false);
    expect(isVisible(item({ publishPeriod: { end: '2026-09-30T00:00:00Z' } }), now)).toBe(false);
    expect(isVisible(item({ publishPeriod: { start: '2026-12-01T00:00:00Z' } }), now)).toBe(false);
    expect(isVisible(item({}), now)).toBe(true);
  });
  it('lists the portal news without a section, newest first', () => {
    const list = [
      item({ _id: 'old', date: '2026-10-01T00:00:00Z' }),
      item({ _id: 'new', date: '2026-11-01T00:00:00Z' }),
      item({ _id: 'owned', date: '2026-11-02T00:00:00Z', section: 'a1' }),
      item({ _id: 'event', date: '2026-11-03T00:00:00Z', nodeTypes: ['Evento'] }),
    ];
    expect(portalNews(list, 5, now).map((n) => n._id)).toEqual(['new', 'old']);
    expect(sectionItems(list, 'a1', 'news', 10, now).map((n) => n._id)).toEqual(['owned']);
  });
  it('shows upcoming events soonest first, including ones still running', () => {
    const ev = (id: string, start: string, end: string) => item({ _id: id, nodeTypes: ['Evento'], period: { dateRanges: [{ start, end }] } });
    const list = [
      ev('later', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z'),
      ev('past', '2026-11-01T10:00:00Z', '2026-11-01T12:00:00Z'),
      ev('running', '2026-11-20T10:00:00Z', '2026-11-22T12:00:00Z'),
    ];
    expect(upcomingEvents(list, now).map((e) => e._id)).toEqual(['running', 'later']);
  });
});
