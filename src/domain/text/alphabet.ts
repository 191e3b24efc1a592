/** The 27 letters of the Spanish alphabet the A–Z selector shows (docs/product-spec.md §2 "Directory"). */
export const LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'Ñ',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
/** The group for titles that start with a digit or a sign. */
export const OTHER = '#';

/**
 * Folds text for matching: lower case, accents removed (Ñ kept apart only where asked), and the Valencian
 * middle dot removed, so that `col·lectiu`, `Col.lectiu` and `collectiu` all match.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[·•‧∙⋅]|l\.l/g, (m) => (m.length === 3 ? 'll' : ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The letter a title is filed under: its first letter folded (Á → A), Ñ its own letter, else the "#" group. */
export function initialOf(title: string): string {
  const first = title.trim().charAt(0);
  if (!first) return OTHER;
  const upper = first.toUpperCase();
  if (upper === 'Ñ') return 'Ñ';
  const base = upper.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (LETTERS as readonly string[]).includes(base) ? base : OTHER;
}

/** Spanish collation for sorting titles (accents after their letter, Ñ after N, numbers numerically). */
export const spanishCollator = new Intl.Collator('es', { sensitivity: 'base', numeric: true, ignorePunctuation: true });

/** Groups items by initial: the 27 letters in order (empty ones included), then "#" when it has items. */
export function groupByInitial<T>(items: T[], title: (item: T) => string): Array<{ letter: string; items: T[] }> {
  const groups = new Map<string, T[]>([...LETTERS, OTHER].map((l) => [l, []]));
  for (const item of [...items].sort((a, b) => spanishCollator.compare(title(a), title(b)))) groups.get(initialOf(title(item)))!.push(item);
  return [...groups.entries()].filter(([letter, list]) => letter !== OTHER || list.length > 0).map(([letter, list]) => ({ letter, items: list }));
}
