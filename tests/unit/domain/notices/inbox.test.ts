import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  applies,
  inbox,
  madridIso,
  missingLanguages,
  notificationPreview,
  paragraphs,
  slugFor,
  toDeliver,
  truncate,
  urgentNotice,
} from '../../../../src/domain/notices/inbox.ts';
import type { Notice } from '../../../../src/schemas/notices.ts';

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Madrid' }).toMillis();

const notice = (slug: string, over: Partial<Notice> = {}): Notice => ({
  _id: slug.padEnd(24, '0').slice(0, 24),
  slug,
  topic: 'noticias',
  urgent: false,
  texts: { es: { title: `Título ${slug}`, summary: 'Resumen.', body: 'Cuerpo.' } },
  publishedAt: '2026-11-20T10:00:00+01:00',
  ...over,
});

describe('the inbox at an instant (Europe/Madrid)', () => {
  const water = notice('agua', { topic: 'urgentes', urgent: true, publishedAt: '2026-12-02T18:00:00+01:00', until: '2026-12-03T14:00:00+01:00' });
  const fiesta = notice('fiesta', { topic: 'agenda', publishedAt: '2026-11-25T09:00:00+01:00' });
  const old = notice('obras', { publishedAt: '2026-11-10T09:00:00+01:00', until: '2026-11-20T00:00:00+01:00' });
  const later = notice('luego', { publishedAt: '2026-12-10T09:00:00+01:00' });
  const withdrawn = notice('retirado', { withdrawnAt: '2026-11-26T09:00:00+01:00' });
  const all = [old, fiesta, water, later, withdrawn];

  it('lists what applies newest first, the past below, and nothing scheduled or withdrawn', () => {
    const { current, past } = inbox(all, at('2026-12-03T09:00'));
    expect(current.map((n) => n.slug)).toEqual(['agua', 'fiesta']);
    expect(past.map((n) => n.slug)).toEqual(['obras']);
  });

  it('ends a notice at its until, to the millisecond', () => {
    expect(applies(water, at('2026-12-03T13:59:59.999'))).toBe(true);
    expect(applies(water, at('2026-12-03T14:00'))).toBe(false);
    expect(inbox(all, at('2026-12-03T14:00')).past.map((n) => n.slug)).toEqual(['agua', 'obras']);
  });

  it('puts on the home page only an urgent notice that has started and not ended', () => {
    expect(urgentNotice(all, at('2026-12-02T17:59'))).toBeUndefined();
    expect(urgentNotice(all, at('2026-12-02T18:00'))?.slug).toBe('agua');
    expect(urgentNotice(all, at('2026-12-03T14:00'))).toBeUndefined();
    expect(urgentNotice([fiesta], at('2026-12-01T12:00'))).toBeUndefined();
  });
});

describe('a notice’s texts', () => {
  it('splits the body into paragraphs on empty lines', () => {
    expect(paragraphs('Uno\ncontinúa.\n\n  \nDos.\n')).toEqual(['Uno continúa.', 'Dos.']);
  });

  it('names the realm languages a notice lacks', () => {
    expect(missingLanguages(notice('x'), ['es', 'va'])).toEqual(['va']);
  });

  it('cuts a notification at a word, with an ellipsis, and leaves a short one whole', () => {
    expect(truncate('Corte de agua', 50)).toBe('Corte de agua');
    const cut = truncate('Corte de agua en todo el casco antiguo por la reparación de una tubería general', 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toBe('Corte de agua en todo el casco antiguo por la…');
    expect(notificationPreview({ title: 'T', summary: 'x '.repeat(100) }).text.endsWith('…')).toBe(true);
  });

  it('makes a slug of the title without accents and the Madrid day', () => {
    // 23:30 UTC on 2 December is already the 3rd in Madrid.
    expect(slugFor('¡Corte de agua en la Plaça Major!', Date.parse('2026-12-02T23:30:00Z'))).toBe('corte-de-agua-en-la-placa-major-2026-12-03');
    expect(slugFor('¿¿??', at('2026-12-03T10:00'))).toBe('aviso-2026-12-03');
  });

  it('writes instants with Madrid’s offset, summer and winter', () => {
    expect(madridIso(Date.parse('2026-12-03T07:00:00Z'))).toBe('2026-12-03T08:00:00.000+01:00');
    expect(madridIso(Date.parse('2026-07-03T07:00:00Z'))).toBe('2026-07-03T09:00:00.000+02:00');
  });

  it('hands delivery the titles and summaries only, and the page without language', () => {
    const water = notice('agua', { topic: 'urgentes', urgent: true, until: '2026-12-03T14:00:00+01:00' });
    expect(toDeliver('alcantir', water)).toEqual({
      realm: 'alcantir',
      id: 'agua',
      topic: 'urgentes',
      urgent: true,
      publishedAt: water.publishedAt,
      until: water.until,
      texts: { es: { title: 'Título agua', summary: 'Resumen.' } },
      path: '/avisos/agua',
    });
  });
});
