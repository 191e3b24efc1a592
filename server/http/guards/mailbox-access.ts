/**
 * Who may write to a mailbox: a known realm, a mailbox that exists and is well defined, a logged-in user of
 * that realm (docs/product-spec.md §4: the form needs one, 'Usuario no encontrado'), and an open mailbox unless the
 * user is an administrator (docs/product-spec.md §6). Uploads and request creation both start here.
 */
import type { Context } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { Mailbox } from '../../../src/schemas/mailbox.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { findMailbox } from '../../store/mailboxes.ts';
import type { Sessions } from '../../store/sessions.ts';
import type { User, Users } from '../../store/users.ts';
import { sessionOf } from '../session-cookie.ts';

export type Granted = { mailbox: Mailbox; sessionId: string; user: User };
/** The mailbox and who writes to it, or an `ApiError` thrown: no realm, no mailbox, not signed in, closed. */
export type MailboxAccess = (c: Context, realm: string, mailboxId: string) => Granted;

export function mailboxAccess(opts: { store: DocumentStore; sessions: Sessions; users: Users; knownRealm: (realm: string) => boolean }): MailboxAccess {
  const { store, sessions, users, knownRealm } = opts;
  return (c, realm, mailboxId) => {
    if (!knownRealm(realm)) throw new ApiError('noRealm');
    const found = findMailbox(store, realm, mailboxId);
    if (found.state === 'missing') throw new ApiError('noMailbox');
    if (found.state === 'invalid') throw new ApiError('mailboxMisconfigured');
    const sessionId = sessionOf(c, sessions);
    const userId = sessions.userOf(sessionId, realm);
    const user = userId ? users.get(realm, userId) : undefined;
    if (!sessionId || !user) throw new ApiError('noUser');
    if (found.mailbox.disabled && !user.admin) throw new ApiError('mailboxClosed');
    return { mailbox: found.mailbox, sessionId, user };
  };
}
