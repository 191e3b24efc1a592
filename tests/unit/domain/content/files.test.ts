import { describe, expect, it } from 'vitest';
import { describeFile } from '../../../../src/domain/content/files.ts';

describe('files offered for download', () => {
  it('describes a file with its type and size', () => {
    expect(describeFile({ file: 'a001-estatutos.pdf', name: 'Estatutos.pdf', size: 123456 }, 'es-ES')).toEqual({
      name: 'Estatutos.pdf',
      type: 'PDF',
      size: '123 kB',
    });
    expect(describeFile('hoja.docx', 'es-ES')).toEqual({ name: 'hoja.docx', type: 'Word', size: '' });
  });
});
