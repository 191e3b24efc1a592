/**
 * The 23 association categories of docs/product-spec.md §3, with the slug of their icon
 * (`/icons/categories/<slug>.svg`).
 */
export const CATEGORIES = [
  'Medio Ambiente',
  'Comercio',
  'Sanitarias',
  'Musicales',
  'Sociales',
  'Recreativas',
  'Gastronómicas',
  'Empresariales',
  'Tauromaquia',
  'Jubilados-pensionistas',
  'Moteros',
  'Hombres',
  'Mujeres',
  'Juvenil',
  'Lúdico',
  'Educativa',
  'AMPA',
  'Teatro',
  'Baile',
  'Deportiva',
  'Cultural',
  'Religioso',
  'Fiestas',
] as const;

/** `Gastronómicas` → `gastronomicas`. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function isCategory(name: string): boolean {
  return (CATEGORIES as readonly string[]).includes(name);
}

/**
 * The icon of a news or event category (as the data names it, in Spanish) where an association category's icon
 * fits it: the picture a card shows when its item has none. Undefined for the rest.
 */
const NEWS_CATEGORY_ICONS: Record<string, string> = {
  Deportes: 'deportiva',
  Fiestas: 'fiestas',
  Cultura: 'cultural',
  Participación: 'sociales',
  Juventud: 'juvenil',
  'Medio ambiente': 'medio-ambiente',
  Mayores: 'jubilados-pensionistas',
  'Personas mayores': 'jubilados-pensionistas',
  Formación: 'educativa',
  Educación: 'educativa',
  Comercio: 'comercio',
  Teatro: 'teatro',
  Música: 'musicales',
  Salud: 'sanitarias',
  Gastronomía: 'gastronomicas',
};

export function newsCategoryIcon(category: string | undefined): string | undefined {
  return category !== undefined && Object.hasOwn(NEWS_CATEGORY_ICONS, category) ? NEWS_CATEGORY_ICONS[category] : undefined;
}
