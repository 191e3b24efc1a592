import { describe, expect, it } from 'vitest';
import { draftProblems, madridLocal, noticeOfDraft, toMadridLocal, type NoticeDraft } from '../../../../src/domain/notices/notice-rules.ts';
import { NoticeSchema } from '../../../../src/schemas/notices.ts';
import * as v from 'valibot';

const NOW = Date.parse('2026-12-01T10:00:00+01:00');
const draft = (over: Partial<NoticeDraft> = {}): NoticeDraft => ({
  topic: 'urgentes',
  urgent: true,
  texts: {
    es: { title: 'Corte de agua', summary: 'Sin agua de 8 a 14 h.', body: 'Texto.' },
    va: { title: "Tall d'aigua", summary: 'Sense aigua de 8 a 14 h.', body: 'Text.' },
  },
  ...over,
});

describe('a draft notice at the desk', () => {
  it('needs every text in every language of the realm, each within its length', () => {
    expect(draftProblems(draft(), ['es', 'va'], NOW)).toEqual([]);
    expect(draftProblems(draft(), ['es', 'ca'], NOW).map((p) => p.field)).toEqual(['texts.ca.title', 'texts.ca.summary', 'texts.ca.body']);
    const long = draft({ texts: { es: { title: '  ', summary: 'x'.repeat(181), body: 'b' } } });
    expect(draftProblems(long, ['es'], NOW)).toEqual([
      { field: 'texts.es.title', key: 'desk.notices.error.required' },
      { field: 'texts.es.summary', key: 'desk.notices.error.tooLong', params: { max: 180, length: 181 } },
    ]);
  });

  it('takes public topics only, and an http(s) link', () => {
    expect(draftProblems(draft({ topic: 'mis-solicitudes' }), ['es', 'va'], NOW).map((p) => p.field)).toEqual(['topic']);
    expect(draftProblems(draft({ link: 'javascript:alert(1)' }), ['es', 'va'], NOW).map((p) => p.field)).toEqual(['link']);
    expect(draftProblems(draft({ link: 'https://www.aemet.es/avisos' }), ['es', 'va'], NOW)).toEqual([]);
  });

  it('reads times as Madrid’s wall clock, refusing one the clocks skip, an end already past or before the start', () => {
    expect(madridLocal('2026-12-03T08:00')).toBe(Date.parse('2026-12-03T07:00:00Z'));
    expect(madridLocal('2027-03-28T02:30')).toBeUndefined();
    expect(madridLocal('mañana')).toBeUndefined();
    expect(toMadridLocal(Date.parse('2026-07-01T06:00:00Z'))).toBe('2026-07-01T08:00');
    const fields = (d: Partial<NoticeDraft>) => draftProblems(draft(d), ['es', 'va'], NOW).map((p) => `${p.field} ${p.key}`);
    expect(fields({ until: '2026-12-01T09:59' })).toEqual(['until desk.notices.error.untilPast']);
    expect(fields({ publishAt: '2026-12-05T10:00', until: '2026-12-04T10:00' })).toEqual(['until desk.notices.error.untilBeforeStart']);
    expect(fields({ publishAt: '2026-13-01T10:00' })).toEqual(['publishAt desk.notices.error.time']);
  });

  it('makes a notice the content schema accepts, published now when no time (or a past one) is given', () => {
    const now = noticeOfDraft(draft({ until: '2026-12-02T14:00', place: '  Carrer Major ', link: '' }), ['es', 'va'], 'a'.repeat(24), NOW);
    expect(v.safeParse(NoticeSchema, now).success).toBe(true);
    expect(now).toMatchObject({
      slug: 'corte-de-agua-2026-12-01',
      publishedAt: '2026-12-01T10:00:00.000+01:00',
      until: '2026-12-02T14:00:00.000+01:00',
      place: 'Carrer Major',
    });
    expect(now.link).toBeUndefined();
    expect(noticeOfDraft(draft({ publishAt: '2026-11-30T08:00' }), ['es', 'va'], 'b'.repeat(24), NOW).publishedAt).toBe('2026-12-01T10:00:00.000+01:00');
    const later = noticeOfDraft(draft({ publishAt: '2026-12-24T09:00' }), ['es', 'va'], 'c'.repeat(24), NOW);
    expect(later).toMatchObject({ slug: 'corte-de-agua-2026-12-24', publishedAt: '2026-12-24T09:00:00.000+01:00' });
  });
});
