/**
 * Mailbox definitions (docs/product-spec.md §3 "Mailbox"): seeded from the demo's `mailboxes.json` into the document
 * store, in a collection the public content API never serves.
 */
import * as v from 'valibot';
import { MailboxSchema, type Mailbox } from '../../src/schemas/mailbox.ts';
import type { Doc, DocumentStore } from './documents.ts';

/** The collection the demo's `mailboxes.json` is seeded into. */
export const MAILBOX_COLLECTION = 'mailboxes';

export type MailboxLookup = { state: 'found'; mailbox: Mailbox; doc: Doc } | { state: 'missing' } | { state: 'invalid'; doc: Doc };

/** A mailbox as stored, and whether its definition is one the form and the server can use. */
export function findMailbox(store: DocumentStore, realm: string, id: string): MailboxLookup {
  const doc = store.get(realm, MAILBOX_COLLECTION, id);
  if (!doc) return { state: 'missing' };
  const parsed = v.safeParse(MailboxSchema, doc);
  return parsed.success ? { state: 'found', mailbox: parsed.output, doc } : { state: 'invalid', doc };
}
