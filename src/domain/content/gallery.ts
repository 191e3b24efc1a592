/**
 * The gallery's default column count by image count (docs/product-spec.md §2): 3 or fewer images → 0 (no grid, each
 * image full width); up to 5 → 2; under 10 → half when the count is even, else 3 (two balanced rows); 10 or more → 4.
 */
export function galleryColumns(count: number): number {
  if (count <= 3) return 0;
  if (count <= 5) return 2;
  if (count < 10) return count % 2 === 0 ? count / 2 : 3;
  return 4;
}

/** The index after `index` moving by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
