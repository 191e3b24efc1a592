import { describe, expect, it } from 'vitest';
import { dateFormat } from '../../src/i18n/dates.ts';
import { localProvince, localStreet, newsCategoryLabel, newsCategoryLabels, newsTypeLabel, streetType } from '../../src/i18n/vocabulary.ts';
import { formatAddress } from '../../src/domain/directory/directory.ts';
import type { Association } from '../../src/schemas/association.ts';

describe('words the data carries in Spanish, in the page’s language', () => {
  it('translates a street’s type and keeps its name: Calle → Carrer, Plaza → Plaça, Avenida → Avinguda, Paseo → Passeig', () => {
    expect(localStreet('Calle Mestre Serrano, 4', 'va')).toBe('Carrer Mestre Serrano, 4');
    expect(localStreet('Plaza Major, 5', 'ca')).toBe('Plaça Major, 5');
    expect(localStreet('Avenida Esports, s/n', 'va')).toBe('Avinguda Esports, s/n');
    expect(streetType('Paseo', 'va')).toBe('Passeig');
  });
  it('leaves Spanish pages, street types it does not know and addresses already in Valencian as they are', () => {
    expect(localStreet('Calle Mestre Serrano, 4', 'es')).toBe('Calle Mestre Serrano, 4');
    expect(localStreet('Carrer Major, 1', 'va')).toBe('Carrer Major, 1');
    expect(localStreet('Mestre Serrano', 'va')).toBe('Mestre Serrano');
  });
  it('names the province in the language: Valencia → València', () => {
    expect(localProvince('Valencia', 'va')).toBe('València');
    expect(localProvince('Valencia', 'es')).toBe('Valencia');
  });
  it('writes a whole address in the language', () => {
    const a = { address: { street: 'Calle Major, 38', zipCode: '46890', city: 'Alcantir', province: 'Valencia' } } as Association;
    expect(formatAddress(a, 'va')).toBe('Carrer Major, 38, 46890 Alcantir, València');
    expect(formatAddress(a, 'es')).toBe('Calle Major, 38, 46890 Alcantir, Valencia');
  });
  it('names news types and categories: Evento → Esdeveniment, Juventud → Joventut, and keeps an unknown category', () => {
    expect(newsTypeLabel('Evento', 'va')).toBe('Esdeveniment');
    expect(newsTypeLabel('Noticia', 'ca')).toBe('Notícia');
    expect(newsCategoryLabel('Juventud', 'va')).toBe('Joventut');
    expect(newsCategoryLabel('Juventud', 'es')).toBe('Juventud');
    expect(newsCategoryLabel('Cetrería', 'va')).toBe('Cetrería');
    expect(newsCategoryLabels('ca')).toMatchObject({ Deportes: 'Esports', Mayores: 'Gent gran' });
  });
});

describe('dates in the house style', () => {
  const day = new Date('2026-11-21T18:00:00+01:00');
  const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' } as const;
  it('writes the year with "de" in Valencian and Catalan, as the AVL and the IEC do (ICU writes "del")', () => {
    expect(dateFormat('ca-ES-valencia', long).format(day)).toBe('21 de novembre de 2026');
    expect(dateFormat('ca-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day)).toBe('novembre de 2026');
    expect(dateFormat('ca-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date('2026-04-03T12:00:00Z'))).toBe('3 d’abril de 2026');
  });
  it('keeps the period of Spanish abbreviations, as the RAE writes them: "3 nov.", "sáb."', () => {
    expect(dateFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date('2026-11-03T12:00:00Z'))).toBe('3 nov.');
    expect(dateFormat('es-ES', { weekday: 'short', timeZone: 'UTC' }).format(day)).toBe('sáb.');
    expect(dateFormat('es-ES', long).format(day)).toBe('21 de noviembre de 2026');
  });
  it('makes each formatter once', () => {
    expect(dateFormat('es-ES', long)).toBe(dateFormat('es-ES', long));
  });
});
