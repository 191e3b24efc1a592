import { describe, expect, it } from 'vitest';
import { directoryRows, fileSlug } from '../../../../src/domain/directory/directory.ts';
import type { Association } from '../../../../src/schemas/association.ts';

describe('the directory spreadsheet and files', () => {
  const association = (over: Partial<Association>): Association =>
    ({
      _id: 'x',
      title: 't',
      nodeTypes: [],
      telephones: [],
      emails: [],
      revisions: [],
      ...over,
    }) as Association;
  it('has one row per association with name, subtypes, address, phones and e-mails, sorted by title', () => {
    const rows = directoryRows(
      [
        association({
          _id: 'b',
          title: { es: 'Banda', va: 'Banda' },
          nodeTypes: ['Musicales', 'Cultural'],
          address: { street: 'C/ Major, 1', zipCode: '46890', city: 'Alcantir', province: 'Valencia' },
          telephones: [{ value: '962 000 000' }, { value: '600 000 000' }],
          emails: [{ uri: 'mailto:b@x.es' }],
        }),
        association({ _id: 'a', title: 'Ágora' }),
      ],
      'es',
    );
    expect(rows).toEqual([
      ['Ágora', '', '', '', ''],
      ['Banda', 'Musicales, Cultural', 'C/ Major, 1, 46890 Alcantir, Valencia', '962 000 000, 600 000 000', 'b@x.es'],
    ]);
  });
  it('names files with a safe slug', () => expect(fileSlug("Associacions de La Vall d'Uixó")).toBe('associacions-de-la-vall-d-uixo'));
});
