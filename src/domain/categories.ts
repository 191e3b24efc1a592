/** The 23 association categories of spec §3, with the slug of their icon (`/icons/categories/<slug>.svg`). */
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
