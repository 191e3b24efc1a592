/**
 * The mail API's mailbox call (docs/product-spec.md §7: `GET {mail api}/{realm}/mailbox/{mailbox}`) over the seeded
 * mailboxes.
 */
import { Hono } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { MAILBOX_COLLECTION } from '../../store/mailboxes.ts';

export function mailboxRoutes(store: DocumentStore, knownRealm: (realm: string) => boolean) {
  const api = new Hono();
  api.get('/:realm/mailbox/:mailbox', (c) => {
    const { realm, mailbox } = c.req.param();
    if (!knownRealm(realm)) throw new ApiError('noRealm');
    const doc = store.get(realm, MAILBOX_COLLECTION, mailbox);
    if (!doc) throw new ApiError('noMailbox');
    // The definition as stored, valid or not: the form tells 'Buzón no configurado correctamente.' itself. The
    // replies the mailbox keeps ready are its staff's (the desk reads them through its own call), not the public's.
    const { readyReplies: _staffOnly, ...definition } = doc;
    return c.json(definition, 200, { 'Cache-Control': 'no-cache' });
  });
  return api;
}
