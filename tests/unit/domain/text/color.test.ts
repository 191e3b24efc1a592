import { describe, expect, it } from 'vitest';
import { contrast, primaryColorNotice, readableOnWhite, textOn } from '../../../../src/domain/text/color.ts';

describe('colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#870C3B', '#ffffff')).toBeGreaterThan(9);
  });
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(textOn('#870C3B')).toBe('#ffffff');
    expect(textOn('#0B5C8A')).toBe('#ffffff');
    expect(textOn('#F4C542')).toBe('#1a1a1a');
  });
  it('darkens a light colour until it reads on white at 4.5:1, keeping dark ones', () => {
    expect(readableOnWhite('#870C3B')).toBe('#870c3b');
    const shade = readableOnWhite('#3FA9F5');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it('warns about a primary colour that fails with white text, and says what is done', () => {
    expect(primaryColorNotice('#870C3B')).toBeUndefined();
    expect(primaryColorNotice('#F4C542')).toMatch(/^primaryColor #F4C542 gives white text only 1\.\d\d:1 .* dark text .* is used on it/);
  });
});
