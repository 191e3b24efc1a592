import { describe, expect, it } from 'vitest';
import { noticeCsvHeader, noticesCsv, noticesJson } from '../../../../src/domain/notices/notice-open-data.ts';
import type { Notice } from '../../../../src/schemas/notices.ts';

const notice = (slug: string, over: Partial<Notice> = {}): Notice => ({
  _id: slug.padEnd(24, '0').slice(0, 24),
  slug,
  topic: 'agenda',
  urgent: false,
  texts: {
    es: { title: `Fiesta ${slug}`, summary: 'Resumen; con punto y coma', body: 'Uno.\n\nDos.' },
    va: { title: `Festa ${slug}`, summary: 'Resum', body: 'U.' },
  },
  publishedAt: '2026-11-20T10:00:00+01:00',
  ...over,
});

describe('the notices as open data', () => {
  const water = notice('agua', {
    topic: 'urgentes',
    urgent: true,
    publishedAt: '2026-11-23T17:00:00+01:00',
    until: '2026-11-24T14:00:00+01:00',
    place: 'Carrer Major',
  });
  const hostile = notice('formula', {
    texts: { es: { title: '=HYPERLINK("http://evil.example")', summary: 's', body: 'b' }, va: { title: 't', summary: 's', body: 'b' } },
  });

  it('lists them newest first as JSON, with Spanish field names and texts by language', () => {
    expect(noticesJson([notice('fira'), water])).toEqual([
      {
        id: 'agua',
        tema: 'urgentes',
        urgente: true,
        publicado: '2026-11-23T17:00:00+01:00',
        hasta: '2026-11-24T14:00:00+01:00',
        lugar: 'Carrer Major',
        textos: {
          es: { titulo: 'Fiesta agua', resumen: 'Resumen; con punto y coma', texto: 'Uno.\n\nDos.' },
          va: { titulo: 'Festa agua', resumen: 'Resum', texto: 'U.' },
        },
      },
      expect.objectContaining({ id: 'fira', urgente: false }),
    ]);
  });

  it('writes a CSV with a column per text and language, quoted where needed, no formula', () => {
    expect(noticeCsvHeader(['es', 'va'])).toEqual([
      'id',
      'tema',
      'urgente',
      'publicado',
      'hasta',
      'lugar',
      'enlace',
      'titulo_es',
      'resumen_es',
      'texto_es',
      'titulo_va',
      'resumen_va',
      'texto_va',
    ]);
    const text = noticesCsv([water, hostile], ['es', 'va']);
    expect(text.startsWith('\uFEFFid;tema;urgente;')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'agua;urgentes;sí;2026-11-23T17:00:00+01:00;2026-11-24T14:00:00+01:00;Carrer Major;;Fiesta agua;"Resumen; con punto y coma";"Uno.\n\nDos.";Festa agua;Resum;U.',
    );
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://evil.example"")";`);
  });
});
