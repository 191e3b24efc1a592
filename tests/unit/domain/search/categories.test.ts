import { describe, expect, it } from 'vitest';
import { canonicalCategories, categoryKey } from '../../../../src/domain/search/categories.ts';
import { t } from '../../../../src/i18n/index.ts';
import { newsCategoryLabel } from '../../../../src/i18n/vocabulary.ts';
import vocabulary from '../../../../src/i18n/vocabulary.json' with { type: 'json' };
import es from '../../../../src/i18n/es.json' with { type: 'json' };

const newsCategories = Object.keys(vocabulary.newsCategories);
const associationCategories = Object.keys(es)
  .filter((key) => key.startsWith('category.'))
  .map((key) => key.slice('category.'.length));

describe('one search category per meaning', () => {
  it('makes one of the near-twins the review found, whatever their case or ending', () => {
    for (const [a, b] of [
      ['Cultura', 'Cultural'],
      ['Deportes', 'Deportiva'],
      ['Juventud', 'Juvenil'],
      ['Medio ambiente', 'Medio Ambiente'],
      ['Gastronomía', 'Gastronómicas'],
    ]) {
      expect(categoryKey(a!), `${a} and ${b}`).toBe(categoryKey(b!));
    }
  });

  it('keeps apart categories that only look alike', () => {
    for (const [a, b] of [
      ['Música', 'Musicales'],
      ['Mayores', 'Personas mayores'],
      ['Educación', 'Educativa'],
      ['Mar', 'Mujeres'],
    ]) {
      expect(categoryKey(a!), `${a} and ${b}`).not.toBe(categoryKey(b!));
    }
  });

  it('names each meaning by its first category, and merges nothing else of the vocabulary', () => {
    const canonical = canonicalCategories([...newsCategories, ...associationCategories]);
    expect(canonical.get('Cultural')).toBe('Cultura');
    expect(canonical.get('Deportiva')).toBe('Deportes');
    expect(canonical.get('Juvenil')).toBe('Juventud');
    expect(canonical.get('Medio Ambiente')).toBe('Medio ambiente');
    const merged = [...canonical].filter(([category, name]) => category !== name);
    expect(merged).toEqual([
      ['Medio Ambiente', 'Medio ambiente'],
      ['Gastronómicas', 'Gastronomía'],
      ['Juvenil', 'Juventud'],
      ['Deportiva', 'Deportes'],
      ['Cultural', 'Cultura'],
    ]);
  });

  it("names a merged meaning in every language by its first category's word there", () => {
    expect(newsCategoryLabel(canonicalCategories(['Juventud', 'Juvenil']).get('Juvenil')!, 'va')).toBe('Joventut');
    expect(newsCategoryLabel('Deportes', 'ca')).toBe('Esports');
    expect(t('va', 'category.Deportiva')).toBe('Esportiva');
  });
});
