import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, categorySlug, isCategory, newsCategoryIcon } from '../../../../src/domain/content/categories.ts';

const ICONS = join(import.meta.dirname, '../../../../public/icons/categories');

describe('association categories', () => {
  it('are the 23 of the data model, each once', () => {
    expect(CATEGORIES).toHaveLength(23);
    expect(new Set(CATEGORIES).size).toBe(23);
  });

  it('make slugs without accents, capitals or signs', () => {
    expect(categorySlug('Gastronómicas')).toBe('gastronomicas');
    expect(categorySlug('Jubilados / Pensionistas')).toBe('jubilados-pensionistas');
    expect(categorySlug(' ¡Ñu! ')).toBe('nu');
  });

  it.runIf(existsSync(ICONS))('each have an icon under its slug', () => {
    for (const name of CATEGORIES) expect(existsSync(join(ICONS, `${categorySlug(name)}.svg`)), name).toBe(true);
  });

  it('are told from any other name, as the data spells them', () => {
    expect(isCategory(CATEGORIES[0])).toBe(true);
    expect(isCategory(CATEGORIES[0].toUpperCase())).toBe(false);
    expect(isCategory('Deportes')).toBe(false);
  });
});

describe('the icon of a news or event category', () => {
  it('borrows the icon of the association category that fits it, one that exists', () => {
    expect(newsCategoryIcon('Deportes')).toBe('deportiva');
    expect(newsCategoryIcon('Música')).toBe('musicales');
    const slugs = new Set(CATEGORIES.map(categorySlug));
    for (const news of [
      'Deportes',
      'Fiestas',
      'Cultura',
      'Participación',
      'Juventud',
      'Mayores',
      'Formación',
      'Educación',
      'Comercio',
      'Teatro',
      'Música',
      'Salud',
      'Gastronomía',
    ]) {
      expect(slugs.has(newsCategoryIcon(news)!), news).toBe(true);
    }
  });

  it('is none for a category without a fitting one, or no category', () => {
    expect(newsCategoryIcon('Urbanismo')).toBeUndefined();
    expect(newsCategoryIcon(undefined)).toBeUndefined();
    expect(newsCategoryIcon('toString')).toBeUndefined();
  });
});
