import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import mailboxes from '../../../../realms/alcantir/demo/mailboxes.json' with { type: 'json' };
import { mailboxSections } from '../../../../src/domain/desk/mailbox-sections.ts';
import { MailboxSchema } from '../../../../src/schemas/mailbox.ts';

const demo = (id: string) =>
  v.parse(
    MailboxSchema,
    (mailboxes as Array<{ _id: string }>).find((m) => m._id === id),
  );

describe("a mailbox's sections at the desk", () => {
  it('has a place when its form asks for one on a map or a street', () => {
    expect(mailboxSections(demo('incidencias'))).toEqual({ location: true, payment: false });
  });

  it('has a payment when it takes one', () => {
    expect(mailboxSections(demo('reservas'))).toEqual({ location: false, payment: true });
  });

  it('has neither when its form asks for neither', () => {
    expect(mailboxSections(demo('subvenciones'))).toEqual({ location: false, payment: false });
  });

  it('has a place when a text field is kept as the address', () => {
    const form = { pages: [{ title: { es: 'x' }, fields: [{ name: 'address', type: 'text', label: { es: 'Dirección' } }] }] };
    expect(mailboxSections(v.parse(MailboxSchema, { _id: 'x', title: { es: 'x' }, form })).location).toBe(true);
  });

  it('asks for no place when the build did not read its form', () => {
    expect(mailboxSections({ payments: null })).toEqual({ location: false, payment: false });
  });
});
