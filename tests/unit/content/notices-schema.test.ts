/**
 * The notices' schema (src/schemas/notices.ts): what the pull keeps and what it drops with a reason, and the topics it
 * admits, which must be exactly the public topics of the delivery's contract (src/domain/notices/topics.ts).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PUBLIC_TOPICS } from '../../../src/domain/notices/topics.ts';
import { NOTICE_CONTENT_TOPICS, NoticeSchema, SUMMARY_MAX } from '../../../src/schemas/notices.ts';

const valid = {
  _id: '6a1f00000000000000000001',
  slug: 'corte-de-agua-2026-12-03',
  topic: 'urgentes',
  urgent: true,
  texts: {
    es: { title: 'Corte de agua', summary: 'Sin agua de 8 a 14 h.', body: 'Primer párrafo.\n\nSegundo párrafo.' },
    va: { title: "Tall d'aigua", summary: 'Sense aigua de 8 a 14 h.', body: 'Primer paràgraf.' },
  },
  publishedAt: '2026-12-02T18:00:00+01:00',
  until: '2026-12-03T14:00:00+01:00',
};

const problem = (doc: unknown) => {
  const result = v.safeParse(NoticeSchema, doc);
  return result.success ? undefined : result.issues[0]!.message;
};

describe('NoticeSchema', () => {
  it('admits the public topics of the delivery contract and no other', () => {
    expect([...NOTICE_CONTENT_TOPICS]).toEqual([...PUBLIC_TOPICS]);
    expect(problem({ ...valid, topic: 'mis-citas' })).toMatch(/one of urgentes/);
  });

  it('keeps a whole notice and reads a missing urgent flag as not urgent', () => {
    expect(problem(valid)).toBeUndefined();
    const { urgent: _urgent, ...plain } = valid;
    expect(v.parse(NoticeSchema, plain).urgent).toBe(false);
  });

  it('refuses a summary longer than a notification, an empty title, an unknown language and a bad slug', () => {
    expect(problem({ ...valid, texts: { es: { ...valid.texts.es, summary: 'a'.repeat(SUMMARY_MAX + 1) } } })).toMatch(/at most 180/);
    expect(problem({ ...valid, texts: { es: { ...valid.texts.es, title: '   ' } } })).toMatch(/a title/);
    expect(problem({ ...valid, texts: { fr: valid.texts.es } })).toBeDefined();
    expect(problem({ ...valid, texts: {} })).toMatch(/at least one language/);
    expect(problem({ ...valid, slug: 'Corte de agua' })).toMatch(/slug/);
  });

  it('refuses an end before the start and a link that is not http(s)', () => {
    expect(problem({ ...valid, until: '2026-12-01T00:00:00+01:00' })).toBe('until after publishedAt');
    expect(problem({ ...valid, link: 'javascript:alert(1)' })).toBeDefined();
    expect(problem({ ...valid, link: 'https://www.alcantir.es/obras' })).toBeUndefined();
  });
});
