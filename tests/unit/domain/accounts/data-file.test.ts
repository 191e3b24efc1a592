import { describe, expect, it } from 'vitest';
import { dataFile } from '../../../../src/domain/accounts/data-file.ts';

describe('the file of "Descargar mis datos"', () => {
  const copy = { exportedAt: '2026-11-26T23:30:00.000Z', realm: 'alcantir', account: { firstName: 'Lucía' }, requests: [] };

  it('is named after the realm and the Madrid day it was made (23:30 UTC is already the next day there)', () => {
    expect(dataFile('alcantir', copy).name).toBe('mis-datos-alcantir-2026-11-27.json');
  });

  it('holds the copy as the API answered it, indented, without what the client added to the answer', () => {
    const { text } = dataFile('alcantir', { ...copy, httpStatus: 200 });
    expect(JSON.parse(text)).toEqual(copy);
    expect(text).toContain('\n  "account": {\n    "firstName": "Lucía"\n  }');
    expect(text.endsWith('}\n')).toBe(true);
  });

  it("takes today's date when the copy has none, and never lets a realm id shape a path", () => {
    expect(dataFile('../x y', {}, new Date('2026-07-01T10:00:00Z')).name).toBe('mis-datos-xy-2026-07-01.json');
  });
});
