import { describe, expect, it } from 'vitest';
import { galleryColumns, wrapIndex } from '../../../../src/domain/content/gallery.ts';

describe('gallery', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 2],
    [5, 2],
    [6, 3],
    [7, 3],
    [8, 4],
    [9, 3],
    [10, 4],
    [20, 4],
  ])('%i images → %i columns', (count, columns) => {
    expect(galleryColumns(count)).toBe(columns);
  });
  it('wraps around both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
});
