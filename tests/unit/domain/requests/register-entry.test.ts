import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import mailboxes from '../../../../realms/alcantir/demo/mailboxes.json' with { type: 'json' };
import { registerEntryOf, verifiedEntries } from '../../../../src/domain/requests/register-entry.ts';
import { MailboxSchema } from '../../../../src/schemas/mailbox.ts';

const subsidies = v.parse(
  MailboxSchema,
  mailboxes.find((m) => m._id === 'subvenciones'),
);
const KEPT = { idHash: 'h', verified: true, id: 'G46123456', record: { name: 'Sociedad Unión Musical de Alcantir', association: 'a1' } };

describe('a register entry a request kept', () => {
  it('is read from a census answer that kept the ID and the record, and from nothing else', () => {
    expect(registerEntryOf(KEPT)).toEqual({ id: 'G46123456', record: { name: 'Sociedad Unión Musical de Alcantir', association: 'a1' } });
    // A person's census answer (the padrón's) keeps only the hash: no entry to show.
    expect(registerEntryOf({ idHash: 'h', verified: true })).toBeUndefined();
    expect(registerEntryOf({ idHash: 'h', verified: true, id: 'G1', record: { name: '' } })).toBeUndefined();
    expect(registerEntryOf('censo:4f1c9a…')).toBeUndefined();
  });

  it('names each with its question in the desk’s language and the directory’s title while the association is there', () => {
    const titles: Record<string, string> = { a1: "Unió Musical d'Alcantir" };
    expect(verifiedEntries(subsidies, { registro: KEPT, entidad: 'Unió Musical' }, 'va', (id) => titles[id])).toEqual([
      {
        field: 'registro',
        label: "NIF de l'associació",
        id: 'G46123456',
        name: 'Sociedad Unión Musical de Alcantir',
        association: { id: 'a1', title: "Unió Musical d'Alcantir" },
      },
    ]);
    // An association gone from the directory: the NIF and the register's name still show, with no entry to link.
    expect(verifiedEntries(subsidies, { registro: KEPT }, 'es', () => undefined)).toEqual([
      { field: 'registro', label: 'NIF de la asociación', id: 'G46123456', name: 'Sociedad Unión Musical de Alcantir' },
    ]);
  });

  it('reads the answers alone, by field name, when the mailbox is gone; and finds none in a request without', () => {
    expect(verifiedEntries(undefined, { registro: KEPT }, 'es').map((e) => [e.label, e.id])).toEqual([['registro', 'G46123456']]);
    expect(verifiedEntries(subsidies, { registro: { idHash: 'h', verified: true } }, 'es')).toEqual([]);
    expect(verifiedEntries(subsidies, undefined, 'es')).toEqual([]);
  });
});
