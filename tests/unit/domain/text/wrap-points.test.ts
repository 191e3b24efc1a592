import { describe, expect, it } from 'vitest';
import { wrapPoints } from '../../../../src/domain/text/wrap-points.ts';

describe('where a long address may wrap', () => {
  it('breaks an e-mail address after the @ and before each dot, never inside a word of the domain', () => {
    expect(wrapPoints('presidencia@unionmusicalalcantir.example')).toEqual(['presidencia@', 'unionmusicalalcantir', '.example']);
    expect(wrapPoints('info@ampa-lluis-vives.alcantir.es')).toEqual(['info@', 'ampa', '-lluis', '-vives', '.alcantir', '.es']);
  });

  it('keeps "//" whole and breaks after it, then before each slash, query and fragment', () => {
    expect(wrapPoints('https://www.example.org/agenda/2026?mes=11#dia-3')).toEqual([
      'https://',
      'www',
      '.example',
      '.org',
      '/agenda',
      '/2026',
      '?mes',
      '=11',
      '#dia',
      '-3',
    ]);
  });

  it('gives back the address itself, whole, when it has nowhere to break', () => {
    expect(wrapPoints('alcantir').join('')).toBe('alcantir');
    expect(wrapPoints('')).toEqual([]);
  });
});
