/** The mail API's mailbox call (spec §7: `GET {mail api}/{realm}/mailbox/{mailbox}`) over the seeded mailboxes. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { MailboxSchema, type Mailbox } from '../src/schemas/mailbox.ts';
import type { Doc, DocumentStore } from './db.ts';

/** The collection the demo's `mailboxes.json` is seeded into (kept out of the public content API). */
export const MAILBOX_COLLECTION = 'mailboxes';

export type MailboxLookup =
  | { state: 'found'; mailbox: Mailbox; doc: Doc }
  | { state: 'missing' }
  | { state: 'invalid'; doc: Doc };

export function findMailbox(store: DocumentStore, realm: string, id: string): MailboxLookup {
  const doc = store.get(realm, MAILBOX_COLLECTION, id);
  if (!doc) return { state: 'missing' };
  const parsed = v.safeParse(MailboxSchema, doc);
  return parsed.success ? { state: 'found', mailbox: parsed.output, doc } : { state: 'invalid', doc };
}

export function mailboxRoutes(store: DocumentStore, knownRealm: (realm: string) => boolean) {
  const api = new Hono();
  api.get('/:realm/mailbox/:mailbox', (c) => {
    const { realm, mailbox } = c.req.param();
    if (!knownRealm(realm)) return c.json({ err: 'No se ha definido el municipio de la solicitud!.' }, 404);
    const doc = store.get(realm, MAILBOX_COLLECTION, mailbox);
    if (!doc) return c.json({ err: 'No se ha definido el buzón de la solicitud!.' }, 404);
    // The definition as stored, valid or not: the form tells 'Buzón no configurado correctamente.' itself.
    return c.json(doc, 200, { 'Cache-Control': 'no-cache' });
  });
  return api;
}
